import { expect, test } from './test';
import { expectToast, loginAs, openCustomerSheet, saveNewCompany } from './helpers';

test('a seller invites a customer, who sets a password from the mailed link and logs in', async ({ page, context }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/clientes/novo');
  await saveNewCompany(page, {
    cnpj: '11444777000161',
    name: 'Convidado Tintas Ltda',
    email: 'convidado@tintas.com.br',
  });

  await page.getByRole('link', { name: 'Convidar cliente' }).click();
  await page.getByRole('combobox', { name: 'Cliente' }).fill('Convidado');
  await page.getByRole('option', { name: /Convidado Tintas Ltda/ }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('convidado@tintas.com.br');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('dialog', { name: 'Pronto!' })).toContainText('Email enviado com sucesso.');

  // Without SMTP the mail waits in the outbox, where the admin reads it.
  await context.clearCookies();
  await loginAs(page, 'admin@demo.com.br');
  await page.getByRole('link', { name: 'Caixa de saída' }).click();
  await page.getByTestId('caixa-de-saida').getByText('convidado@tintas.com.br').first().click();
  const mailBody = page.frameLocator('iframe[title="Conteúdo do e-mail"]');
  await expect(mailBody.locator('h2')).toHaveText('Convite');
  const link = await mailBody.locator('a').getAttribute('href');
  expect(link).toMatch(/\/definir-senha\?token=[\w-]+&apelido=demo$/);

  await context.clearCookies();
  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'Nova senha' }).fill('Convite@2026');
  await expect(page.getByTestId('forca-senha')).toHaveText('Senha forte!');
  await page.getByRole('textbox', { name: 'Confirme a senha' }).fill('Convite@2026');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expectToast(page, 'Senha criada!');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, 'convidado@tintas.com.br', 'Convite@2026');
  // First access: the company's terms come first.
  await page.getByLabel('Li e aceito os termos de contrato').check();
  await page.getByRole('button', { name: 'Aceitar e entrar' }).click();
  await expect(page).toHaveURL(/\/\?pagina=cadastro-finalizado$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Convidado Tintas Ltda!' })).toBeVisible();

  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'Nova senha' }).fill('Outra@2026');
  await page.getByRole('textbox', { name: 'Confirme a senha' }).fill('Outra@2026');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expectToast(page, 'Este link não vale mais. Peça um novo convite à empresa.');
});

test('from the FICHA, a seller sends a new-password link and a data-change notice, each with its own confirmation', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const sheet = await openCustomerSheet(page, 'Casa das Tintas Demo');
  await sheet.getByRole('button', { name: 'Enviar nova senha' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirm).toContainText('Enviar para cliente@demo.com.br um link para criar uma nova senha?');
  await confirm.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('dialog', { name: 'Pronto!' })).toContainText(
    'Enviamos para cliente@demo.com.br um link para criar uma nova senha.',
  );
  await page.keyboard.press('Escape');

  const again = await openCustomerSheet(page, 'Casa das Tintas Demo');
  await again.getByRole('button', { name: 'Avisar alteração de dados' }).click();
  await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('dialog', { name: 'Pronto!' })).toContainText(
    'Avisamos cliente@demo.com.br da alteração do cadastro.',
  );
});
