import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { cheapSuvinil, emptyCart, expectAccessible, loginAs } from './helpers';

/** The fake PSP (BCB Pix API v2) on the fake payments server (E2E_FAKE_PORT − 4), see fake-pix.ts. */
const FAKE_PAYMENTS = `http://127.0.0.1:${Number(process.env.E2E_FAKE_PORT ?? 3199) - 4}`;

async function save(page: Page, nome: string, descricao: string, valor: object) {
  const reply = await page.request.post('/configuracoes-ecommerce/salvar', {
    data: { nome, descricao, ativacao: 1, valor },
  });
  expect(reply.ok()).toBe(true);
}

test('a customer pays by Pix and sees the payment confirmed without reloading', async ({ page }) => {
  // The admin connects the company's PSP and accepts Pix.
  await loginAs(page, 'admin@demo.com.br');
  await save(page, 'pix', 'Pix (API Pix do PSP)', {
    url: `${FAKE_PAYMENTS}/pix/v2`,
    urlToken: `${FAKE_PAYMENTS}/pix/oauth/token`,
    clientId: 'balcao-pix-client',
    clientSecret: 'PIXSECRET0001',
    chave: '12345678000195',
    expiracao: 30,
  });
  await save(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P', 'X'] });

  // The customer fills a cart past the minimum purchase and checks out with Pix.
  await page.context().clearCookies();
  await loginAs(page, 'cliente@demo.com.br');
  const product = await cheapSuvinil(page);
  await emptyCart(page);
  const added = await page.request.post('/api/loja/carrinho/itens', {
    data: { codigo: product.codigo, quantidade: Math.ceil(200 / product.preco) + 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/carrinho');
  await page.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await page.getByRole('radio', { name: /^Entrega Própria/ }).click();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Número' }).fill('100');
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
  const paid = await page.request.post(`${FAKE_PAYMENTS}/pix/_fake/pagar/ultima`, { data: {} });
  expect(((await paid.json()) as { webhook: number }).webhook).toBe(200);
  await expect(page.getByText('Pagamento confirmado')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toHaveCount(0);
  await expectAccessible(page);
  const code = new URL(page.url()).searchParams.get('pedido') ?? '';

  // The seller sees it paid in the sales list.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.context().clearCookies();
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/comercial/vendas');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = page
    .getByTestId('grade')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Pago', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Pix', exact: true })).toBeVisible();
});
