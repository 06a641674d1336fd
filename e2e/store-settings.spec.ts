import { expect, test } from './test';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectToast, loginAs } from './helpers';

/** Opens a key's form; a key never saved (or switched off) is listed as '… (inativa)'. */
async function choose(page: Page, description: string) {
  const title = description.charAt(0).toUpperCase() + description.slice(1);
  await page.getByRole('combobox', { name: 'Configuração' }).click();
  await page.getByRole('option', { name: new RegExp(`^${title}( \\(inativa\\))?$`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeVisible();
}

/**
 * The preview frame loads the whole store (its scripts, then its calls) on first view and after each save:
 * on a machine busy with two journeys that took more than the 10 s of a plain check (CI of 29/11).
 */
const frameLoad = { timeout: 30_000 };

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

test('the admin sees the header colour, the minimum purchase and a category menu in the preview before saving, then the store shows them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracoes-loja');
  const preview = page.frameLocator('iframe[title="Prévia da loja"]');
  const previewHeader = preview.locator('header').first();
  await expect(previewHeader).toHaveCSS('background-color', 'rgb(11, 61, 145)', frameLoad);
  await expect(preview.getByTestId('compra-minima')).toHaveText('Compra mínima na loja virtual: R$ 200,00');

  await choose(page, 'cor do cabeçalho');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Cor de fundo do cabeçalho' }).fill('#AA2200');
  await expect(previewHeader).toHaveCSS('background-color', 'rgb(170, 34, 0)');

  await choose(page, 'valor mínimo de compra');
  await page.getByRole('textbox', { name: 'Valor mínimo (R$)' }).fill('350,00');
  await expect(preview.getByTestId('compra-minima')).toHaveText('Compra mínima na loja virtual: R$ 350,00');
  // Another key chosen without saving: its draft leaves the preview.
  await expect(previewHeader).toHaveCSS('background-color', 'rgb(11, 61, 145)');

  await choose(page, 'menu de categorias 1');
  await page.getByRole('switch', { name: 'Ativa' }).check();
  await page.getByRole('textbox', { name: 'Título' }).fill('Pintura');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('textbox', { name: 'Categorias: item 1' }).fill('Tintas Acrílicas');
  await expect(preview.getByRole('button', { name: 'Pintura ▾' })).toBeVisible();

  // Nothing reached the customers yet.
  const customer = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await loginAs(customer, 'cliente@demo.com.br');
  await customer.goto('/');
  await expect(customer.getByTestId('compra-minima')).toHaveText('Compra mínima na loja virtual: R$ 200,00');
  await expect(customer.getByRole('button', { name: 'Pintura ▾' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de menu de categorias 1 salva com sucesso');
  for (const [description, field, value] of [
    ['valor mínimo de compra', 'Valor mínimo (R$)', '350,00'],
    ['cor do cabeçalho', 'Cor de fundo do cabeçalho', '#AA2200'],
  ] as const) {
    await choose(page, description);
    await page.getByRole('textbox', { name: field }).fill(value);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, `Configuração de ${description} salva com sucesso`);
  }
  await expect(previewHeader).toHaveCSS('background-color', 'rgb(170, 34, 0)', frameLoad);

  await customer.reload();
  await expect(customer.locator('header').first()).toHaveCSS('background-color', 'rgb(170, 34, 0)');
  await expect(customer.getByTestId('compra-minima')).toHaveText('Compra mínima na loja virtual: R$ 350,00');
  await customer.getByRole('button', { name: 'Pintura ▾' }).click();
  await expect(customer.getByRole('menuitem', { name: 'Tintas Acrílicas' })).toBeVisible();
  await customer.close();

  // The next journeys find the demo store as it was (the demo data has no category menu).
  for (const description of ['cor do cabeçalho', 'valor mínimo de compra']) {
    await choose(page, description);
    await page.getByRole('button', { name: 'Restaurar' }).first().click();
    await expectToast(page, `Configuração de ${description} restaurada.`);
  }
  await choose(page, 'menu de categorias 1');
  await page.getByRole('switch', { name: 'Ativa' }).uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de menu de categorias 1 salva com sucesso');
});

/** The admin's editor of the 'Sobre' page, its text deleted and the cursor in it. */
async function emptyAboutPage(page: Page) {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracoes-loja');
  await choose(page, 'página sobre');
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  return editor;
}

const slideImage = () =>
  sharp({ create: { width: 640, height: 240, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .png()
    .toBuffer();

test("the admin writes the 'Sobre' page in bold in the editor, the store shows it; a slide image is sent by the picker", async ({
  page,
  browser,
}) => {
  await emptyAboutPage(page);
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

test('the admin drags a menu item to the top, and the store lists it first', async ({ page, browser }) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracoes-loja');
  await choose(page, 'menu');
  const item = (n: number) => page.getByRole('textbox', { name: `Itens do menu: item ${n}` });
  await expect(item(5)).toHaveValue('Ferramentas');
  await page.getByTitle('Arrastar item 5').dragTo(page.getByTitle('Arrastar item 1'));
  await expect(item(1)).toHaveValue('Ferramentas');
  await expect(item(2)).toHaveValue('Tintas');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de menu salva com sucesso');

  const visitor = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await visitor.goto('/');
  await expect(visitor.locator('header').getByRole('link', { name: /^(Ferramentas|Tintas)$/ })).toHaveText([
    'Ferramentas',
    'Tintas',
  ]);
  await visitor.close();

  await page.getByRole('button', { name: 'Restaurar' }).first().click();
  await expectToast(page, 'Configuração de menu restaurada.');
});

test("the admin puts a link in the 'Sobre' page, and the store opens it in a new tab", async ({ page, browser }) => {
  const editor = await emptyAboutPage(page);
  await page.keyboard.type('Cores Suvinil');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Inserir link' }).click();
  const address = page.getByRole('textbox', { name: 'Endereço do link' });
  await address.fill('https://www.suvinil.com.br');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar link' }).click();
  await expect(editor.getByRole('link', { name: 'Cores Suvinil' })).toHaveAttribute(
    'href',
    'https://www.suvinil.com.br',
  );
  // The preview follows its own links and keeps showing the draft.
  const preview = page.frameLocator('iframe[title="Prévia da loja"]');
  await expect(preview.getByRole('link', { name: 'Sobre nós' })).toBeVisible(frameLoad);
  await preview.getByRole('link', { name: 'Sobre nós' }).click();
  await expect(preview.getByRole('main').getByRole('link', { name: 'Cores Suvinil' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de página sobre salva com sucesso');

  const visitor = await browser.newPage();
  await visitor.goto('/pagina/psn');
  const link = visitor.getByRole('main').getByRole('link', { name: 'Cores Suvinil' });
  await expect(link).toHaveAttribute('href', 'https://www.suvinil.com.br');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await visitor.close();

  await page.getByRole('button', { name: 'Restaurar' }).first().click();
  await expectToast(page, 'Configuração de página sobre restaurada.');
});
