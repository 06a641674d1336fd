import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, expectToast, loginAs } from './helpers';

async function choose(page: Page, description: string) {
  const title = description.charAt(0).toUpperCase() + description.slice(1);
  await page.getByRole('combobox', { name: 'Configuração' }).click();
  await page.getByRole('option', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeVisible();
}

test('the admin changes the header colour and the menu, the store shows them, and restoring undoes it', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracoes-loja');
  await expect(page.getByRole('heading', { name: 'Configurações da loja', level: 1 })).toBeVisible();
  await choose(page, 'cor do cabeçalho');
  await expectAccessible(page);

  const background = page.getByRole('textbox', { name: 'Cor de fundo do cabeçalho' });
  await background.fill('#AA2200');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de cor do cabeçalho salva com sucesso');

  await choose(page, 'menu');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('textbox', { name: 'Itens do menu: item 6' }).fill('Promoções');
  await page.getByRole('button', { name: 'Subir item 6' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de menu salva com sucesso');

  const visitor = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await visitor.goto('/');
  await expect(visitor.locator('header').first()).toHaveCSS('background-color', 'rgb(170, 34, 0)');
  const shortcuts = visitor.locator('header').getByRole('link', { name: /Promoções|Ferramentas/ });
  await expect(shortcuts).toHaveText(['Promoções', 'Ferramentas']);

  // Each key back to the version before: the store is as it was.
  for (const description of ['menu', 'cor do cabeçalho']) {
    await choose(page, description);
    await page.getByRole('button', { name: 'Restaurar' }).first().click();
    await expectToast(page, `Configuração de ${description} restaurada.`);
  }
  await visitor.reload();
  await expect(visitor.locator('header').first()).toHaveCSS('background-color', 'rgb(11, 61, 145)');
  await expect(visitor.locator('header').getByRole('link', { name: 'Promoções' })).toHaveCount(0);
  await visitor.close();
});
