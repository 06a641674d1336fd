import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { FOUND_CNPJ } from '../src/server/test/fake-brasilapi-cnpj';
import { cheapSuvinil, emptyCart, expectAccessible, expectInsideViewport, loginAs } from './helpers';
import { stripesPng } from './photo-helpers';
import { publicLink, savedBudget } from './public-quote-helpers';

/**
 * WCAG 2.2 AA with axe-core on every page and the main states of its modals, as the role that uses
 * it: no critical or serious violation. A new screen joins this file when it lands.
 */

/** Opens a page and waits for its main heading, so axe reads the page as a person sees it. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

test('the store, as a visitor: home, product list, product page and login', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#slideProdutos0')).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/produtos?busca=acrilica', /Resultados para/);
  await expectAccessible(page);
  await page.getByTestId('lista-produtos').getByRole('link').first().click();
  await expect(page.getByTestId('preco')).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/login', 'Entrar');
  await expectAccessible(page);
});

test('the colour chart of a tint base, with a colour chosen and the inactive-colour modal', async ({ page }) => {
  // Two axe runs over some 300 swatches.
  test.slow();
  const listing = await page.request.get('/api/loja/produtos?busca=Base%20Acr%C3%ADlica');
  const base = ((await listing.json()) as { produtos: Array<{ codigo: number }> }).produtos[0];
  await page.goto(`/tintas/${base?.codigo ?? 0}`);
  // A fresh server prices every colour in every can size for its first chart: give it time.
  await expect(page.getByRole('heading', { level: 1, name: /^Cores para / })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /\)$/ }).first().click();
  await expectAccessible(page);
  const inactive = page.getByRole('button', { name: /, inativa$/ }).first();
  if ((await inactive.count()) > 0) {
    await inactive.click();
    await expect(page.getByRole('dialog', { name: 'Cor inativa' })).toBeVisible();
    await expectAccessible(page);
  }
});

test("the colour chart's photo colour pick, with a colour sampled", async ({ page }) => {
  test.slow();
  const listing = await page.request.get('/api/loja/produtos?busca=Base%20Acr%C3%ADlica');
  const base = ((await listing.json()) as { produtos: Array<{ codigo: number }> }).produtos[0];
  await page.goto(`/tintas/${base?.codigo ?? 0}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Cores para / })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(await stripesPng(page, ['#E8D5B5']));
  await page.getByRole('application', { name: 'Foto para escolher a cor' }).click();
  await expect(page.getByTestId('cor-da-foto')).toBeVisible();
  await expectAccessible(page);
});

test('the store, as a customer: cart, checkout and the order summary', async ({ page }) => {
  // Five axe runs and two window sizes: more than a minute on a busy machine.
  test.slow();
  await loginAs(page, 'cliente@demo.com.br');
  const product = await cheapSuvinil(page);
  await emptyCart(page);
  await page.goto(`/produtos/${product.slug}/${product.codigo}`);
  const quantity = page.getByRole('textbox', { name: 'Quantidade', exact: true });
  await quantity.fill(String(Math.ceil(200 / product.preco) + 1));
  await quantity.press('Enter');
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page).toHaveTitle('Carrinho · Tintas Balcão');
  await page.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByTestId('fretes')).toContainText('Entrega Própria');
  await expectAccessible(page);
  // The cart fits: at 1366 px the line total and remove are on screen; on a phone the lines are cards
  // with price, quantity, line total and remove, and nothing scrolls sideways.
  const line = page.getByTestId('item-carrinho').first();
  for (const size of [
    { width: 1366, height: 768 },
    { width: 376, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await expectInsideViewport(page, line.getByRole('button', { name: /^Remover / }));
    await expectInsideViewport(page, line.getByRole('button', { name: /^Aumentar / }));
    await expectInsideViewport(page, line.getByText(/R\$/).last());
    await expectInsideViewport(page, page.getByTestId('total'));
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await page.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Número' }).fill('100');
  await page.getByRole('radio', { name: /^Entrega Própria/ }).check();
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido realizado com sucesso!' })).toBeVisible();
  await expectAccessible(page);
});

test('the store pages anyone opens: contact form and forgotten password', async ({ page }) => {
  await visit(page, '/contato', 'Fale conosco');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/esqueci-senha', 'Esqueci minha senha');
  await expectAccessible(page);
});

test('the pages reached from a link or a typo: registration request and a missing page', async ({ page }) => {
  await visit(page, '/cadastro', 'Solicitar cadastro');
  await expectAccessible(page);
  await visit(page, '/pagina-que-nao-existe', 'Página não encontrada');
  await expectAccessible(page);
});

test('the customer area: Minha conta, its orders and data, and the reset modal', async ({ page }) => {
  await loginAs(page, 'cliente@demo.com.br');
  await visit(page, '/minha-conta', 'Minha conta');
  await expect(page.getByTestId('grade').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Meus dados' }).click();
  await expect(page.getByTestId('meus-dados')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('dialog', { name: 'Redefinir senha' })).toBeVisible();
  await expectAccessible(page);
});

test('the customer area: yearly comparison, change password and an order with Comprar novamente', async ({ page }) => {
  await loginAs(page, 'cliente@demo.com.br');
  await visit(page, '/minha-conta', 'Minha conta');
  for (const name of ['Notas fiscais', 'Boletos', 'Comparativo anual', 'Alterar senha']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    await expectAccessible(page);
  }
  await page.getByRole('tab', { name: 'Meus pedidos' }).click();
  await page
    .getByRole('link', { name: /^Abrir o pedido / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Comprar novamente' })).toBeVisible();
  await expectAccessible(page);
});

test('the back office, as a seller: panel, terminal with a cart, lists, customers and the FICHA', async ({ page }) => {
  // About ten pages and tabs, each read by axe: more than a minute on a busy machine.
  test.slow();
  await loginAs(page, 'vendedor@demo.com.br');
  await visit(page, '/painel', /Painel|Olá|Bem-vind/);
  await expectAccessible(page);
  await visit(page, '/terminal', 'Novo pedido');
  await page.getByRole('textbox', { name: 'Buscar produto' }).fill('Suvinil');
  await page
    .getByTestId('produtos')
    .getByRole('row')
    .first()
    .getByRole('button', { name: /^Adicionar / })
    .click();
  await expect(page.getByTestId('item-carrinho')).toHaveCount(1);
  await expectAccessible(page);
  await visit(page, '/comercial/vendas', /VENDAS|Operações Comerciais/);
  await expect(page).toHaveTitle('Vendas · Balcão');
  await expect(page.getByTestId('grade')).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/operacoes-comerciais-pendentes', /Operações Comerciais|pendentes/i);
  await expectAccessible(page);
  await visit(page, '/entregas', /Entregas/);
  await expectAccessible(page);
  await visit(page, '/clientes/novo', /Novo cliente/);
  await expectAccessible(page);
  await visit(page, '/clientes', /Clientes/);
  await page.getByTestId('grade').getByRole('row').nth(1).click();
  const sheet = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  // Contatos (its list, then its map), Observação, Comparativo anual.
  for (const name of ['Mapa', 'Observação', 'Comparativo anual']) {
    await sheet.getByRole('tab', { name, exact: true }).click();
    await expectAccessible(page);
  }
});

test('the back office, as a manager: issued NF-e and receivables with their dialogs', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await visit(page, '/nfe-emitidas', /NOTAS FISCAIS EMITIDAS/);
  await expect(page.getByTestId('grade').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('grade').getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog', { name: /NF-e nº/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await visit(page, '/financeiro/duplicatas', /DUPLICATAS/);
  await expect(page.getByTestId('grade').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('grade').getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog', { name: /Duplicata de/ })).toBeVisible();
  await expectAccessible(page);
});

test('the back office, as an admin: panel with the goals dialog, shipping rules and the outbox', async ({ page }) => {
  await loginAs(page, 'admin@demo.com.br');
  await visit(page, '/painel', /Painel|Olá|Bem-vind/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Definir metas' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Metas de vendas' }).getByRole('heading', { name: 'Lojas' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await visit(page, '/regras-de-frete', /frete/i);
  await expectAccessible(page);
  await visit(page, '/caixa-de-saida', /Caixa de saída/i);
  await expectAccessible(page);
});

test('the back office, as an admin: payment configuration with a provider tested', async ({ page }) => {
  await loginAs(page, 'admin@demo.com.br');
  await visit(page, '/configuracao-pagamento', 'Configuração de pagamento');
  await page.getByRole('button', { name: 'Testar conexão' }).first().click();
  await expect(page.getByRole('status').first()).toContainText(/.+/);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Moip' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks da Moip' })).toBeVisible();
  await expectAccessible(page);
});

test('the customer form: a seller with the birth-date calendar open, a manager after the CNPJ lookup', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await visit(page, '/clientes/novo', /Novo cliente/);
  await page.getByText('Pessoa física').click();
  await page.getByRole('textbox', { name: 'Data de nascimento' }).click();
  await expect(page.getByRole('button', { name: 'Década anterior' })).toBeVisible();
  await expectAccessible(page);

  await loginAs(page, 'gestor@demo.com.br');
  await visit(page, '/clientes/novo', /Novo cliente/);
  await page.getByRole('textbox', { name: 'CNPJ', exact: true }).fill(FOUND_CNPJ);
  await page.getByRole('button', { name: messages.cnpjLookup.button }).click();
  await expect(page.getByRole('textbox', { name: 'Nome fantasia' })).toHaveValue('TINTAS HORIZONTE');
  await expect(page.getByRole('combobox', { name: 'Crédito' })).toBeVisible();
  await expectAccessible(page);
});

test('the public quote, as a visitor with the link: the budget, then a link that opens nothing', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const link = await publicLink(page, await savedBudget(page));
  const visitor = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: /^Orçamento nº \d+$/ })).toBeVisible();
  await expectAccessible(visitor);
  await visit(visitor, '/proposta/nada', 'Orçamento indisponível');
  await expectAccessible(visitor);
});

test('the back office products: the list, a product page with its editors (a seller reads), the import', async ({
  page,
}) => {
  // Two logins and four axe runs: more than a minute on a busy machine.
  test.slow();
  await loginAs(page, 'vendedor@demo.com.br');
  await visit(page, '/catalogo', 'Produtos');
  await expect(page.getByTestId('grade')).toContainText(/\d/);
  await expectAccessible(page);
  const product = await cheapSuvinil(page);
  await visit(page, `/catalogo/${product.codigo}`, 'Imagens');
  await expect(page.getByTestId('editor-especificacao')).toBeVisible();
  await expectAccessible(page);
  await loginAs(page, 'admin@demo.com.br');
  await visit(page, `/catalogo/${product.codigo}`, 'Imagens');
  await expect(page.getByRole('button', { name: 'Salvar especificação' })).toBeVisible();
  await expectAccessible(page);
  await visit(page, '/catalogo/importar', 'Importar produtos');
  await expectAccessible(page);
});

test("/plano 'Consultar consumo', as a manager", async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await visit(page, '/plano', 'Consultar consumo');
  await expectAccessible(page);
});

test('the tinting formula import and the colourant stock, as a manager', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await visit(page, '/tintas/formulas/importar', 'Importar fórmulas de tingimento');
  await expectAccessible(page);
  await visit(page, '/tintas/corantes', 'Estoque de corantes');
  await expectAccessible(page);
});
