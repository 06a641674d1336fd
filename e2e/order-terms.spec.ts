import { expect, test } from './test';
import { expectAccessible, loginAs } from './helpers';

test('a seller builds an order in /terminal with its terms and freight and prints it with the terms', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/terminal');
  await page.getByRole('textbox', { name: 'Buscar produto' }).fill('Suvinil');
  await page
    .getByTestId('produtos')
    .getByRole('button', { name: /^Adicionar / })
    .first()
    .click();
  await expect(page.getByTestId('item-carrinho')).toHaveCount(1);
  const terms = page.getByRole('region', { name: 'Condições comerciais' });
  await expect(terms).toBeVisible();

  const choose = async (label: string, option: string | RegExp) => {
    await terms.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  await choose('Forma de pagamento', 'Boleto');
  await expect(terms.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('Boleto');
  await choose('Condição de pagamento', '28/56/84 dias');
  await expect(terms.getByRole('combobox', { name: 'Condição de pagamento' })).toHaveValue('28/56/84 dias');
  await terms.getByLabel('Entrega prevista').fill('2099-12-20');
  await terms.getByRole('textbox', { name: 'Pedido de compra do cliente' }).fill('OC-777');
  await terms.getByRole('textbox', { name: 'Pedido de compra do cliente' }).press('Enter');

  // Freight: the quote for a CEP in Campinas, then the service chosen.
  await terms.getByRole('textbox', { name: 'CEP de entrega' }).fill('13015-904');
  await terms.getByRole('button', { name: 'Cotar frete' }).click();
  await choose('Frete', /^Entrega Própria/);
  await expect(terms.getByRole('combobox', { name: 'Frete' })).toHaveValue(/Entrega Própria/);
  await expectAccessible(page);

  const [printView] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Imprimir' }).click(),
  ]);
  for (const line of [
    'Forma de pagamento: Boleto',
    'Condição de pagamento: 28/56/84 dias',
    'Entrega prevista: 20/12/2099',
    'Pedido do cliente: OC-777',
    'Frete (Entrega Própria)',
  ])
    await expect(printView.getByText(line)).toBeVisible();
  await printView.close();
});

test("an expired budget shows 'Vencido' and is renewed at today's prices in one click", async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/operacoes-comerciais-pendentes');
  // The oldest budgets of the period first: past their 10 days.
  await page.getByRole('button', { name: /^Data/ }).click();
  const expired = page.getByRole('row').filter({ hasText: 'Vencido' }).first();
  await expect(expired).toBeVisible();
  await expectAccessible(page);
  await expired.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Vencido')).toBeVisible();
  await dialog.getByRole('button', { name: 'Renovar com os preços de hoje' }).click();
  await expect(dialog.getByRole('button', { name: 'Renovar com os preços de hoje' })).toBeHidden();
  await expect(dialog.getByText(/Válido até/)).toBeVisible();
});
