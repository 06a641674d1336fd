import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { cheapSuvinil, expectAccessible, expectToast, loginAs } from './helpers';

/** The page at the two widths of the brief, for a person to look at (test output folder). */
async function shoot(page: Page, name: string) {
  for (const width of [1366, 376]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a manager writes a product's specification and the store's product page shows it", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'gestor@demo.com.br');
  await page.getByRole('link', { name: 'Produtos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('grade')).toContainText(/\d/);
  await shoot(page, 'produtos');

  const product = await cheapSuvinil(page);
  await page.goto(`/catalogo/${product.codigo}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(product.codigo));
  await expect(page.getByRole('heading', { name: 'Imagens' })).toBeVisible();
  const editor = page.getByTestId('editor-especificacao').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Rende 40 m² por demão. Secagem ao toque: 30 minutos.');
  await page.getByRole('button', { name: 'Salvar especificação' }).click();
  await expectToast(page, 'Especificação salva com sucesso');
  await expectAccessible(page);
  await shoot(page, 'produto');

  await page.goto(`/produtos/${product.slug}/${product.codigo}`);
  await expect(page.getByRole('tabpanel')).toContainText('Rende 40 m² por demão.');
});

test('an admin previews a products file, with the refused lines and why, and writes it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin@demo.com.br');
  const product = await cheapSuvinil(page);
  const data = (await (await page.request.get(`/api/produtos/${product.codigo}`)).json()) as {
    produto: { grupo: number; fabricante: number };
  };
  const { grupo, fabricante } = data.produto;
  const csv = [
    'codigo;descricao;grupo;fabricante;embalagem;volume;peso;precoLista;preco',
    `990001;Selador Acrílico Importado;${grupo};${fabricante};Lata 18L;18;20;199,90;179,90`,
    `990002;Sem grupo;999999;${fabricante};;;;10,00;9,00`,
    `990003;Massa Acrílica Importada;${grupo};Fábrica Nova Importada;Lata 18L;18;25;89,90;79,90`,
  ].join('\n');

  await page.goto('/catalogo');
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await expect(page.getByRole('heading', { name: 'Importar produtos' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByTestId('previa');
  await expect(preview).toContainText('Novos: 2');
  await expect(preview).toContainText('Fabricante novo, criado ao gravar: Fábrica Nova Importada.');
  await expect(preview).toContainText('Recusados: 1');
  await expect(page.getByTestId('recusados')).toContainText(
    'Grupo não encontrado (use o código de um grupo ou o nome, com até 100 caracteres).',
  );
  await expectAccessible(page);
  await shoot(page, 'importar');

  await page.getByRole('button', { name: 'Gravar 2 produtos' }).click();
  await expectToast(page, '2 produtos gravados.');
  await expect(page.getByTestId('progresso')).toBeVisible();
  const created = await page.request.get('/api/produtos/990001');
  expect(((await created.json()) as { produto: { descricao: string } }).produto.descricao).toBe(
    'Selador Acrílico Importado',
  );
});
