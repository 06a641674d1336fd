import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { emptyCart, loginAs } from './helpers';
import { stripesPng } from './photo-helpers';

type ShopProduct = { codigo: number; nome: string; disponivel: boolean };

/** A tint base of the demo data that the shop sells in every can size. */
async function tintBase(page: Page): Promise<ShopProduct> {
  const listing = await page.request.get('/api/loja/produtos?busca=Base%20Acr%C3%ADlica');
  for (const product of ((await listing.json()) as { produtos: ShopProduct[] }).produtos) {
    const chart = (await (await page.request.get(`/api/tintas/produtos/${product.codigo}`)).json()) as {
      embalagens: Array<{ disponivel: boolean }>;
    };
    if (chart.embalagens.length === 3 && chart.embalagens.every((e) => e.disponivel)) return product;
  }
  throw new Error('no tint base sold in every can size in the demo data');
}

test('a customer finds a blue on the colour chart, compares can sizes and buys two cans', async ({ page }) => {
  test.slow();
  await loginAs(page, 'cliente@demo.com.br');
  await emptyCart(page);
  const base = await tintBase(page);
  await page.goto(`/tintas/${base.codigo}`);
  // The first chart of a fresh server is the slowest page (every colour priced in every can size).
  await expect(page.getByRole('heading', { level: 1, name: /^Cores para / })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/^Cores de .+ · Tintas Balcão$/);

  await page.getByRole('textbox', { name: 'Buscar cor' }).fill('azul');
  await expect(page.getByRole('heading', { level: 2, name: 'Azuis' })).toBeVisible();
  const swatch = page.getByRole('button', { name: /^Azul .*\)$/ }).first();
  const label = (await swatch.getAttribute('aria-label')) ?? '';
  await swatch.click();
  const chosen = page.getByTestId('cor-escolhida');
  await expect(chosen).toContainText(label.replace(/ \(.*$/, ''));

  const price = chosen.getByTestId('preco-tingido');
  await expect(price).toHaveText(/R\$ /);
  const small = await price.textContent();
  await chosen.getByRole('combobox', { name: 'Embalagem' }).click();
  await page.getByRole('option', { name: /Lata 18L/ }).click();
  await expect(price).not.toHaveText(small ?? '');

  const quantity = chosen.getByRole('textbox', { name: 'Quantidade', exact: true });
  await quantity.fill('2');
  await quantity.press('Enter');
  await chosen.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/(carrinho|checkout)$/);
  const code = label.match(/\(([^)]+)\)$/)?.[1] ?? '';
  const cart = (await (await page.request.get('/api/loja/carrinho')).json()) as {
    carrinho: { itens: Array<{ cficorite: string; cfimaqite: string; tipo: string; cfiqtdite: number }> };
  };
  expect(cart.carrinho.itens).toEqual([
    expect.objectContaining({ cficorite: code, cfimaqite: 'S', tipo: '1', cfiqtdite: 2 }),
  ]);
});

test('a customer finds the colours nearest to a hex code, with their ΔE', async ({ page }) => {
  const base = await tintBase(page);
  await page.goto(`/tintas/${base.codigo}`);
  await page.getByRole('textbox', { name: 'Código da cor (hexadecimal)' }).fill('#1F4E79');
  await page.getByRole('button', { name: 'Encontrar' }).click();
  const near = page.getByRole('list', { name: 'Cores parecidas' });
  await expect(near.getByRole('listitem')).toHaveCount(10);
  const deltas = (await near.getByTestId('delta-e').allTextContents()).map((t) =>
    Number(t.replace('ΔE ', '').replace(',', '.')),
  );
  expect(deltas).toEqual([...deltas].sort((a, b) => a - b));
  await near.getByRole('button').first().click();
  await expect(page.getByTestId('cor-escolhida')).toBeVisible();
});

test('a customer picks a colour from a photo, by tap and by keyboard, and nothing is uploaded', async ({ page }) => {
  const base = await tintBase(page);
  await page.setViewportSize({ width: 376, height: 800 });
  await page.goto(`/tintas/${base.codigo}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Cores para / })).toBeVisible({ timeout: 30_000 });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(r.url());
  });
  // A 60 × 30 'photo': a navy left half and a red right half.
  const photo = await stripesPng(page, ['#1F4E79', '#C0392B']);
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(photo);
  const canvas = page.getByRole('application', { name: 'Foto para escolher a cor' });
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([60, 30]);

  // A tap on the navy half samples it and finds the nearest colours.
  await canvas.click({ position: { x: 10, y: 15 } });
  await expect(page.getByTestId('cor-da-foto')).toHaveText('Cor da foto: #1F4E79');
  await expect(page.getByRole('textbox', { name: 'Código da cor (hexadecimal)' })).toHaveValue('1F4E79');
  const near = page.getByRole('list', { name: 'Cores parecidas' });
  await expect(near.getByRole('listitem')).toHaveCount(10);
  const navy = await near.getByRole('listitem').first().textContent();

  // The keyboard: Shift+→ moves the crosshair 10 px at a time, into the red half; Enter picks.
  await canvas.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cor-da-foto')).toHaveText('Cor da foto: #C0392B');
  await expect(near.getByRole('listitem').first()).not.toHaveText(navy ?? '');
  expect(sent).toEqual([]);
});

test('the colour chart at 1366 px and 376 px', async ({ page }) => {
  const base = await tintBase(page);
  for (const width of [1366, 376]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/tintas/${base.codigo}`);
    await page.getByRole('button', { name: /\)$/ }).first().click();
    await page.screenshot({ path: test.info().outputPath(`tinting-${width}.png`) });
  }
});
