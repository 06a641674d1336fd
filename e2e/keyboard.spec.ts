import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { cheapSuvinil, DEMO_PASSWORD, emptyCart, loginAs, tabTo } from './helpers';

/** Moves through a radio group with the arrow keys until `name` is checked. */
async function arrowTo(page: Page, name: RegExp | string) {
  const radio = page.getByRole('radio', { name });
  for (let presses = 0; presses < 6 && !(await radio.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

test('the whole purchase with the keyboard alone: log in, search, add, cart, shipping, checkout, place', async ({
  page,
}) => {
  // Some thirty pages of Tab presses on a busy machine.
  test.slow();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await page.goto('/login');
  await tabTo(page, field('E-mail'));
  await page.keyboard.type('cliente@demo.com.br');
  await tabTo(page, field('Senha'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const product = await cheapSuvinil(page);
  await emptyCart(page);
  // The cart changed behind the page's back: load it again, or adding would meet an old version.
  await page.reload();

  await tabTo(page, page.getByRole('textbox', { name: 'Buscar na loja' }));
  // The name without its packaging (' - Lata 900ml'): the words a shopper types.
  await page.keyboard.type(product.nome.split(' - ')[0] ?? product.nome);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Resultados para');
  await tabTo(
    page,
    page.getByTestId('lista-produtos').locator(`a[href="/produtos/${product.slug}/${product.codigo}"]`),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();

  // Enough of it to pass the R$ 200,00 minimum; leaving the field commits the quantity.
  const enough = String(Math.ceil(200 / product.preco) + 1);
  await tabTo(page, field('Quantidade'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(enough);
  await tabTo(page, page.getByRole('button', { name: 'Comprar' }));
  await expect(field('Quantidade')).toHaveValue(enough);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrinho$/);

  await tabTo(page, field('CEP'));
  await page.keyboard.type('13015904');
  await page.keyboard.press('Enter');
  // The options are one stop for Tab; the arrows choose among them.
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await arrowTo(page, /^Entrega Própria/);
  await tabTo(page, page.getByRole('button', { name: 'Finalizar compra' }), { backwards: true });
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await expect(page.getByRole('radio', { name: /^Entrega Própria/ })).toBeChecked();
  await tabTo(page, field('Número'));
  await page.keyboard.type('100');
  await tabTo(page, page.getByRole('radio', { checked: true }).last());
  await arrowTo(page, 'Boleto');
  await tabTo(page, page.getByRole('button', { name: 'Confirmar pedido' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido realizado com sucesso!' })).toBeVisible();
});

test('a grid row opens its dialog with Enter; the dialog keeps the focus and gives it back on Escape', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/clientes');
  const row = page.getByTestId('grade').locator('tbody tr').first();
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
  await expect(sheet).toBeVisible();
  // Tab goes round inside the sheet and never reaches the page behind it.
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(row).toBeFocused();
});
