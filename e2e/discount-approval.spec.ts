import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, expectToast, loginAs } from './helpers';

// The Jundiaí seller: no other journey sells as them, so the cap set here touches nobody else's.
const SELLER = 'vendas.jundiai@demo.com.br';
const MANAGER = 'gestor@demo.com.br';

async function switchTo(page: Page, email: string) {
  await page.context().clearCookies();
  await loginAs(page, email);
}

/** A customer of the seller with released credit (the demo blocks some at random). */
async function pickReleasedCustomer(page: Page) {
  const picker = page.getByRole('combobox', { name: 'Cliente' });
  for (let i = 0; i < 8; i++) {
    await picker.fill('Ltda');
    await page.getByRole('option').nth(i).click();
    await expect(page.getByTestId('credito')).toBeVisible();
    if ((await page.getByTestId('credito').textContent())?.includes('Crédito liberado')) return;
  }
  throw new Error('no customer with released credit');
}

test('a seller above the discount cap waits for a manager, who approves; the seller places and prints it with the terms', async ({
  page,
}) => {
  // Three people, three logins and three accessibility checks: longer than one journey's minute.
  test.setTimeout(180_000);
  // The manager caps the seller at 5 % on the discount policy page.
  await loginAs(page, MANAGER);
  await page.getByRole('link', { name: 'Aprovações de desconto' }).click();
  await expect(page.getByRole('heading', { name: 'Aprovações de desconto', level: 1 })).toBeVisible();
  const sellerRow = page
    .getByRole('row')
    .filter({ hasText: 'Sem limite' })
    .filter({ hasNotText: 'Vendedor Demo' })
    .first();
  await expect(sellerRow).toBeVisible();
  await expectAccessible(page);
  await sellerRow.click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /Desconto máximo/ })
    .fill('5');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Limite de desconto salvo.');
  await page.setViewportSize({ width: 376, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The seller builds the order with its terms and freight, then gives 10 %.
  await switchTo(page, SELLER);
  await page.goto('/terminal');
  await pickReleasedCustomer(page);
  await page.getByRole('textbox', { name: 'Buscar produto' }).fill('Suvinil');
  await page
    .getByTestId('produtos')
    .getByRole('button', { name: /^Adicionar / })
    .first()
    .click();
  await expect(page.getByTestId('item-carrinho')).toHaveCount(1);
  const terms = page.getByRole('region', { name: 'Condições comerciais' });
  await terms.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Boleto' }).click();
  await expect(terms.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('Boleto');
  // The freight CEP comes from the customer's record.
  await expect(terms.getByRole('textbox', { name: 'CEP de entrega' })).toHaveValue(/^\d{5}-\d{3}$/);
  await terms.getByRole('combobox', { name: 'Frete' }).click();
  await page.getByRole('option', { name: 'Frete negociado' }).click();
  const freight = terms.getByRole('textbox', { name: 'Valor do frete negociado (R$)' });
  await freight.fill('20,00');
  await freight.press('Enter');
  await expect(terms.getByRole('combobox', { name: 'Frete' })).toHaveValue('Frete negociado');
  const index = page.getByRole('textbox', { name: 'Índice (%)' });
  await index.fill('10');
  await index.press('Enter');
  await expect(index).toHaveValue('10,00');
  const code = /nº (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: 'Fechar pedido' }).click();
  await expectToast(page, /aguardando aprovação/);
  await expect(page.getByTestId('aprovacao-desconto')).toHaveText('Aguardando aprovação');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Orçamento nº ${code}`);
  await expectAccessible(page);

  // The manager approves it from the queue.
  await switchTo(page, MANAGER);
  await page.goto('/aprovacoes-desconto');
  const request = page.getByRole('row').filter({ hasText: 'Aguardando aprovação' }).filter({ hasText: code }).first();
  await request.click();
  const dialog = page.getByRole('dialog', { name: `Desconto do pedido nº ${code}` });
  // 10 % of the goods, give or take the centavo the index is rounded to (9,99 % or 10,01 % on some totals).
  await expect(dialog.getByText(/pediu (9,9\d|10,0\d)% de desconto \(limite 5,00%\)/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Desconto aprovado. O vendedor foi avisado.');

  // The seller is told on the next load (the panel the login lands on: the notice is read once, so
  // going on before it answered could lose it), places the order and prints it with the terms.
  await switchTo(page, SELLER);
  await expect(page).toHaveURL(/\/painel$/);
  await expectToast(page, `O desconto do pedido nº ${code} foi aprovado. Você já pode fechar o pedido.`);
  await page.goto(`/terminal?pedido=${code}`);
  await expect(page.getByTestId('aprovacao-desconto')).toHaveText('Desconto aprovado');
  await page.getByRole('button', { name: 'Fechar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido nº ${code}`);
  const [printView] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Imprimir' }).click(),
  ]);
  for (const line of ['Forma de pagamento: Boleto', 'Frete (Frete negociado)'])
    await expect(printView.getByText(line)).toBeVisible();
  await printView.close();
});
