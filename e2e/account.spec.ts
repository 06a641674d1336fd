import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, loginAs, mailedLink } from './helpers';

/**
 * The customer's own area. The demo customer's password is changed here and always put back at the
 * end of each journey, because the other journeys log in as that customer with the demo password.
 */
const CUSTOMER = 'cliente@demo.com.br';

/** Puts the demo password back through the change-password call, from a page logged in with `current`. */
async function restorePassword(page: Page, current: string) {
  const reply = await page.request.post('/senha/alterar', { data: { senhaAntiga: current, senha: DEMO_PASSWORD } });
  expect(await reply.json()).toMatchObject({ retorno: true });
}

/** Nothing wider than the window: no sideways scrolling on a 376 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a customer finds an order in Minha conta and buys it again', async ({ page }) => {
  await loginAs(page, CUSTOMER);
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
  const grid = page.getByTestId('grade');
  await expect(grid.getByRole('row').nth(1)).toContainText('R$');
  const first = grid.getByRole('link', { name: /^Abrir o pedido / }).first();
  const number = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/view-compra\\?pedido=${number}$`));
  await expect(page.getByRole('heading', { name: `Compra nº ${number}` })).toBeVisible();
  await expect(page.getByTestId('total-pedido')).toContainText('R$');
  await page.getByRole('button', { name: 'Comprar novamente' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expectToast(page, /colocados? no carrinho/);
  await expect(page.getByRole('button', { name: 'Finalizar compra' })).toBeVisible();

  await page.getByRole('link', { name: 'Minha conta' }).click();
  await page.getByRole('tab', { name: 'Meus dados' }).click();
  await expect(page.getByTestId('meus-dados')).toContainText(CUSTOMER);
  await expect(page.getByTestId('meus-dados')).toContainText(/\d{5}-\d{3}/);
  for (const width of [376, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.getByRole('tab', { name: 'Meus pedidos' }).click();
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

test('a customer downloads an NF-e XML, opens its DANFE and a boleto second copy from Minha conta', async ({
  page,
}) => {
  await loginAs(page, CUSTOMER);
  await page.goto('/minha-conta');
  await page.getByRole('tab', { name: 'Notas fiscais' }).click();
  const notes = page.getByRole('tabpanel').getByTestId('grade').locator('tbody tr');
  await notes.first().click();
  const note = page.getByRole('dialog', { name: /^NF-e nº / });
  await expect(note).toContainText('Chave de acesso');
  const download = page.waitForEvent('download');
  await note.getByRole('link', { name: 'Baixar XML' }).click();
  expect((await download).suggestedFilename()).toMatch(/^\d{44}\.xml$/);
  const danfe = await page.request.get(
    (await note.getByRole('link', { name: 'Ver DANFE (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(danfe.headers()['content-type']).toContain('application/pdf');
  await note.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('tab', { name: 'Boletos' }).click();
  const open = page.getByRole('tabpanel').getByTestId('grade').locator('tbody tr').filter({ hasNotText: 'Recebido' });
  await open.first().click();
  const boleto = page.getByRole('dialog', { name: /^Duplicata de / });
  const link = boleto.getByRole('link', { name: 'Segunda via do boleto (PDF, com Pix)' });
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test('a customer changes the password, logs in with the new one and resets it from Meus dados', async ({
  page,
  context,
}) => {
  const changed = 'Minha@Conta2026';
  await loginAs(page, CUSTOMER);
  await page.goto('/minha-conta');
  await page.getByRole('tab', { name: 'Alterar senha' }).click();
  const form = page.getByRole('form', { name: 'Alterar senha' });
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('Favor, preencher todos os campos.').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Senha atual' }).fill(DEMO_PASSWORD);
  await form.getByRole('textbox', { name: 'Nova senha' }).fill(changed);
  await expect(form.getByTestId('forca-senha')).toHaveText('Senha forte!');
  await form.getByRole('button', { name: 'Mostrar' }).nth(1).click();
  await expect(form.getByRole('textbox', { name: 'Nova senha' })).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expectToast(page, 'Senha alterada com sucesso');

  await context.clearCookies();
  await loginAs(page, CUSTOMER, changed);
  await expect(page.getByTestId('usuario-logado')).toBeVisible();

  // The profile reset puts the demo password back: code 2 first, then 3.
  await page.goto('/minha-conta');
  await page.getByRole('tab', { name: 'Meus dados' }).click();
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  const reset = page.getByRole('dialog', { name: 'Redefinir senha' });
  await reset.getByRole('textbox', { name: 'Senha atual' }).fill(changed);
  await reset.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(DEMO_PASSWORD);
  await reset.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Outra@Senha1');
  await reset.getByRole('button', { name: 'Redefinir' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Senhas não correspondem!');
  await reset.getByRole('textbox', { name: 'Confirme a nova senha' }).fill(DEMO_PASSWORD);
  await reset.getByRole('button', { name: 'Redefinir' }).click();
  await expect(page.getByRole('dialog', { name: 'Pronto!' })).toContainText('Senha alterada com sucesso');
  await context.clearCookies();
  await loginAs(page, CUSTOMER);
  await expect(page.getByTestId('usuario-logado')).toBeVisible();
});

test('a customer who forgot the password gets a link through the outbox and sets a new one', async ({
  page,
  context,
}) => {
  const chosen = 'Lembrete@2026';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(CUSTOMER);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, 'Um lembrete de senha foi enviado para seu email');
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, 'admin@demo.com.br');
  const link = await mailedLink(page, CUSTOMER, 'Redefinição de senha');
  expect(link).toMatch(/\/definir-senha\?token=[\w-]+&apelido=demo$/);

  await context.clearCookies();
  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'Nova senha' }).fill(chosen);
  await page.getByRole('textbox', { name: 'Confirme a senha' }).fill(chosen);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expectToast(page, 'Senha criada!');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, CUSTOMER, chosen);
  await expect(page.getByTestId('usuario-logado')).toBeVisible();
  await restorePassword(page, chosen);
});
