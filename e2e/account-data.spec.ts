import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { readZip } from '../src/server/test/zip-read';
import { expectAccessible, expectToast, loginAs } from './helpers';

/**
 * Beyond the spec in Minha conta: the accountant's ZIP, the customer's data (LGPD art. 18) and the
 * admin's list of their requests. Screenshots of the new screens go to test-results/ for review.
 */
const CUSTOMER = 'cliente@demo.com.br';

async function shoot(page: Page, name: string) {
  for (const width of [376, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // Polled: the back office's menu slides away after a resize, and only a lasting overflow counts.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

test('a customer downloads the ZIP of a period with the XML and DANFE of each note', async ({ page }) => {
  await loginAs(page, CUSTOMER);
  await page.goto('/minha-conta');
  await page.getByRole('tab', { name: 'Notas fiscais' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('combobox', { name: 'Período das notas' })).toHaveValue('Mês anterior');
  await panel.getByRole('combobox', { name: 'Período das notas' }).click();
  await page.getByRole('option', { name: 'Últimos 12 meses' }).click();
  await expect(panel.getByTestId('grade').locator('tbody tr').first()).toBeVisible();
  await shoot(page, 'notas-zip');
  await expectAccessible(page);

  const zip = await downloaded(page, () => panel.getByRole('button', { name: 'Baixar ZIP (XML + DANFE)' }).click());
  expect(zip.name).toMatch(/^notas-fiscais-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.zip$/);
  const files = readZip(zip.bytes);
  const keys = [...files.keys()].filter((n) => n.endsWith('.xml')).map((n) => n.slice(0, -4));
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(key).toMatch(/^\d{44}$/);
    expect(files.get(`${key}.xml`)?.toString('utf8')).toContain(`<chNFe>${key}</chNFe>`);
    expect(files.get(`DANFE-${key}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test("an operator downloads one customer's ZIP of the Filtros period from /nfe-emitidas", async ({ page }) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/nfe-emitidas');
  // Three months, not the current one: on the 1st, just after midnight, the month has a note or two.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('combobox', { name: 'Selecionar intervalo de data' }).click();
  await page.getByRole('option', { name: 'Últimos 3 meses' }).click();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const first = page.getByTestId('grade').locator('tbody tr').first();
  await expect(first).toBeVisible();
  await shoot(page, 'nfe-emitidas-zip');
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).fill('Moreira Tintas');
  await page.getByRole('option', { name: 'Moreira Tintas Ltda (1)', exact: true }).click();
  const zip = await downloaded(page, () => page.getByRole('button', { name: 'Baixar ZIP (XML + DANFE)' }).click());
  expect(zip.name).toMatch(/^notas-fiscais-.+\.zip$/);
  const xml = [...readZip(zip.bytes).entries()].filter(([name]) => name.endsWith('.xml'));
  expect(xml.length).toBeGreaterThan(0);
  // Every note is the chosen customer's: its recipient (dest) is their CNPJ.
  for (const [, file] of xml) expect(file.toString('utf8')).toMatch(/<dest><CNPJ>70164504000122<\/CNPJ>/);
});

test('a customer edits the contact, downloads their data, asks for erasure; the admin sees the request', async ({
  page,
  context,
}) => {
  await loginAs(page, CUSTOMER);
  await page.goto('/minha-conta');
  await page.getByRole('tab', { name: 'Meus dados' }).click();
  const contact = page.getByRole('form', { name: 'Dados de contato' });
  await contact.getByRole('textbox', { name: 'Telefone' }).fill('123');
  await contact.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(contact.getByText(/telefone/i).nth(1)).toBeVisible();
  await contact.getByRole('textbox', { name: 'Telefone' }).fill('1932324545');
  await expect(contact.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(19) 3232-4545');
  await contact.getByRole('button', { name: 'Salvar contato' }).click();
  await expectToast(page, 'Dados de contato atualizados.');
  await shoot(page, 'meus-dados');
  await expectAccessible(page);

  const json = await downloaded(page, () => page.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click());
  expect(json.name).toBe('meus-dados.json');
  const data = JSON.parse(json.bytes.toString('utf8')) as { cadastro: { email: string; telefone: string } };
  expect(data.cadastro).toMatchObject({ email: CUSTOMER, telefone: '1932324545' });
  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Baixar meus dados (PDF)' }).click());
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Solicitar exclusão dos meus dados' }).click();
  const erasure = page.getByRole('dialog', { name: 'Solicitar exclusão dos meus dados' });
  await expect(erasure).toContainText('Código Tributário Nacional');
  await shoot(page, 'exclusao-modal');
  await expectAccessible(page);
  await erasure.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Não compro mais');
  await erasure.getByRole('button', { name: 'Solicitar exclusão' }).click();
  await expect(page.getByRole('dialog')).toContainText('Pedido de exclusão registrado');

  await context.clearCookies();
  await loginAs(page, 'admin@demo.com.br');
  await page.getByRole('link', { name: 'Solicitações LGPD' }).click();
  const row = page.getByTestId('grade').locator('tbody tr').filter({ hasText: 'Não compro mais' });
  await expect(row).toContainText('Pendente');
  await shoot(page, 'solicitacoes');
  await expectAccessible(page);
  await row.click();
  const answer = page.getByRole('dialog', { name: /^Solicitação nº / });
  await answer.getByText('Recusada').click();
  await answer.getByRole('button', { name: 'Responder' }).click();
  await expect(answer.getByText('Explique ao cliente o motivo da recusa.')).toBeVisible();
  await expectAccessible(page);
  await answer.getByText('Atendida').click();
  await answer.getByRole('textbox', { name: 'Observação para o cliente' }).fill('Dados anonimizados.');
  await answer.getByRole('button', { name: 'Responder' }).click();
  await expectToast(page, 'Solicitação respondida.');
  await expect(row).toContainText('Atendida');
});
