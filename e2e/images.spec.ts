import { expect, test } from './test';
import sharp from 'sharp';
import { imageMessages } from '../src/shared/schemas/images';
import { cheapSuvinil, expectAccessible, expectToast, loginAs } from './helpers';

const logo = () =>
  sharp({ create: { width: 240, height: 120, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();

test('a manager uploads a manufacturer logo and sees it on the home slide, then the use on /plano', async ({
  page,
}) => {
  test.slow();
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/');
  const slide = page.locator('#slideFabricantes');
  await expect(slide).toBeVisible();
  // The demo's manufacturers have their generated logos: the upload must replace the first one.
  const first = slide.locator('img[src*="/fabricantes/"]').first();
  const demoLogo = await first.getAttribute('src');
  const choose = async (buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await slide
      .getByRole('button', { name: /^Enviar logo de / })
      .first()
      .click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
  };
  // Past 1 MB the browser refuses the file before sending a byte of it.
  await choose(Buffer.concat([await logo(), Buffer.alloc(1024 * 1024)]));
  await expectToast(page, imageMessages.manufacturerLimit);
  await expect(first).toHaveAttribute('src', demoLogo ?? '');
  await choose(await logo());
  await expect(first).not.toHaveAttribute('src', demoLogo ?? '');
  await page.reload();
  await expect(slide.locator('img[src*="/fabricantes/"]').first()).toBeVisible();

  await page.goto('/plano');
  await expect(page.getByRole('heading', { name: 'Consultar consumo' })).toBeVisible();
  await expect(page.getByText('Espaço de imagens do plano')).toBeVisible();
  // The largest images are the demo's product pictures (the small logo above is not among them).
  await expect(page.getByRole('table')).toContainText('Produtos');
  await expectAccessible(page);
  for (const [width, height] of [
    [1366, 768],
    [376, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/screens/plano-${width}.png`, fullPage: true });
  }
  await page.goto('/');
  await page.screenshot({ path: '.tmp/screens/home-fabricantes-376.png', fullPage: false });
});

test('the demo store shows product pictures and the company logo, 35 px, which an admin replaces on /empresa', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const pictures = page.locator('main img[src^="/arquivos/"]');
  await expect(pictures.first()).toBeVisible();
  expect(await pictures.count()).toBeGreaterThan(4);
  const headerLogo = page.locator('header img[alt^="Logo "]');
  await expect(headerLogo).toHaveAttribute('src', '/img/logo-padrao.svg');
  expect((await headerLogo.boundingBox())?.height).toBe(35);
  for (const [width, height] of [
    [1366, 768],
    [376, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/screens/home-demo-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/empresa');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar logo' }).click();
  await (await chooser).setFiles({ name: 'empresa.png', mimeType: 'image/png', buffer: await logo() });
  const backOfficeLogo = page.locator('header img[alt^="Logo "]');
  await expect(backOfficeLogo).toHaveAttribute('src', /\/arquivos\/\d+\/paginas\//);
  expect((await backOfficeLogo.boundingBox())?.height).toBe(35);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/screens/empresa-logo-1366.png', fullPage: false });
  await page.setViewportSize({ width: 376, height: 812 });
  await page.screenshot({ path: '.tmp/screens/empresa-logo-376.png', fullPage: false });
  await page.goto('/');
  await expect(page.locator('header img[alt^="Logo "]')).toHaveAttribute('src', /\/paginas\//);
});

const swatch = ([r, g, b]: readonly [number, number, number]) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

test('a manager gives a product two pictures, sees them in the store, replaces one by a URL and removes one', async ({
  page,
}) => {
  test.slow();
  await loginAs(page, 'gestor@demo.com.br');
  const product = await cheapSuvinil(page);
  await page.goto(`/catalogo/${product.codigo}`);
  await page.getByRole('button', { name: 'Imagens do produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Imagens do produto' });
  for (const [slot, colour] of [
    ['Imagem 1', [200, 40, 40]],
    ['Imagem 2', [40, 160, 60]],
  ] as const) {
    const group = dialog.getByRole('group', { name: slot });
    const chooser = page.waitForEvent('filechooser');
    await group.getByRole('button', { name: 'Escolher arquivo' }).click();
    await (await chooser).setFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await swatch(colour) });
    await expect(group.getByRole('img', { name: slot })).toHaveAttribute('src', /\/produtos\/.+\.webp$/);
  }
  await dialog.getByRole('button', { name: 'Salvar imagens' }).click();
  await expectToast(page, 'Imagem salva com sucesso.');

  await page.goto(`/produtos/${product.slug}/${product.codigo}`);
  // The large picture with its sizes, and a thumbnail (the 80 px file) per picture.
  await expect(page.locator('img[src*="/produtos/"][srcset]').first()).toBeVisible();
  const thumbnails = page.getByRole('img', { name: /^Imagem \d de / });
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) await expect(thumbnail).toHaveAttribute('src', /\/produtos\/.+-80\./);

  // Slot 1 becomes an address; slot 2 is removed.
  await page.goto(`/catalogo/${product.codigo}`);
  await page.getByRole('button', { name: 'Imagens do produto' }).click();
  const address = new URL('/img/logo-padrao.svg', page.url()).toString();
  await dialog.getByRole('textbox', { name: 'URL da imagem 1' }).fill(address);
  await dialog.getByRole('textbox', { name: 'URL da imagem 1' }).press('Enter');
  await dialog.getByRole('group', { name: 'Imagem 2' }).getByRole('button', { name: 'Remover' }).click();
  await dialog.getByRole('button', { name: 'Salvar imagens' }).click();
  await expectToast(page, 'Imagem salva com sucesso.');
  await page.goto(`/produtos/${product.slug}/${product.codigo}`);
  await expect(page.getByRole('img', { name: /^Imagem \d de / })).toHaveCount(1);
  await expect(page.locator(`img[src="${address}"]`).first()).toBeVisible();
  await expect(page.locator('img[src*="/produtos/"]')).toHaveCount(0);
});

test("at a small limit an operator's upload shows the 'Alerta de uso' toast, which stays, with a link to /plano", async ({
  page,
}) => {
  test.slow();
  await loginAs(page, 'admin@demo.com.br');
  const usage = (await (await page.request.get('/api/plano/consumo')).json()) as { usadoBytes: number };
  const usedMb = usage.usadoBytes / (1024 * 1024);
  // A limit the stored images fill to between 80 % and 99.80 %: the upload is warned, not refused.
  const limit = Math.ceil((usedMb / 0.9) * 100) / 100;
  expect(usedMb / limit).toBeGreaterThanOrEqual(0.8);
  const setLimit = async (value: string) => {
    await page.goto('/plano');
    await page.getByRole('textbox', { name: 'Limite de espaço (MB)' }).fill(value);
    await page.getByRole('button', { name: 'Salvar limite' }).click();
    await expectToast(page, 'Limite de espaço salvo.');
  };
  await setLimit(limit.toLocaleString('pt-BR'));
  try {
    await expect(page.getByText(`de ${limit.toLocaleString('pt-BR')} MB`)).toBeVisible();
    await expectAccessible(page);
    await page.goto('/');
    const chooser = page.waitForEvent('filechooser');
    await page
      .locator('#slideFabricantes')
      .getByRole('button', { name: /^Enviar logo de / })
      .first()
      .click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    const alert = page.locator('.mantine-Notification-root').filter({ hasText: 'Alerta de uso' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('do espaço de imagens do seu plano');
    // It stays until closed: well past the time an ordinary toast closes itself.
    await page.waitForTimeout(8_000);
    await expect(alert).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/alerta-de-uso-1366.png', fullPage: false });
    await alert.getByRole('link', { name: 'Consultar consumo' }).click();
    await expect(page).toHaveURL(/\/plano$/);
    await expect(page.getByRole('heading', { name: 'Consultar consumo' })).toBeVisible();
  } finally {
    await setLimit('');
  }
});
