import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { biDashboardNames, biDashboards } from '../src/shared/domain/bi-dashboards';
import { expectAccessible, loginAs } from './helpers';

const total = (page: Page) => page.getByTestId('bi-total');
const bestGrid = (page: Page) => page.getByTestId('grade').first();

async function choosePeriod(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Selecionar intervalo de data' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a manager opens every dashboard; the period changes the figures; a row and a bar open the sales behind them', async ({
  page,
}) => {
  await loginAs(page, 'gestor@demo.com.br');
  for (const name of biDashboardNames) {
    await page.goto(`/bi-${name}`);
    await expect(page.getByRole('heading', { name: biDashboards[name].title, level: 1 })).toBeVisible();
    await expect(total(page)).toContainText('Total:');
    await expect(page.getByRole('heading', { name: biDashboards[name].chart, exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }

  await page.goto('/bi-clientes');
  await expectAccessible(page);
  const month = await total(page).textContent();
  await choosePeriod(page, 'Últimos 12 meses');
  await expect(total(page)).not.toHaveText(month ?? '');
  await expect(page.getByRole('img', { name: /^TOP 20 CLIENTES\. / })).toBeVisible();
  const first = bestGrid(page).getByRole('row').nth(1);
  await expect(first).toContainText('1');
  const customer = (await first.getByRole('cell').nth(1).textContent())?.trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/comercial/vendas\\?.*clientes=${customer}`));
  await expect(page.getByTestId('grade').getByRole('row')).not.toHaveCount(1);

  // The largest bar is the top one: a click there opens the same customer's sales.
  await page.goto('/bi-clientes');
  const chart = page.getByRole('img', { name: /^TOP 20 CLIENTES\. / });
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('no chart');
  // The bars grow for a moment after drawing: click until the top one is there.
  await expect(async () => {
    await page.mouse.click(box.x + box.width * 0.4, box.y + 48);
    await expect(page).toHaveURL(/\/comercial\/vendas\?.*clientes=\d+/, { timeout: 1_000 });
  }).toPass();
});

test("a product's row opens the sales that have it, and the product filter can be taken off", async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/bi-produtos');
  const first = bestGrid(page).getByRole('row').nth(1);
  const product = (await first.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/comercial/vendas\\?.*produtos=${product}`));
  const chip = page.getByRole('button', { name: `Tirar o filtro: Produto ${product}` });
  await expect(chip).toBeVisible();
  const summary = page.getByText(/^Página 1 · \d+ registros?/);
  const narrowed = await summary.textContent();
  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(summary).not.toHaveText(narrowed ?? '');
});

test('a seller sees only their own representative in the ranking', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/bi-representantes');
  await choosePeriod(page, 'Últimos 24 meses');
  await expect(bestGrid(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('img', { name: /^TOP 20 REPRESENTANTES\. [^;]+$/ })).toBeVisible();
});

test('the dashboards fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 376, height: 740 });
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/bi-produtos');
  await expect(total(page)).toContainText('Total:');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
