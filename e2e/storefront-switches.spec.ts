import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { expectAccessible, expectToast, loginAs } from './helpers';

type Row = { nome: string; descricao: string; ativacao: 0 | 1; valor: Record<string, unknown>; versao: number | null };

/** Saves one key through the admin's call, as the editor does. */
async function save(page: Page, nome: string, descricao: string, ativacao: 0 | 1, valor: object = {}) {
  const reply = await page.request.post('/configuracoes-ecommerce/salvar', {
    data: { nome, descricao, ativacao, valor },
  });
  expect(reply.ok()).toBe(true);
}

test('the storefront honours prices, zero stock, the gallery, the default order and the buy button', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  const before = ((await (await page.request.get('/api/configuracoes-ecommerce')).json()) as { configuracoes: Row[] })
    .configuracoes;
  const row = (nome: string) => before.find((r) => r.nome === nome)!;

  // The buy button's text through the editor, the rest through the same call.
  await page.goto('/configuracoes-loja');
  await page.getByRole('combobox', { name: 'Configuração' }).click();
  await page.getByRole('option', { name: 'Botão comprar', exact: true }).click();
  await page.getByRole('textbox', { name: 'Texto do botão' }).fill('Quero este');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de botão comprar salva com sucesso');
  await save(page, 'epr', 'exibir preços', 0);
  await save(page, 'ves', 'exibir estoque zerado', 0);
  await save(page, 'tgl', 'tipo de galeria', 1, { tipo: 'lista' });
  await save(page, 'ord', 'ordenação', 1, { ordem: 'maior-preco' });

  const visitor = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  try {
    await visitor.goto('/produtos');
    const list = visitor.getByTestId('lista-produtos');
    await expect(list).toHaveAttribute('data-galeria', 'lista');
    await expect(visitor.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Maior preço');
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(list).not.toContainText('R$');
    await expect(list).not.toContainText('Indisponível');
    await list.getByRole('link').first().click();
    await expect(visitor.getByRole('button', { name: 'Quero este' })).toBeVisible();
    await expect(visitor.getByTestId('estoque')).toContainText('em estoque');
    await expect(visitor.getByTestId('preco')).toHaveCount(0);

    await save(page, 'btc', 'botão comprar', 0, { texto: 'Quero este' });
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Quero este|Comprar/ })).toHaveCount(0);
  } finally {
    // Specs share one database: every key back as it was (a key never saved gets its neutral value).
    const btc = row('btc');
    await save(page, 'btc', 'botão comprar', btc.ativacao, btc.valor);
    await save(page, 'epr', 'exibir preços', row('epr').ativacao);
    await save(page, 'ves', 'exibir estoque zerado', 1);
    await save(page, 'tgl', 'tipo de galeria', 1, { tipo: 'grade' });
    await save(page, 'ord', 'ordenação', 1, { ordem: 'nome' });
    await visitor.close();
  }
  const restored = await (await page.request.get('/api/loja/configuracao')).json();
  expect(restored.vitrine).toMatchObject({ exibirPrecos: true, exibirEstoqueZerado: true, botaoComprar: 'Comprar' });
});

test('the footer shows the certificate seals; without a chat configured nothing is asked of tawk.to', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  const selos = [{ nome: 'Compra Segura', imagem: '', link: 'https://selos.example/compra-segura' }];
  await save(page, 'cer', 'certificados', 1, { selos });
  // Its own context: the accessibility check needs one.
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const visitor = await context.newPage();
  const outside: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().includes('tawk.to')) outside.push(request.url());
  });
  try {
    await visitor.goto('/');
    const seal = visitor.getByRole('contentinfo').getByRole('link', { name: 'Compra Segura' });
    await expect(seal).toHaveAttribute('href', 'https://selos.example/compra-segura');
    await expectAccessible(visitor);
    expect(outside).toEqual([]);
  } finally {
    await save(page, 'cer', 'certificados', 0, { selos });
    await context.close();
  }
});

test('a visitor signs up for the newsletter in the footer and the admin finds the sign-up', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  await save(page, 'new', 'newsletter', 1, { titulo: 'Receba nossas ofertas' });
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const visitor = await context.newPage();
  const email = `visitante.${Date.now()}@exemplo.com.br`;
  try {
    await visitor.goto('/');
    const form = visitor.getByRole('form', { name: 'Newsletter' });
    await expect(form.getByText('Receba nossas ofertas')).toBeVisible();
    await form.getByRole('textbox', { name: 'E-mail para a newsletter' }).fill(email);
    await form.getByRole('button', { name: 'Inscrever' }).click();
    await expect(form.getByText('Para receber a newsletter, aceite o uso do seu e-mail.')).toBeVisible();
    await expectAccessible(visitor);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Inscrever' }).click();
    await expectToast(visitor, 'Inscrição na newsletter confirmada. Obrigado!');

    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await save(page, 'new', 'newsletter', 0, { titulo: 'Receba nossas ofertas' });
    await context.close();
  }
});

test('the store shows the admin’s menus, shortcuts, footer, price texts, home slides, area colours and sign-up terms', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  const shop = (await (await page.request.get('/api/loja/vitrine')).json()) as {
    prateleiras: { produtos: { codigo: number; nome: string }[] }[];
  };
  const chosen = shop.prateleiras[1]!.produtos.slice(0, 2);
  const rows: Array<[string, string, object]> = [
    ['mfb', 'menu de fabricantes', { titulo: 'Marcas', fabricantes: ['coral', 'Suvinil'] }],
    ['mc0', 'menu de categorias 1', { titulo: 'Pintura', categorias: ['Rolos', 'Pincéis'] }],
    ['alt', 'atalhos', { itens: [{ titulo: 'Fale com a loja', link: '/contato' }] }],
    ['pag', 'páginas', { paginas: [{ titulo: 'Garantia', link: '/pagina/ppd' }] }],
    ['loc', 'localização', { endereco: 'Av. das Tintas, 100 - Campinas', mapa: 'https://maps.example/loja' }],
    ['crf', 'cor da faixa do rodapé', { fundo: '#1A1A1A', texto: '#FFFFFF' }],
    ['prc', 'preço', { prefixo: 'Por', semPreco: 'Consulte' }],
    ['slp', 'slide de produtos', { titulo: 'Escolhas da loja', produtos: chosen.map((p) => String(p.codigo)) }],
    ['fab', 'slide de fabricantes', { titulo: 'Nossas marcas', fabricantes: ['Coral'] }],
    ['cdl', 'cores do cadastro', { fundo: '#0B3D91', texto: '#FFFFFF' }],
    ['ban', 'banner', { imagem: '/img/produto-sem-imagem.svg', texto: 'Semana da pintura', link: '/produtos' }],
    ['tuc', 'termos de uso no cadastro', { html: '<p>Regras do cadastro da loja.</p>' }],
  ];
  for (const [key, description, value] of rows) await save(page, key, description, 1, value);
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const visitor = await context.newPage();
  try {
    await visitor.goto('/');
    const header = visitor.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Atalhos' }).getByRole('link')).toHaveText('Fale com a loja');
    await header.getByRole('button', { name: /Marcas/ }).click();
    await expect(visitor.getByRole('menuitem')).toHaveText(['Coral', 'Suvinil']);
    await visitor.keyboard.press('Escape');
    await header.getByRole('button', { name: /Pintura/ }).click();
    await visitor.getByRole('menuitem', { name: 'Rolos' }).click();
    await expect(visitor).toHaveURL(/\/produtos\?grupo=\d+/);
    await visitor.goto('/');

    const slide = visitor.getByRole('region', { name: 'Escolhas da loja' });
    await expect(slide.getByRole('link')).toHaveCount(2);
    await expect(slide.getByRole('link').first()).toContainText(chosen[0]!.nome.slice(0, 20));
    await expect(slide.getByRole('link').first()).toContainText(/Por\s+R\$/);
    await expect(visitor.getByRole('heading', { name: 'Nossas marcas' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Semana da pintura' })).toHaveAttribute('href', '/produtos');
    // A brand with a logo shows it: the link is named by the picture's alt text.
    const brands = visitor.getByRole('region', { name: 'Nossas marcas' }).getByRole('link');
    await expect(brands).toHaveCount(1);
    await expect(brands).toHaveAccessibleName('Coral');

    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Páginas' }).getByRole('link')).toHaveText('Garantia');
    await expect(footer.getByText('Av. das Tintas, 100 - Campinas')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      'https://maps.example/loja',
    );
    await expect(visitor.getByText(/© \d{4} .+ Todos os direitos reservados\./)).toBeVisible();
    await expectAccessible(visitor);

    await visitor.goto('/cadastro');
    await expect(visitor.getByText('Regras do cadastro da loja.')).toBeVisible();
    await expectAccessible(visitor);
    await visitor.setViewportSize({ width: 376, height: 800 });
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Escolhas da loja' })).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
  } finally {
    for (const [key, description, value] of rows) await save(page, key, description, 0, value);
    await context.close();
  }
});
