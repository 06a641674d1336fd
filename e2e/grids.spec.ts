import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { expect, test } from './test';
import { expectAccessible, loginAs } from './helpers';
import { gridMessages } from '../src/shared/schemas/grid';

test('a seller searches, sorts, pages and exports the sales list', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Vendas', exact: true }).click();
  await expect(page).toHaveURL(/\/comercial\/vendas$/);
  await expect(
    page.getByRole('heading', { name: /^VENDAS MÊS [A-ZÇ]+ - Faturados \/ A Faturar \/ Faturando$/ }),
  ).toBeVisible();
  const grid = page.getByTestId('grade');
  const rows = grid.locator('tbody tr');
  const firstCodes = async () => (await rows.locator('td:first-child').allTextContents()).map(Number);

  // Widen to 24 months so there are several pages.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('combobox', { name: 'Selecionar intervalo de data' }).click();
  await page.getByRole('option', { name: 'Últimos 24 meses' }).click();
  await expect(rows).toHaveCount(20);
  // Under the grid: how many rows the filters give and their total value.
  await expect(page.getByTestId('resumo-grade')).toContainText(/\d+ registros · Valor: R\$ [\d.]+,\d{2}/);
  // The title says the interval, not a month that is only part of it.
  await expect(
    page.getByRole('heading', { name: /^VENDAS DE \d{2}\/\d{2}\/\d{4} A \d{2}\/\d{2}\/\d{4} - Faturados/ }),
  ).toBeVisible();
  const previous = page.getByRole('button', { name: 'Anterior' });
  const next = page.getByRole('button', { name: 'Próxima' });
  await expect(previous).toBeDisabled();

  const page1 = await firstCodes();
  await next.click();
  await expect(page.getByText('Página 2')).toBeVisible();
  await expect.poll(firstCodes).not.toEqual(page1);
  const page2 = await firstCodes();
  expect(page2.some((code) => page1.includes(code))).toBe(false);
  await previous.click();
  await expect(page.getByText('Página 1')).toBeVisible();
  await expect.poll(firstCodes).toEqual(page1);

  // Sort by value, both ways.
  await grid.getByRole('button', { name: /^Valor/ }).click();
  await expect(grid.locator('th[aria-sort="ascending"]')).toHaveText(/Valor/);
  const money = async () =>
    (await rows.locator('td:nth-child(6)').allTextContents()).map((t) =>
      Number(t.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  await expect
    .poll(async () => {
      const v = await money();
      return v.every((x, i) => i === 0 || v[i - 1]! <= x);
    })
    .toBe(true);
  await grid.getByRole('button', { name: /^Valor/ }).click();
  await expect(grid.locator('th[aria-sort="descending"]')).toHaveText(/Valor/);
  await expect
    .poll(async () => {
      const v = await money();
      return v.every((x, i) => i === 0 || v[i - 1]! >= x);
    })
    .toBe(true);

  // Search: 'Cliente' contains a name from the first row.
  const name = (await rows.first().locator('td:nth-child(3)').textContent()) ?? '';
  const word = name.split(' ')[0] ?? '';
  // Enter in the search box sends the search (a form without a submit button).
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(word);
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).press('Enter');
  await expect(page.getByText('Página 1')).toBeVisible();
  await expect
    .poll(async () =>
      (await rows.locator('td:nth-child(3)').allTextContents()).every((t) =>
        t.toLowerCase().includes(word.toLowerCase()),
      ),
    )
    .toBe(true);

  // Export: every row of this search, as a real spreadsheet named after the page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar planilha' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('comercial-vendas.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? '');
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Código');
  expect(sheet?.rowCount).toBeGreaterThan(1);
  expect(fs.existsSync((await download.path()) ?? '')).toBe(true);
});

test("a manager finds one store's sales by its name, typed without accents", async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/comercial/vendas');
  const rows = page.getByTestId('grade').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Loja', exact: true }).click();
  const search = page.getByRole('textbox', { name: 'Buscar', exact: true });
  await search.fill('jundiai');
  await search.press('Enter');
  // The store is the sales list's fifth column.
  await expect
    .poll(async () => [...new Set(await rows.locator('td:nth-child(5)').allTextContents())])
    .toEqual(['Filial Jundiaí']);
  await search.fill('loja que não existe');
  await search.press('Enter');
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  await expectAccessible(page);
});

test('pending budgets are listed under Operações Comerciais', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/operacoes-comerciais-pendentes');
  await expect(page.getByRole('heading', { name: 'Operações Comerciais' })).toBeVisible();
  // The status column comes just before the budget's validity ('Validade').
  const statuses = page.getByTestId('grade').locator('tbody tr td:nth-last-child(2)');
  await expect(statuses.first()).toBeVisible();
  // One label per status (shared/domain/order-status.ts): no 'Pendente' or 'Orcamento' on screen. A
  // 'Reserva' (a budget the customer accepted by its public link) waits here for the seller too.
  const pending = ['Orçamento', 'Orçamento salvo', 'Reserva'];
  expect((await statuses.allTextContents()).every((s) => pending.includes(s))).toBe(true);
});

test("a sort the server refuses on a long list keeps the rows' order in the header and says why", async ({ page }) => {
  // The demo company has fewer orders than the limit, so the server's refusal of this one request
  // (tested in grid-sort-limit.test.ts) is answered here exactly as the server words it.
  const refusal = gridMessages.sortTooLarge('Cliente', '10.000');
  await page.route('**/operacoes-comerciais/results*', async (route) => {
    const body = route.request().postDataJSON() as { order?: { column?: string } };
    if (body.order?.column !== 'cfinclped') return route.continue();
    await route.fulfill({ status: 400, json: { retorno: false, exception: refusal } });
  });
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/comercial/vendas');
  const grid = page.getByTestId('grade');
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  await expect(grid.locator('th[aria-sort="descending"]')).toHaveText(/Data/);
  await grid.getByRole('button', { name: /^Cliente/ }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: refusal })).toBeVisible();
  await expect(grid.locator('th[aria-sort="descending"]')).toHaveText(/Data/);
  await expect(grid.locator('th[aria-sort="ascending"]')).toHaveCount(0);
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(gridMessages.refreshFailed)).toHaveCount(0);
});

test('the sales list is searched by payment method from the list of names it shows', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/comercial/vendas');
  const grid = page.getByTestId('grade');
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Forma de pagamento' }).click();
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Boleto', exact: true }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  // The method is the 6th column of the sales list (sales-columns.ts).
  const methods = grid.locator('tbody tr td:nth-child(6)');
  await expect.poll(async () => [...new Set(await methods.allTextContents())]).toEqual(['Boleto']);
  await expectAccessible(page);
});
