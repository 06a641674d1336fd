import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, loginAs } from './helpers';

/** A colour of the dispenser's export: two colourants of TING-01, and a line of an unknown machine. */
const csv = [
  'maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml',
  'TING-01;E2E-01;Verde Jornada;Cores do Brasil;Acrílica;Galão 3,6L;4F7942;D;12,5',
  'TING-01;E2E-01;Verde Jornada;Cores do Brasil;Acrílica;Galão 3,6L;4F7942;KX;3.25',
  'TING-99;E2E-02;Sem Tingidora;Cores do Brasil;Acrílica;Galão 3,6L;000000;D;1',
].join('\r\n');

async function chooseFile(page: Page) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'formulas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
}

test('a manager imports tinting formulas from the dispenser CSV, previewed, and again changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'gestor@demo.com.br');
  await page.getByRole('link', { name: 'Fórmulas de tinta', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Importar fórmulas de tingimento' })).toBeVisible();

  await chooseFile(page);
  const preview = page.getByTestId('previa');
  await expect(preview).toContainText('Cores novas: 1');
  await expect(preview).toContainText('Recusados: 1');
  await expect(page.getByTestId('recusados')).toContainText('Tingidora não encontrada.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Gravar 1 cor' }).click();
  await expect(page.getByText('1 cor importada.')).toBeVisible();
  await expect(preview).toBeHidden();

  // The same file again: nothing new, nothing to write.
  await chooseFile(page);
  await expect(preview).toContainText('Sem alteração: 1');
  await expect(page.getByRole('button', { name: 'Gravar 0 cores' })).toBeDisabled();
});
