import type { Page } from '@playwright/test';
import { webhookSecret } from '../src/server/modules/payments/webhook-secret';
import { paymentMessages as m } from '../src/shared/schemas/payments';
import { expect, test } from './test';
import { customerAtCheckout, expectAccessible, loginAs, saveSetting, sellerFindsSale } from './helpers';

// Named to run after card-payments.spec.ts on the same server: that journey starts without Cielo set up.

/** The fake Cielo (API 3.0) on the fake payments server (E2E_FAKE_PORT − 4), see fake-cielo-boleto.ts. */
const FAKE_PAYMENTS = `http://127.0.0.1:${Number(process.env.E2E_FAKE_PORT ?? 3199) - 4}`;
const CIELO = { merchantId: 'fc0f0c9e-1a1b-4c2d-8e3f-000000000001', merchantKey: 'CIELOKEYSANDBOX0001' };
/** The journeys' SETTINGS_KEY (playwright.config.ts) and the demo company, the first of a fresh database. */
const SETTINGS_KEY = Buffer.alloc(32, 7);
const DEMO_COMPANY = 1;

/** The address the company registers in Cielo's panel for its notifications (CardPayments.webhookPath). */
const notificationUrl = (baseURL: string) =>
  `${baseURL}/api/pagamentos/cielo/webhook/${webhookSecret(SETTINGS_KEY, 'cielo', DEMO_COMPANY) ?? ''}`;

/** The payer pays the newest boleto at the bank; the fake Cielo posts its notification to the store. */
async function payNewestBoleto(page: Page, baseURL: string) {
  const paid = await page.request.post(`${FAKE_PAYMENTS}/_fake/cielo/boleto/ultimo/pagar`, {
    data: { alvo: notificationUrl(baseURL) },
  });
  expect(((await paid.json()) as { webhook: number }).webhook).toBe(200);
}

test('a customer pays a boleto registered at Cielo and sees it confirmed without reloading', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'cie', 'Cielo (cartão)', { ...CIELO, ambiente: 'sandbox' });
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });

  // On a phone, the customer checks out with a boleto.
  await page.setViewportSize({ width: 376, height: 800 });
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);

  // The linha digitável, the due date, the value and the boleto at Cielo.
  const line = page.getByRole('textbox', { name: 'Linha digitável' });
  await expect(line).toHaveValue(/^237\d{2}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByText(/^Vencimento: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pague o boleto: R\$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  const open = page.getByRole('link', { name: 'Abrir boleto' });
  await expect(open).toHaveAttribute('target', '_blank');
  expect((await page.request.get((await open.getAttribute('href')) ?? '')).ok()).toBe(true);
  await expect(page.getByText(/Pagamento: Boleto \(Aguardando pagamento\)/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  await expectAccessible(page);

  // The payer pays: Cielo notifies the store and the page follows by itself.
  await payNewestBoleto(page, baseURL ?? '');
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();
  // The order's own line follows the panel without a reload.
  await expect(page.getByText(/Pagamento: Boleto \(Pago\)/)).toBeVisible();
  await expect(line).toHaveCount(0);
  await expectAccessible(page);
  const code = new URL(page.url()).searchParams.get('pedido') ?? '';

  // The seller sees it paid in the sales list.
  await page.setViewportSize({ width: 1366, height: 800 });
  const row = await sellerFindsSale(page, code);
  await expect(row.getByRole('cell', { name: 'Pago', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Boleto', exact: true })).toBeVisible();
});

test('a boleto Cielo refuses to register shows the reason, and the order goes on with the shop’s own boleto', async ({
  page,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'cie', 'Cielo (cartão)', { ...CIELO, ambiente: 'sandbox' });
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  const refusal = await page.request.post(`${FAKE_PAYMENTS}/_fake/cielo/boleto-erro`, {
    data: { status: 400, Code: 139, Message: 'Customer Address ZipCode is invalid' },
  });
  expect(refusal.ok()).toBe(true);

  await page.setViewportSize({ width: 376, height: 800 });
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByText(m.boletoRefused('endereço do pagador incompleto ou não aceito', '139'))).toBeVisible();
  await expect(page.getByText(m.boletoSelfIssued)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Linha digitável' })).toHaveCount(0);
  await expect(page.getByText(/Pagamento: Boleto \(A receber\)/)).toBeVisible();
  await expectAccessible(page);
  const code = new URL(page.url()).searchParams.get('pedido') ?? '';

  // The seller sees the sale to collect with the shop's own boleto.
  await page.setViewportSize({ width: 1366, height: 800 });
  const row = await sellerFindsSale(page, code);
  await expect(row.getByRole('cell', { name: 'A receber', exact: true })).toBeVisible();
});
