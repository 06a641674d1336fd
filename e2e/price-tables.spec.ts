import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, loginAs } from './helpers';

/** Nothing wider than the window: no sideways scrolling on a 376 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test("a manager gives a customer its own price and the seller's terminal sells at it", async ({ page }) => {
  // Three logins and two accessibility checks: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await loginAs(page, 'gestor@demo.com.br');
  await page.getByRole('link', { name: 'Tabelas de preço' }).click();
  await expect(page.getByRole('heading', { name: 'Tabelas de preço' })).toBeVisible();
  await expect(page.getByTestId('grade')).toContainText('Tabela Nordeste (BA)');
  await expectAccessible(page);

  // A new customer table for Moreira Tintas.
  await page.getByRole('button', { name: 'Nova tabela' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova tabela de preço' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Moreira - Lukscolor');
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Cliente', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill('Moreira Tintas');
  await page.getByRole('option', { name: /^Moreira Tintas Ltda \(1\)$/ }).click();
  await dialog.getByRole('button', { name: 'Criar tabela' }).click();
  await expect(page.getByRole('heading', { name: 'Tabela: Moreira - Lukscolor' })).toBeVisible();

  // One Lukscolor product in stock at R$ 1,23 in that table, found by its code.
  const search = await page.request.post('/api/produtos/busca', { data: { termo: 'Lukscolor', campo: 'todos' } });
  const products = ((await search.json()) as { produtos: Array<{ codigo: number; estoque: number }> }).produtos;
  const code = String(products.find((p) => p.estoque > 5)?.codigo ?? '');
  expect(code).not.toBe('');
  await page.getByRole('combobox', { name: 'Produto' }).fill(code);
  await page.getByRole('option', { name: new RegExp(`\\(${code}\\)$`) }).click();
  await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('2,00');
  await page.getByRole('button', { name: 'Salvar preço' }).click();
  const prices = page.getByTestId('grade');
  await expect(prices).toContainText('R$ 2,00');
  await expectAccessible(page);

  // The lines are a grid: found by the product's code, the row opens its price, changed to R$ 1,23.
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(prices.getByRole('row')).toHaveCount(2);
  await prices.getByRole('cell', { name: code, exact: true }).click();
  const line = page.getByRole('dialog', { name: 'Preço do produto' });
  await expect(line.getByRole('textbox', { name: 'Preço na tabela (R$)' })).toHaveValue('2,00');
  await expectAccessible(page);
  await line.getByRole('textbox', { name: 'Preço na tabela (R$)' }).fill('1,23');
  await line.getByRole('button', { name: 'Salvar preço' }).click();
  await expect(line).toBeHidden();
  await expect(prices).toContainText('R$ 1,23');
  await expect(page.getByTestId('resumo-grade')).toHaveText('Página 1 · 1 registro');
  await page.setViewportSize({ width: 376, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The seller builds an order for Moreira: the search and the line show the table's price.
  await page.context().clearCookies();
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/terminal');
  await page.getByRole('combobox', { name: 'Cliente' }).fill('Moreira Tintas');
  await page.getByRole('option', { name: /^Moreira Tintas Ltda \(1\)$/ }).click();
  await expect(page).toHaveURL(/\/terminal\?pedido=\d+$/);
  await page.getByRole('textbox', { name: 'Buscar produto' }).fill(code);
  const hit = page.getByTestId('produtos').getByRole('row').first();
  await expect(hit).toContainText('R$ 1,23');
  await hit.getByRole('button', { name: /^Adicionar / }).click();
  await expect(page.getByTestId('item-carrinho')).toHaveCount(1);
  await expect(page.getByTestId('item-carrinho')).toContainText('R$ 1,23');

  // The manager removes the table again, so the demo's prices stay as they were.
  await page.context().clearCookies();
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/tabelas-preco');
  await page.getByTestId('grade').getByRole('row').filter({ hasText: 'Moreira - Lukscolor' }).click();
  await page.getByRole('button', { name: 'Excluir tabela' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('heading', { name: 'Tabelas de preço' })).toBeVisible();
  await expect(page.getByTestId('grade')).not.toContainText('Moreira - Lukscolor');
});
