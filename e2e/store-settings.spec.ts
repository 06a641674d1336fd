import { expect, test } from './test';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
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

const slideImage = () =>
  sharp({ create: { width: 640, height: 240, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .png()
    .toBuffer();

test("the admin writes the 'Sobre' page in bold in the editor, the store shows it; a slide image is sent by the picker", async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracoes-loja');
  await choose(page, 'página sobre');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('Tintas desde 1990');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de página sobre salva com sucesso');

  const visitor = await browser.newPage();
  await visitor.goto('/pagina/psn');
  await expect(visitor.locator('main strong', { hasText: 'Tintas desde 1990' })).toBeVisible();
  await visitor.close();

  await choose(page, 'slides');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar imagem: Imagem (URL) (item 1)' }).click();
  await (await chooser).setFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await slideImage() });
  const url = page.getByRole('textbox', { name: 'Imagem (URL) (item 1)' });
  await expect(url).toHaveValue(/\/paginas\//);
  await expect(page.getByRole('img', { name: 'Prévia: Imagem (URL) (item 1)' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de slides salva com sucesso');
  await page.reload();
  await choose(page, 'slides');
  await expect(page.getByRole('textbox', { name: 'Imagem (URL) (item 1)' })).toHaveValue(/\/paginas\//);

  // The home page's slide shows the picture behind its text.
  const context = await browser.newContext();
  const home = await context.newPage();
  await home.goto('/');
  await expect(home.locator('#slide')).toHaveCSS('background-image', /\/paginas\//);
  await expectAccessible(home);
  await context.close();
});
