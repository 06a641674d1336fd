import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, expectToast, loginAs } from './helpers';

type CartReply = { pedido: { codigo: number }; itens: Array<{ cfidesite: string; cfiembite: string | null }> };

/**
 * A sale placed today through the API as the manager (so it is in this month's sales list): a
 * customer with credit released and the first `lines` products in stock; gives its code and lines.
 */
async function placeSale(page: Page, lines: number): Promise<CartReply> {
  const customers = await page.request.post('/cliente/result', {
    data: { action: 'select', like: { column: 'cficrecli', option: '0', value: 'N' }, limit: { page: 0, offset: 1 } },
  });
  const customer = ((await customers.json()) as { resultSet: Array<{ cficodcli: number }> }).resultSet[0];
  const search = await page.request.post('/api/produtos/busca', { data: { termo: 'Suvinil' } });
  const found = (
    (await search.json()) as { produtos: Array<{ codigo: number; estoque: number; vendaSemEstoque: boolean }> }
  ).produtos;
  const products = found.filter((p) => !p.vendaSemEstoque && p.estoque >= 5).slice(0, lines);
  let pedido: number | undefined;
  for (const product of products) {
    const added = await page.request.post('/api/carrinho/itens', {
      data: { pedido, codigo: product.codigo, quantidade: 2 },
    });
    pedido = ((await added.json()) as CartReply).pedido.codigo;
  }
  await page.request.post('/api/carrinho/cliente', { data: { pedido, cliente: customer?.cficodcli } });
  const placed = await page.request.put(`/pedido/${pedido}`, { data: { direcionamento: 'tpe' } });
  expect(placed.ok()).toBe(true);
  return (await placed.json()) as CartReply;
}

/** Opens the sale's details from /comercial/vendas, found by its code. */
async function openSale(page: Page, code: number) {
  await page.goto('/comercial/vendas');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(String(code));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByTestId('grade')
    .getByRole('cell', { name: String(code), exact: true })
    .click();
  const details = page.getByRole('dialog', { name: `Detalhes da venda nº ${code}` });
  await expect(details.getByText('Situação: Venda')).toBeVisible();
  return details;
}

test('a manager cancels a sale with a reason, and the modal shows it afterwards', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  const sale = await placeSale(page, 1);
  const code = sale.pedido.codigo;
  const details = await openSale(page, code);
  await details.getByRole('button', { name: 'Cancelar venda' }).click();

  const form = page.getByRole('dialog', { name: `Cancelar a venda nº ${code}` });
  await form.getByRole('button', { name: 'Cancelar venda' }).click();
  await expect(form.getByText('Venda não foi cancelada ou motivo não foi registrado!')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Cliente desistiu da compra');
  await form.getByRole('button', { name: 'Cancelar venda' }).click();
  await expectToast(page, 'Venda cancelada.');

  const after = page.getByRole('dialog', { name: `Detalhes da venda nº ${code}` });
  await expect(after.getByText('Situação: Cancelado')).toBeVisible();
  await expect(after.getByTestId('cancelamento')).toContainText('Motivo: Cliente desistiu da compra');
  await expect(after.getByTestId('cancelamento')).toContainText(/Cancelada por .+ em \d{2}\/\d{2}\/\d{4}/);
  await expect(after.getByRole('button', { name: 'Cancelar venda' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a manager returns one unit of one line of a sale', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  const sale = await placeSale(page, 2);
  const code = sale.pedido.codigo;
  const line = sale.itens[0];
  // The line as the screens name it: the description and its packaging (two sizes read apart).
  const first = line?.cfiembite ? `${line.cfidesite} - ${line.cfiembite}` : (line?.cfidesite ?? '');
  const details = await openSale(page, code);
  await details.getByRole('button', { name: 'Devolução' }).click();

  const form = page.getByRole('dialog', { name: `Devolução da venda nº ${code}` });
  await form.getByRole('textbox', { name: `Quantidade a devolver de ${first}` }).fill('1');
  await form.getByRole('textbox', { name: 'Motivo da devolução' }).fill('Lata amassada');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Registrar devolução' }).click();
  await expectToast(page, 'Devolução registrada.');

  const after = page.getByRole('dialog', { name: `Detalhes da venda nº ${code}` });
  await expect(after.getByText('Situação: Venda')).toBeVisible();
  await expect(after.getByTestId('devolucoes')).toContainText(`1 × ${first}`);
  await expect(after.getByTestId('devolucoes')).toContainText('Motivo: Lata amassada');
  await expectAccessible(page);
});
