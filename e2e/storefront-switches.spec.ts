import { expect, test, type Page } from '@playwright/test';
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
