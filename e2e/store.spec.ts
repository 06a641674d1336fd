import { expect, test } from './test';
import { cheapSuvinil, emptyCart, expectToast, loginAs, sellerFindsSale } from './helpers';

type Product = { codigo: number; slug: string; nome: string; preco: number; maximo: number; disponivel: boolean };

test('a visitor browses, the customer buys past the minimum purchase, and the seller finds the sale', async ({
  page,
}) => {
  // A visitor: home → manufacturer → product.
  await page.goto('/');
  await expect(page.locator('#slideProdutos0')).toBeVisible();
  await expect(page.locator('#slideFabricantes')).toBeVisible();
  await page.getByRole('link', { name: 'Política de entrega' }).click();
  await expect(page.getByRole('heading', { name: 'Política de entrega' })).toBeVisible();
  await expect(page.getByText('Você também pode retirar na loja sem custo.')).toBeVisible();
  await page.getByRole('button', { name: 'Fabricantes ▾' }).click();
  await page.getByRole('menuitem', { name: 'Suvinil' }).click();
  await expect(page.getByRole('heading', { name: 'Suvinil', level: 1 })).toBeVisible();
  await page.getByTestId('lista-produtos').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/produtos\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByTestId('preco')).toHaveText(/^R\$ /);

  // The demo customer logs in and picks a cheap product with a limited stock.
  await loginAs(page, 'cliente@demo.com.br');
  const product = await cheapSuvinil(page, (p) => p.maximo < 9999);
  await emptyCart(page);
  await page.goto(`/produtos/${product.slug}/${product.codigo}`);
  await expect(page.getByRole('heading', { name: product.nome })).toBeVisible();
  // The tab names the product, as the server's page did before the client took over.
  await expect(page).toHaveTitle(`${product.nome} · Tintas Balcão`);

  // Quantity edge cases of the shop: 0 and empty become 1; above the stock is clamped with the alert.
  const quantity = page.getByRole('textbox', { name: 'Quantidade', exact: true });
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('9999');
  await quantity.press('Enter');
  await expectToast(page, 'Atingiu o estoque máximo permitido');
  await expect(quantity).toHaveValue(String(product.maximo));
  await page.getByRole('button', { name: 'Aumentar Quantidade' }).click();
  await expect(quantity).toHaveValue(String(product.maximo));
  await quantity.fill('1');
  await quantity.press('Enter');
  await page.getByRole('button', { name: 'Comprar' }).click();

  // Below the minimum purchase the checkout is blocked, saying how much is missing.
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByTestId('item-carrinho')).toHaveCount(1);
  await expect(page.getByTestId('minimo')).toContainText('O valor mínimo para compras na loja virtual é de R$ 200,00.');
  await expect(page.getByTestId('minimo')).toContainText('Faltam R$');
  await expect(page.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();

  // More of it: enough to pass the minimum.
  const enough = Math.ceil(200 / product.preco) + 1;
  const line = page.getByTestId('item-carrinho').getByRole('textbox', { name: /^Quantidade de / });
  await line.fill(String(enough));
  await line.press('Enter');
  await expect(line).toHaveValue(String(enough));
  await expect(page.getByTestId('minimo')).toHaveCount(0);

  // Shipping quote for a Campinas CEP, with store pickup.
  await page.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByTestId('fretes')).toContainText('Entrega Própria');
  await expect(page.getByTestId('fretes')).toContainText('Retirar na loja R$ 0,00');
  await expect(page.getByTestId('fretes')).toContainText(/até 1 dia útil|até \d+ dias úteis/);
  await page.getByRole('radio', { name: /^Entrega Própria/ }).click();

  // Checkout starts at the CEP quoted, its address looked up, and the shipping chosen in the cart.
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue('13015-904');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await expect(page.getByRole('radio', { name: /^Entrega Própria/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Número' }).fill('100');
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pedido realizado com sucesso!' })).toBeVisible();
  const code = new URL(page.url()).searchParams.get('pedido') ?? '';

  // The seller finds it in the sales list.
  await expect(await sellerFindsSale(page, code)).toBeVisible();
});

test('a seller is told the store is for customers only', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/carrinho');
  await expect(page.getByText('A loja virtual é exclusiva para compra de clientes.').first()).toBeVisible();
});

test('a tint base needs its colour: without it the quantity goes back to 1', async ({ page }) => {
  await loginAs(page, 'cliente@demo.com.br');
  const listing = await page.request.get('/api/loja/produtos?busca=Base');
  const bases = ((await listing.json()) as { produtos: Array<Product & { slug: string }> }).produtos;
  const base = bases.find((p) => p.disponivel);
  if (!base) throw new Error('no tint base in the demo data');
  await page.goto(`/produtos/${base.slug}/${base.codigo}`);
  const quantity = page.getByRole('textbox', { name: 'Quantidade', exact: true });
  await quantity.fill('3');
  await quantity.press('Enter');
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByText('Selecione a cor antes de comprar.')).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await page.getByRole('combobox', { name: 'Cor' }).fill('a');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByTestId('item-carrinho').filter({ hasText: base.nome })).toContainText('Cor ');
});

/**
 * Serves /api/sessao with the company's system mode changed, as the tenants table would set it. A
 * store page the server drew (with the real mode) comes without its drawing, so the browser draws it
 * from that reply (e2e/store-render.spec.ts walks the pages the server draws).
 */
async function withMode(page: import('@playwright/test').Page, modo: 'offline' | 'budget') {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const drawn = /<div id="root">[\s\S]*<script type="application\/json" id="dados-da-pagina">[\s\S]*?<\/script>/;
    await route.fulfill({ response, body: (await response.text()).replace(drawn, '<div id="root"></div>') });
  });
  await page.route('**/api/sessao*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { empresa: { modo: string } };
    await route.fulfill({ response, json: { ...body, empresa: { ...body.empresa, modo } } });
  });
}

test('offline mode sends visitors to the login; budget mode takes the cart straight to checkout', async ({ page }) => {
  await withMode(page, 'offline');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.unrouteAll();

  await loginAs(page, 'cliente@demo.com.br');
  const listing = await page.request.get('/api/loja/produtos?busca=Coral&ordem=maiorPreco');
  const product = ((await listing.json()) as { produtos: Product[] }).produtos.find((p) => p.disponivel);
  await page.request.post('/api/loja/carrinho/itens', { data: { codigo: product?.codigo, quantidade: 1 } });
  await withMode(page, 'budget');
  await page.goto('/carrinho');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
});
