import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, loginAs } from './helpers';

/**
 * The store's pages drawn by the server (issue 21): what a person sees before any script runs, the
 * browser taking the page over without asking again for what it came with, and no hydration error.
 */

/** The API calls a page makes while it loads, and the errors its console shows. */
function watch(page: Page) {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { calls, errors };
}

test('with scripts off, the home, a product, the catalogue and a policy page are there to read', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a) à Tintas Balcão' })).toBeVisible();
  await expect(page.locator('#slideProdutos0').getByText(/^R\$ /).first()).toBeVisible();
  const product = page.locator('#slideProdutos0').getByRole('link').first();
  const name = (await product.getAttribute('aria-label')) ?? (await product.innerText());
  await page.goto((await product.getAttribute('href')) ?? '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split('\n')[0] ?? '');
  await expect(page.getByTestId('preco')).toHaveText(/^R\$ /);
  await page.goto('/produtos?busca=acrilica');
  await expect(page.getByRole('heading', { name: /Resultados para/ })).toBeVisible();
  await expect(page.getByTestId('lista-produtos').getByRole('link').first()).toBeVisible();
  await page.goto('/pagina/ppe');
  await expect(page.getByRole('heading', { name: 'Política de entrega' })).toBeVisible();
  await expect(page.getByText('Você também pode retirar na loja sem custo.')).toBeVisible();
  await context.close();
});

test('the browser takes the drawn page over with no call for its data and no hydration error', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#slideProdutos0')).toBeVisible();
  expect(seen.calls).toEqual([]);
  // The page's own modules come with it, not after the entry asks for them.
  await expect(page.locator('head link[rel=modulepreload][href*="/StoreHomePage-"]')).toHaveCount(1);
  await expect(page.locator('head link[rel=modulepreload][href*="/StoreLayout-"]')).toHaveCount(1);
  // Taken over: the next page comes from the router, asking only for what it did not come with.
  await page.getByRole('banner').getByRole('link', { name: 'Tintas', exact: true }).click();
  await expect(page).toHaveURL(/\/produtos\?busca=Tintas$/);
  await expect(page.getByTestId('lista-produtos').getByRole('link').first()).toBeVisible();
  expect(seen.calls).toEqual(['GET /api/loja/produtos']);
  await expectAccessible(page);
  expect(seen.errors).toEqual([]);
});

test('a logged-in customer gets their own page drawn: their name, their cart, their prices', async ({ page }) => {
  await loginAs(page, 'cliente@demo.com.br');
  // The login page's own work done (it sends the customer to the store), then the store opened afresh.
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('networkidle');
  const seen = watch(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Casa das Tintas Demo!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  expect(seen.calls).toEqual([]);
  await page.setViewportSize({ width: 376, height: 800 });
  const product = page.locator('#slideProdutos0').getByRole('link').first();
  await page.goto((await product.getAttribute('href')) ?? '/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('preco')).toHaveText(/^R\$ /);
  expect(seen.calls).toEqual([]);
  await expectAccessible(page);
  expect(seen.errors).toEqual([]);
});
