import { expect, test } from './test';
import { expectAccessible, expectInsideViewport, loginAs } from './helpers';

const sizes = [
  { width: 1366, height: 768 },
  { width: 1200, height: 768 },
  { width: 376, height: 812 },
];

test("the terminal keeps the cart in view beside the search on a wide screen, and 'Adicionar' on a phone's screen", async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/terminal');
    // The list shows every product until the debounced search answers: pick a row only after it.
    const searched = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/produtos/busca') && /Suvinil/.test(response.request().postData() ?? ''),
    );
    await page.getByRole('textbox', { name: 'Buscar produto' }).fill('Suvinil');
    await searched;
    // The reply is in, and the list shows it: no row of another manufacturer is left to be replaced.
    const rows = page
      .getByTestId('produtos')
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Adicionar / }) });
    await expect(rows.filter({ hasNotText: 'Suvinil' })).toHaveCount(0);
    // A product down the list: reaching it scrolls the page.
    const add = rows.nth(7).getByRole('button', { name: /^Adicionar / });
    await add.scrollIntoViewIfNeeded();
    await expectInsideViewport(page, add);
    await add.click();
    const line = page.getByTestId('item-carrinho');
    await expect(line).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`terminal-${size.width}.png`) });
    if (size.width < 1200) continue;
    // Wide: the cart stood beside the search while the page scrolled, its line and total whole on screen.
    for (const part of [line, page.getByTestId('total')]) {
      await expectInsideViewport(page, part);
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    await expectAccessible(page);
  }
});
