import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { customerAtCheckout, expectAccessible, loginAs, saveSetting, sellerFindsSale } from './helpers';
import { publicLink, savedBudget } from './public-quote-helpers';

/** The fake PSP (BCB Pix API v2) on the fake payments server (E2E_FAKE_PORT − 4), see fake-pix.ts. */
const FAKE_PAYMENTS = `http://127.0.0.1:${Number(process.env.E2E_FAKE_PORT ?? 3199) - 4}`;

/** The admin connects the company's PSP and accepts Pix. */
async function connectPix(page: Page) {
  await page.context().clearCookies();
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'pix', 'Pix (API Pix do PSP)', {
    url: `${FAKE_PAYMENTS}/pix/v2`,
    urlToken: `${FAKE_PAYMENTS}/pix/oauth/token`,
    clientId: 'balcao-pix-client',
    clientSecret: 'PIXSECRET0001',
    chave: '12345678000195',
    expiracao: 30,
  });
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P', 'X'] });
}

/**
 * The payer pays the newest charge at the fake PSP, which posts its webhook to the server. Both
 * journeys that make a Pix are in this file, so they run one after the other and 'newest' is theirs.
 */
async function payNewestPix(page: Page) {
  const paid = await page.request.post(`${FAKE_PAYMENTS}/pix/_fake/pagar/ultima`, { data: {} });
  expect(((await paid.json()) as { webhook: number }).webhook).toBe(200);
}

test('a customer pays by Pix and sees the payment confirmed without reloading', async ({ page }) => {
  await connectPix(page);

  // The customer fills a cart past the minimum purchase and checks out with Pix.
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);

  // QR code, 'copia e cola' and the countdown.
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^Expira em (29|30):\d\d$/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 376, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);

  // The payer pays: the PSP posts its webhook and the page follows by itself.
  await payNewestPix(page);
  await expect(page.getByText('Pagamento confirmado')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toHaveCount(0);
  await expect(page.getByText(/Pagamento: Pix \(Pago\)/)).toBeVisible();
  await expectAccessible(page);
  const code = new URL(page.url()).searchParams.get('pedido') ?? '';

  // The seller sees it paid in the sales list.
  await page.setViewportSize({ width: 1366, height: 800 });
  const row = await sellerFindsSale(page, code);
  await expect(row.getByRole('cell', { name: 'Pago', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Pix', exact: true })).toBeVisible();
});

test('a budget whose terms are Pix: the customer accepts it on a phone and pays it on the same page', async ({
  page,
  browser,
}) => {
  await connectPix(page);
  await page.context().clearCookies();
  await loginAs(page, 'vendedor@demo.com.br');
  const link = await publicLink(page, await savedBudget(page, { formaPagamento: 'X' }));

  const phone = await browser.newContext({ viewport: { width: 376, height: 800 }, locale: 'pt-BR' });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByText('Pix', { exact: true })).toBeVisible();
  await customer.getByRole('button', { name: 'Aceitar e pagar com Pix' }).click();
  await expect(customer.getByText('Orçamento aceito', { exact: true })).toBeVisible();
  await expect(customer.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(customer.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await expectAccessible(customer);
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  await customer.screenshot({ path: 'test-results/public-quote-pix-376.png', fullPage: true });

  await payNewestPix(page);
  await expect(customer.getByText('Pagamento confirmado')).toBeVisible();
  await expect(customer.getByRole('img', { name: 'QR code do Pix' })).toHaveCount(0);
  await phone.close();
});
