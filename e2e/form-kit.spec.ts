import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectToast } from './helpers';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('the registration form: F/J switch, CPF message, masks, CEP auto-fill, password strength and toggle', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Ainda não tem cadastro? Solicite aqui' }).click();
  await expect(page).toHaveURL(/\/cadastro$/);

  // Company by default: CNPJ and inscrição estadual, 'Razão social'.
  await expect(field(page, 'CNPJ')).toHaveAttribute('placeholder', '00.000.000/0000-00');
  await expect(field(page, 'Razão social')).toBeVisible();
  await expect(field(page, 'CPF')).toHaveCount(0);

  await page.getByText('Pessoa física').click();
  await expect(field(page, 'CPF')).toHaveAttribute('placeholder', '000.000.000-00');
  await expect(field(page, 'RG')).toBeVisible();
  await expect(field(page, 'Nome')).toBeVisible();
  await expect(field(page, 'CNPJ')).toHaveCount(0);
  await expect(field(page, 'Inscrição estadual')).toHaveCount(0);

  await field(page, 'CPF').fill('11111111111');
  await expect(field(page, 'CPF')).toHaveValue('111.111.111-11');
  await field(page, 'Nome').focus();
  await expect(page.getByText('Informe um CPF válido')).toBeVisible();
  await expect(field(page, 'CPF')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'CPF').fill('52998224725');
  await expect(page.getByText('Informe um CPF válido')).toHaveCount(0);

  await field(page, 'Telefone').fill('19987654321');
  await expect(field(page, 'Telefone')).toHaveValue('(19) 98765-4321');
  await field(page, 'Telefone').fill('1932345678');
  await expect(field(page, 'Telefone')).toHaveValue('(19) 3234-5678');

  await field(page, 'CEP').fill('99999999');
  await expectToast(page, 'Cep não encontrado');
  await expect(field(page, 'CEP')).toHaveValue('');

  // A long district is cut to 19 characters.
  await field(page, 'CEP').fill('13083970');
  await expect(field(page, 'Bairro')).toHaveValue('Cidade Universitári');
  await field(page, 'CEP').fill('13015904');
  await expectToast(page, 'Campos preenchidos automaticamente');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await expect(field(page, 'Bairro')).toHaveValue('Centro');
  await expect(field(page, 'Endereço')).toHaveValue('Rua Barão de Jaguara');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP - São Paulo');

  const password = field(page, 'Senha');
  await password.fill('abc');
  await expect(page.getByTestId('forca-senha')).toHaveText('Poucos caracteres');
  await password.fill('abcdef');
  await expect(page.getByTestId('forca-senha')).toHaveText('Senha fraca');
  await password.fill('Tinta@2026');
  await expect(page.getByTestId('forca-senha')).toHaveText('Senha forte!');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ocultar' })).toBeVisible();

  await page.getByLabel('Confirme a senha').fill('Outra@2026');
  await page.getByRole('button', { name: 'Enviar cadastro' }).click();
  await expect(page.getByText('Por favor entre com o mesmo valor novamente.')).toBeVisible();
  await expect(page.getByText('Este campo é obrigatório.').first()).toBeVisible();

  await field(page, 'Nome').fill('Maria da Silva');
  await field(page, 'E-mail').fill('maria.silva@exemplo.com.br');
  await field(page, 'Número').fill('120');
  await page.getByLabel('Confirme a senha').fill('Tinta@2026');
  await page.getByLabel('Li e aceito os termos de contrato').check();
  await page.getByRole('button', { name: 'Enviar cadastro' }).dblclick();
  await expectToast(page, 'Cadastro enviado!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Já existe' })).toHaveCount(0);
});
