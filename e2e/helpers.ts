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
