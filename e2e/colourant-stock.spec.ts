import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, expectToast, loginAs } from './helpers';

const number = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const millilitres = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const parseBr = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('a manager sees the colourant stock by machine, low ones flagged, and restocks one with a reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'gestor@demo.com.br');
  await page.getByRole('link', { name: 'Estoque de corantes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Estoque de corantes', level: 1 })).toBeVisible();
  const grid = page.getByTestId('grade');
  const low = grid.getByRole('row').filter({ hasText: 'Baixo' }).first();
  await expect(low).toBeVisible();
  await expectAccessible(page);

  const stockCell = low.getByRole('cell').nth(4);
  const code = (await low.getByRole('cell').nth(1).textContent()) ?? '';
  const before = parseBr((await stockCell.textContent()) ?? '');
  await low.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Repor corante ${code} - `) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Repor' }).click();
  await expect(dialog.getByText('Informe a quantidade em mL', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Informe o motivo da reposição.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Quantidade reposta (mL)' }).fill('1000,5');
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Canister novo');
  await dialog.getByRole('button', { name: 'Repor' }).click();
  await expectToast(page, `Corante ${code} reposto. Estoque: ${millilitres.format(before + 1000.5)} mL.`);
  await expect(dialog).toBeHidden();
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) })
    .first();
  await expect(row).toContainText(number.format(before + 1000.5));

  await page.setViewportSize({ width: 376, height: 800 });
  await expect(grid).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a seller has no colourant stock menu entry, and opened by its address the page says whose it is', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await expect(page.getByRole('link', { name: 'Fórmulas de tinta', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Estoque de corantes', exact: true })).toHaveCount(0);
  await page.goto('/tintas/corantes');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText('Esta página é dos gestores e administradores da empresa.')).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/usuarios');
  await expect(page.getByText('Esta página é do administrador da empresa.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/painel$/);
});
