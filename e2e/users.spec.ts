import { expect, test } from './test';
import { expectAccessible, expectToast, loginAs, mailedLink } from './helpers';

const ADMIN = 'admin@demo.com.br';

test('the admin creates a seller who sets a password and logs in; disabling them ends their session', async ({
  page,
  browser,
}) => {
  const email = `vendedora.${Date.now()}@demo.com.br`;
  await loginAs(page, ADMIN);
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  await expect(page.getByTestId('grade')).toContainText('admin@demo.com.br');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(dialog.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Vera Vendedora');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expectToast(page, 'Usuário criado.');
  await expect(page.getByTestId('grade')).toContainText(email);

  const link = await mailedLink(page, email, 'Seu acesso ao Balcão');
  expect(link).toMatch(/\/definir-senha\?usuario=1&token=[\w-]+&apelido=demo$/);
  const seller = await browser.newPage();
  await seller.goto(link);
  await expect(seller.getByText('Escolha a senha para entrar no Balcão.')).toBeVisible();
  await seller.getByRole('textbox', { name: 'Nova senha' }).fill('Vera@Senha2026');
  await seller.getByRole('textbox', { name: 'Confirme a senha' }).fill('Vera@Senha2026');
  await seller.getByRole('button', { name: 'Salvar senha' }).click();
  await expectToast(seller, 'Senha criada.');
  await loginAs(seller, email, 'Vera@Senha2026');
  await seller.goto('/painel');
  await expect(seller.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();

  await page.goto('/usuarios');
  await page.getByTestId('grade').getByText(email).click();
  const user = page.getByRole('dialog', { name: 'Usuário Vera Vendedora' });
  await expect(user).toContainText('Último acesso:');
  await user.getByRole('button', { name: 'Desativar' }).click();
  await user.getByRole('button', { name: 'Sim, desativar' }).click();
  await expectToast(page, 'Usuário desativado.');

  await seller.goto('/comercial/vendas');
  await expect(seller).toHaveURL(/\/login/);
  await loginAs(seller, email, 'Vera@Senha2026');
  await expectToast(seller, 'Seu acesso foi desativado.');
  await seller.close();

  await page.goto('/auditoria');
  const grid = page.getByTestId('grade');
  await expect(grid.getByRole('row').filter({ hasText: 'Desativou' }).first()).toContainText('Ativo: sim → não');
  await expect(grid.getByRole('row').filter({ hasText: 'Criou' }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the users page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 376, height: 740 });
  await loginAs(page, ADMIN);
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
