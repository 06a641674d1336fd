import { expect, test } from './test';
import { expectAccessible, expectToast, loginAs } from './helpers';

test("the admin fills the company's address by CEP and it prints on the orders", async ({ page }) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/empresa');
  const form = page.getByRole('form', { name: 'Dados da empresa' });
  await expect(form.getByRole('textbox', { name: 'Razão social' })).not.toHaveValue('');
  await expectAccessible(page);

  await form.getByRole('textbox', { name: 'Inscrição estadual' }).fill('abc');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe a inscrição estadual (só números) ou ISENTO.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Inscrição estadual' }).fill('244.123.456.119');
  await form.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await form.getByRole('textbox', { name: 'Número' }).fill('1500');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Dados da empresa salvos.');

  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Inscrição estadual' })).toHaveValue('244123456119');
  const print = await page.request.get('/email-pedido/1?apelido=demo&imprimir=1');
  const html = await print.text();
  expect(html).toContain('IE 244123456119');
  expect(html).toMatch(/, 1500 - .*Campinas\/SP - CEP 13015-904/);

  await page.goto('/auditoria');
  await expect(page.getByTestId('grade').getByRole('row').filter({ hasText: 'Empresa' }).first()).toContainText(
    'Inscrição estadual: 244123456114 → 244123456119',
  );
});
