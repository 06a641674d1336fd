import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectToast, loginAs } from './helpers';

const reais = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

async function pickCustomer(page: Page, search: string, option: RegExp) {
  const picker = page.getByRole('combobox', { name: 'Cliente' });
  await picker.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByTestId('cliente-selecionado')).toHaveText(option);
}

async function addProducts(page: Page, search: string, count: number) {
  await page.getByRole('textbox', { name: 'Buscar produto' }).fill(search);
  const rows = page.getByTestId('produtos').getByRole('row');
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < count; i++) {
    const before = await page.getByTestId('item-carrinho').count();
    await rows
      .nth(i)
      .getByRole('button', { name: /^Adicionar / })
      .click();
    await expect(page.getByTestId('item-carrinho')).toHaveCount(before + 1);
  }
}

const orderCode = async (page: Page) =>
  Number(/nº (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1]);

test("a seller's day: budget, discount, save, continue, order, mail, print, copy and delete the copy", async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Novo pedido' })).toBeVisible();

  await pickCustomer(page, 'Moreira', /^Moreira Tintas Ltda \(1\)$/);
  await expect(page.getByTestId('credito')).toHaveText(/Crédito liberado/);
  await expect(page).toHaveURL(/\/terminal\?pedido=\d+$/);
  await addProducts(page, 'Suvinil', 3);

  // Quantity above the stock is clamped with the alert; then a normal quantity.
  const firstQuantity = page
    .getByTestId('item-carrinho')
    .first()
    .getByRole('textbox', { name: /^Quantidade de / });
  await firstQuantity.fill('9999');
  await firstQuantity.press('Enter');
  await expectToast(page, 'Atingiu o estoque máximo permitido');
  await expect(firstQuantity).not.toHaveValue('9999');
  await firstQuantity.fill('2');
  await firstQuantity.press('Enter');
  await expect(firstQuantity).toHaveValue('2');

  // A discount value: the total is the server's figure, the sum less the discount.
  const discount = page.getByRole('textbox', { name: 'Desconto (R$)' });
  await discount.fill('5,00');
  await discount.press('Enter');
  await expect
    .poll(async () => {
      const sum = reais(await page.getByTestId('subtotal').textContent());
      const total = reais(await page.getByTestId('total').textContent());
      return Math.round((sum - total) * 100);
    })
    .toBe(500);

  const budget = await orderCode(page);
  await page.getByRole('button', { name: 'Salvar orçamento' }).click();
  await expectToast(page, 'Orçamento salvo com sucesso.');
  await expect(page.getByRole('heading', { name: 'Novo pedido' })).toBeVisible();

  // Found in 'Operações Comerciais' and continued.
  await page.getByRole('link', { name: 'Operações Comerciais' }).click();
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(String(budget));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByTestId('grade')
    .getByRole('cell', { name: String(budget), exact: true })
    .click();
  const details = page.getByRole('dialog', { name: `Detalhes do orçamento nº ${budget}` });
  await expect(details.getByText('Situação: Orçamento salvo')).toBeVisible();
  await details.getByRole('button', { name: 'Continuar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/terminal\\?pedido=${budget}$`));
  await expect(page.getByRole('heading', { name: `Orçamento nº ${budget}` })).toBeVisible();
  await expect(page.getByTestId('item-carrinho')).toHaveCount(3);

  // Turned into an order.
  await page.getByRole('button', { name: 'Fechar pedido' }).click();
  await expectToast(page, 'Pedido enviado com sucesso.');
  await expect(page.getByRole('heading', { name: `Pedido nº ${budget}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar orçamento' })).toHaveCount(0);

  // E-mailed to two addresses after the preview.
  await page.getByRole('button', { name: 'Enviar email' }).click();
  const mail = page.getByRole('dialog', { name: 'Enviar email' });
  const to = mail.getByRole('textbox', { name: 'Para' });
  await expect(to).toHaveValue('cliente@demo.com.br');
  await expect(mail.frameLocator('iframe').getByText(`Pedido nº ${budget}`)).toBeVisible();
  await to.fill('');
  await expect(mail.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await to.fill('cliente@demo.com.br, compras@moreiratintas.com.br');
  await mail.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog', { name: 'Pronto!' })).toContainText('Email enviado com sucesso.');
  await page.keyboard.press('Escape');

  // Printed: the print view opens in its own window.
  const [printView] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Imprimir' }).click(),
  ]);
  await expect(printView).toHaveURL(new RegExp(`/email-pedido/${budget}\\?imprimir=1`));
  await expect(printView.getByText(`Pedido nº ${budget}`)).toBeVisible();
  await printView.close();

  // Copied into a new budget, then the copy is deleted.
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByRole('heading', { name: /^Orçamento nº \d+$/ })).toBeVisible();
  const copy = await orderCode(page);
  expect(copy).not.toBe(budget);
  await expect(page.getByTestId('item-carrinho')).toHaveCount(3);
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir orçamento' }).getByRole('button', { name: 'Sim' }).click();
  await expectToast(page, 'Orçamento excluído.');
  await expect(page.getByTestId('item-carrinho')).toHaveCount(0);
  await page.goto(`/terminal?pedido=${copy}`);
  await expect(page.getByText('Pedido não encontrado.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar um novo pedido' })).toBeVisible();
});

test("a blocked customer's credit shows to the seller before the order is sent", async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  // The seller's customer with credit blocked, found by CPF/CNPJ.
  const found = await page.request.post('/cliente/result', {
    data: { action: 'select', like: { column: 'cficrecli', option: '0', value: 'S' }, limit: { page: 0, offset: 1 } },
  });
  const blocked = ((await found.json()) as { resultSet: Array<Record<string, string>> }).resultSet[0];
  await page.goto('/terminal');
  await pickCustomer(page, blocked?.cficgccli ?? '', new RegExp(`^${blocked?.cfinomcli ?? ''} \\(\\d+\\)$`));
  await expect(page.getByTestId('credito')).toContainText('Entre em contato');
  await expect(page.getByTestId('credito')).toContainText(blocked?.cficrscli ?? '');
  await addProducts(page, 'Suvinil', 1);
  await page.getByRole('button', { name: 'Fechar pedido' }).click();
  const warning = page.getByRole('dialog', { name: 'Cliente com crédito bloqueado' });
  await expect(warning).toContainText('Entre em contato');
  await warning.getByRole('button', { name: 'Não' }).click();
  await expect(page.getByRole('heading', { name: /^Orçamento nº \d+$/ })).toBeVisible();
});

test('a seller opens a delivery from /entregas and mails the delivery notice', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Entregas' }).click();
  await expect(page.getByRole('heading', { name: 'Entregas' })).toBeVisible();
  await page.getByTestId('grade').locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/entrega-pedido\?pedido=\d+$/);
  await expect(page.getByRole('heading', { name: /^Entrega do pedido nº \d+$/ })).toBeVisible();
  await expect(page.getByTestId('entregas').locator('tbody tr')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar email' }).click();
  const mail = page.getByRole('dialog', { name: 'Enviar email' });
  await mail.getByRole('textbox', { name: 'Para' }).fill('obra@cliente.com.br');
  await mail.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(mail.frameLocator('iframe').getByText('Seu pedido está a caminho')).toBeVisible();
  await mail.getByRole('button', { name: 'Enviar' }).click();
  const done = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(done).toContainText('Email enviado com sucesso!');
  await expect(done).toBeHidden({ timeout: 8000 });
});
