import { expect, test } from './test';
import { expectAccessible, loginAs } from './helpers';

test('a seller tints a galão in the terminal, places the order and opens the formula ticket', async ({ page }) => {
  test.slow();
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/terminal');
  const picker = page.getByRole('combobox', { name: 'Cliente' });
  await picker.fill('Moreira');
  await page.getByRole('option', { name: /^Moreira Tintas Ltda \(1\)$/ }).click();
  await page.getByRole('textbox', { name: 'Buscar produto' }).fill('Base Acrílica');
  const galao = page.getByTestId('produtos').getByRole('row').filter({ hasText: /Galão/ }).first();
  await galao.getByRole('button', { name: /^Tingir / }).click();
  const modal = page.getByRole('dialog', { name: /^Tingir / });

  // Machine → line → type → unit: a list of one is chosen by itself; otherwise take its first option.
  for (const name of ['Tingidora', 'Linha', 'Tipo', 'Unidade']) {
    const select = modal.getByRole('combobox', { name, exact: true });
    await expect(select).toBeEnabled();
    if ((await select.inputValue()) === '') {
      await select.click();
      await page.getByRole('option').first().click();
    }
  }
  // The colour search narrows by name or code: the first colour's own code finds it.
  const first = modal.getByTestId('cores').getByRole('button').first();
  const code = (await first.locator('span').last().textContent()) ?? '';
  await modal.getByRole('textbox', { name: 'Buscar cor' }).fill(code);
  const colour = modal.getByTestId('cores').getByRole('button').first();
  await colour.click();
  const formula = modal.getByTestId('formula');
  await expect(formula.getByRole('row')).not.toHaveCount(1);
  await expect(formula.getByTestId('preco-tingido')).toHaveText(/R\$ /);
  const price = (await formula.getByTestId('preco-tingido').textContent())?.replace(/^.*: /, '') ?? '';
  await page.setViewportSize({ width: 376, height: 812 });
  await page.screenshot({ path: test.info().outputPath('tingir-376.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: test.info().outputPath('tingir-1366.png') });
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Adicionar' }).click();
  await expect(modal).toHaveCount(0);

  // The server priced the tinted line as the modal showed it.
  const line = page.getByTestId('item-carrinho');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(price);
  await page.getByRole('button', { name: 'Fechar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido nº \d+$/ })).toBeVisible();

  const tickets = page.getByTestId('fichas-tingimento');
  const csvHref = await tickets.getByRole('link', { name: 'CSV da tingidora' }).getAttribute('href');
  const csv = await (await page.request.get(csvHref ?? '')).text();
  expect(csv.split('\r\n')[0]).toBe(
    'pedido;item;latas;maquina;cor;nome_cor;linha;base;lata_ml;corante;nome_corante;ml',
  );
  expect(csv.split('\r\n').length).toBeGreaterThan(2);
  const [ticket] = await Promise.all([
    page.waitForEvent('popup'),
    tickets.getByRole('link', { name: 'Ficha da fórmula' }).click(),
  ]);
  await expect(ticket.getByRole('heading', { level: 1, name: /^Ficha de tingimento do pedido nº \d+$/ })).toBeVisible();
  await expect(ticket.locator('.ficha tbody tr')).not.toHaveCount(0);
  await ticket.screenshot({ path: test.info().outputPath('ficha-1366.png') });
  await ticket.setViewportSize({ width: 376, height: 812 });
  await ticket.screenshot({ path: test.info().outputPath('ficha-376.png') });
});
