import { expect, test } from './test';
import { DEMO_PASSWORD, expectAccessible, expectToast, loginAs } from './helpers';

test('a seller logs in, sees the back-office with real figures, and logs out', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  const figures = page.getByTestId('painel');
  await expect(figures).toContainText('Orçamentos em aberto');
  await expect(figures).toContainText(/R\$ [\d.]+,\d{2}/);
  await expect(page.getByTestId('usuario-logado')).toHaveText('Vendedor Demo');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await page.goto('/painel');
  await expect(page).toHaveURL(/\/login$/);
});

test('the customer logs in and lands in the store', async ({ page }) => {
  await loginAs(page, 'cliente@demo.com.br');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Casa das Tintas Demo!' })).toBeVisible();
  await expect(page.locator('#slide')).toBeVisible();
  await page.goto('/painel');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message as a warning toast', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br', 'senha-errada');
  await expectToast(page, 'Usuário ou senha inválidos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a missing field is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('gestor@demo.com.br');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Todos os campos são obrigatórios.');
});

test('first login asks for the contract, then finishes at cadastro-finalizado', async ({ page }) => {
  await loginAs(page, 'novo@demo.com.br');
  const contract = page.getByTestId('contrato');
  await expect(contract).toContainText('Termos de uso da loja virtual');
  // The contract's accessibility is checked here: once accepted, the demo customer never sees it again.
  await expectAccessible(page);
  await contract.getByRole('button', { name: 'Aceitar e entrar' }).click();
  await expect(contract).toContainText('É necessário aceitar os termos de contrato!');
  await expectAccessible(page);
  await contract.getByLabel('Li e aceito os termos de contrato').check();
  await contract.getByRole('button', { name: 'Aceitar e entrar' }).click();
  await expect(page).toHaveURL(/\/\?pagina=cadastro-finalizado$/);
  await expect(page.getByRole('dialog', { name: 'Cadastro finalizado' })).toContainText('Tudo pronto! Boas compras.');
});

test('an expired session opens the stay-logged-in modal once, and logging in again carries on', async ({
  page,
  context,
}) => {
  await loginAs(page, 'gestor@demo.com.br');
  await expect(page.getByTestId('painel')).toBeVisible();
  await context.addCookies([{ name: 'tkn', value: 'sessao-expirada', url: page.url() }]);
  // Moving between screens makes new calls, which now find the session gone.
  await page.getByRole('link', { name: 'Loja virtual' }).click();
  // Wait for the store to be on screen, so 'Painel' is its link and not the back office's still showing.
  await expect(page.locator('#slide')).toBeVisible();
  await page.getByRole('link', { name: 'Painel' }).click();
  const modal = page.locator('#manterLogado');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Sua sessão expirou por inatividade.');
  await expect(page.locator('#manterLogado')).toHaveCount(1);
  await modal.getByLabel('E-mail').fill('gestor@demo.com.br');
  await modal.getByLabel('Senha').fill(DEMO_PASSWORD);
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('painel')).toContainText('Clientes');
});

test('the back-office works 376 px wide with the menu behind a burger', async ({ page }) => {
  await page.setViewportSize({ width: 376, height: 700 });
  await loginAs(page, 'admin@demo.com.br');
  await expect(page.getByTestId('painel')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Loja virtual' })).toBeVisible();
});

test('deep links are served by the app and unknown pages say so in Portuguese', async ({ page }) => {
  await page.goto('/rota-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('the store and the login work 376 px wide without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 376, height: 700 });
  await page.goto('/');
  await expect(page.locator('#slide')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await loginAs(page, 'cliente@demo.com.br');
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Casa das Tintas Demo!' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the home slides play by themselves, hold under the pointer and stop with the pause button', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Destaques' });
  const title = slides.getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Cores que transformam');
  await page.clock.runFor(5_750);
  await expect(title).toHaveText('Tingimos na hora');

  await slides.hover();
  await page.clock.runFor(12_000);
  await expect(title).toHaveText('Tingimos na hora');

  await slides.getByRole('button', { name: 'Pausar apresentação' }).click();
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await page.clock.runFor(12_000);
  await expect(title).toHaveText('Tingimos na hora');
  await slides.getByRole('button', { name: 'Continuar apresentação' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(5_750);
  await expect(title).toHaveText('Entrega rápida');
});
