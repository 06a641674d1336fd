import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { cheapSuvinil, emptyCart, loginAs } from './helpers';

/** As a manager, ticks or clears 'Vender em múltiplos de 10' on the product's form and saves it. */
async function setMultipleMode(page: Page, codigo: number, on: boolean) {
  await page.context().clearCookies();
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto(`/catalogo/${codigo}`);
  const box = page.getByRole('checkbox', { name: 'Vender em múltiplos de 10' });
  await box.setChecked(on);
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/produtos/${codigo}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  expect((await saved).status()).toBe(200);
}

test('a product in multiple mode is bought in steps of 10, in the shop and in the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'cliente@demo.com.br');
  const product = await cheapSuvinil(page, (p) => p.maximo >= 60);
  await setMultipleMode(page, product.codigo, true);

  await page.context().clearCookies();
  await loginAs(page, 'cliente@demo.com.br');
  await emptyCart(page);
  await page.goto(`/produtos/${product.slug}/${product.codigo}`);
  const quantity = page.getByRole('textbox', { name: 'Quantidade', exact: true });
  await expect(quantity).toHaveValue('10');
  await page.getByRole('button', { name: 'Aumentar Quantidade' }).click();
  await expect(quantity).toHaveValue('20');
  await quantity.fill('25');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('30');
  await page.getByRole('button', { name: 'Diminuir Quantidade' }).click();
  await expect(quantity).toHaveValue('20');
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  const line = page.getByTestId('item-carrinho').filter({ hasText: product.nome });
  const lineQuantity = line.getByRole('textbox', { name: /^Quantidade de / });
  await expect(lineQuantity).toHaveValue('20');
  await line.getByRole('button', { name: /^Aumentar Quantidade de / }).click();
  await expect(lineQuantity).toHaveValue('30');

  await emptyCart(page);
  await setMultipleMode(page, product.codigo, false);
});
