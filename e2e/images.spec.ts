import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, loginAs } from './helpers';

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
  const chooser = page.waitForEvent('filechooser');
  await slide
    .getByRole('button', { name: /^Enviar logo de / })
    .first()
    .click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
  await expect(slide.locator('img[src*="/fabricantes/"]').first()).toBeVisible();
  await page.reload();
  await expect(slide.locator('img[src*="/fabricantes/"]').first()).toBeVisible();

  await page.goto('/plano');
  await expect(page.getByRole('heading', { name: 'Consultar consumo' })).toBeVisible();
  await expect(page.getByText('Espaço de imagens do plano')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('fabricante-');
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
