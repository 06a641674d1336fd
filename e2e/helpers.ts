import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Balcao@2026';

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  const answered = page.waitForResponse((response) => response.url().includes('/ajax-login'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await answered;
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
}

/** From the customer list, finds a customer by trade name and opens their 'FICHA DO CLIENTE'. */
export async function openCustomerSheet(page: Page, tradeName: string) {
  await page.goto('/clientes');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Nome fantasia' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(tradeName);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText(tradeName).click();
  return page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
}

/** On the new-customer form, fills a company in Campinas (CEP looked up) and saves it. */
export async function saveNewCompany(
  page: Page,
  company: { cnpj: string; name: string; email: string; contact?: string },
) {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('CNPJ').fill(company.cnpj);
  await field('Razão social').fill(company.name);
  if (company.contact) await field('Contato').fill(company.contact);
  await field('E-mail').fill(company.email);
  await field('Telefone').fill('1932345678');
  await field('CEP').fill('13015904');
  await expect(field('Cidade')).toHaveValue('Campinas');
  await field('Número').fill('55');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
}
