import { expect, test } from './test';
import { loginAs } from './helpers';

test('a manager goes from the overdue figure to the boletos and opens one, then an NF-e XML and DANFE', async ({
  page,
}) => {
  await loginAs(page, 'gestor@demo.com.br');
  await page.getByRole('link', { name: /Duplicatas vencidas/ }).click();
  await expect(page).toHaveURL(/\/financeiro\/duplicatas\?situacao=Vencido/);
  const rows = page.getByTestId('grade').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Only overdue receivables, each showing its updated value.
  for (const text of await rows.locator('td:nth-child(6)').allTextContents()) expect(text).toBe('Vencido');
  await rows.first().click();
  const boleto = page.getByRole('link', { name: /Segunda via do boleto/ });
  const pdf = await page.request.get((await boleto.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Notas fiscais' }).click();
  // The receivables' grid stays on screen until the notes' page is drawn: click a row of the new one.
  await expect(page).toHaveURL(/\/nfe-emitidas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NOTAS FISCAIS EMITIDAS' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /NF-e nº/ });
  await expect(async () => {
    await page.getByTestId('grade').locator('tbody tr').first().click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Baixar XML' }).click();
  expect((await download).suggestedFilename()).toMatch(/^\d{44}\.xml$/);
  const danfe = await page.request.get(
    (await dialog.getByRole('link', { name: /Ver DANFE/ }).getAttribute('href')) ?? '',
  );
  expect(danfe.headers()['content-type']).toBe('application/pdf');
});
