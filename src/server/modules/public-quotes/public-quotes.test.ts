import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteMessages } from '../../../shared/schemas/public-quote.js';
import { products } from '../../db/schema/catalog.js';
import { customers } from '../../db/schema/customers.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { publicQuotes, quoteChangeRequests } from '../../db/schema/quotes.js';
import { insertCustomer, insertOrder, insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import { quoteHead } from './quote-page.js';

let w: OrdersWorld;
beforeAll(async () => {
  w = await ordersWorld();
  await w.db
    .update(customers)
    .set({ cellphone: '11987654321' })
    .where(and(eq(customers.tenantId, w.tenant.id), eq(customers.id, w.customers.customer.id)));
});
afterAll(() => w.t.close());

/** A budget Ana saved for Loja Azul: 3 units of a product of its own (10 in stock). */
async function budget(customer = w.customers.customer.id) {
  const product = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Esmalte Sintético', stock: 10 });
  const added = await w.post(w.cookies.ana, '/api/carrinho/itens', { codigo: product.id, quantidade: 3 });
  const pedido = added.body.pedido.codigo as number;
  await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido, cliente: customer });
  const saved = await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido}`, { direcionamento: 'ped' });
  expect(saved.body.pedido.cfistaped).toBe('Orcamento');
  return { pedido, product };
}
const issue = (pedido: number, cookie = w.cookies.ana) => w.post(cookie, `/api/orcamentos/${pedido}/link-publico`);
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';
const view = (token: string, alias = 'padrao') =>
  w.t.app.inject({ method: 'GET', url: `/api/orcamento-publico/${token}?apelido=${alias}` });
const accept = (token: string) =>
  w.t.app.inject({ method: 'POST', url: `/api/orcamento-publico/${token}/aceitar?apelido=padrao` });
const mailsTo = (email: string, subject: string) =>
  w.db
    .select({ to: mailOutbox.recipients, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, w.tenant.id), eq(mailOutbox.subject, subject)))
    .then((rows) => rows.filter((row) => row.to.includes(email)));
const anaEmail = async () => (await w.call(w.cookies.ana, 'GET', '/api/sessao')).body.usuario.email as string;
const orderRow = async (id: number) =>
  (
    await w.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, id)))
  )[0];
const stockOf = async (id: number) =>
  (
    await w.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, id)))
  )[0]?.stock;

describe('issuing a link (POST /api/orcamentos/{pedido}/link-publico)', () => {
  it('gives the page link and the wa.me link to the customer mobile; only the hash is stored', async () => {
    const { pedido } = await budget();
    const reply = await issue(pedido);
    expect(reply.status).toBe(200);
    const { link, whatsapp } = reply.body as { link: string; whatsapp: string };
    expect(link).toMatch(/\/proposta\/[A-Za-z0-9_-]{43}\?apelido=padrao$/);
    expect(whatsapp.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    const text = new URL(whatsapp).searchParams.get('text') ?? '';
    expect(text).toContain(`orçamento nº ${pedido} de Tintas Teste`);
    expect(text).toContain(link);
    const [row] = await w.db
      .select()
      .from(publicQuotes)
      .where(and(eq(publicQuotes.tenantId, w.tenant.id), eq(publicQuotes.orderId, pedido)));
    expect(row?.tokenHash).toBe(createHash('sha256').update(tokenOf(link)).digest('hex'));
  });

  it('says so when the customer has no mobile number, and refuses a budget without a customer', async () => {
    const noMobile = await insertCustomer(w.db, w.tenant.id, {
      representativeId: w.customers.customer.representativeId,
    });
    const { pedido } = await budget(noMobile.id);
    const reply = await issue(pedido);
    expect(reply.body).toMatchObject({ whatsapp: null, mensagem: quoteMessages.noCellphone });
    const bare = await w.post(w.cookies.ana, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 1 });
    expect((await issue(bare.body.pedido.codigo)).body.exception).toBe(quoteMessages.customerRequired);
  });

  it("answers 404 for a budget the seller may not see and for another company's", async () => {
    const { pedido } = await budget();
    expect((await issue(pedido, w.cookies.caio)).status).toBe(404);
    const theirs = await insertOrder(w.db, w.other.id, { customerId: w.customers.outsider.id, customerName: 'Outra' });
    expect((await issue(theirs.id)).status).toBe(404);
    expect((await issue(pedido, w.cookies.customer)).status).toBe(403);
  });
});

describe('the public quote (GET /api/orcamento-publico/{token})', () => {
  it('shows company, items, terms and total to anyone with the link, without seller fields', async () => {
    const { pedido } = await budget();
    const token = tokenOf((await issue(pedido)).body.link);
    const reply = await view(token);
    expect(reply.statusCode).toBe(200);
    const quote = reply.json();
    expect(quote).toMatchObject({
      empresa: 'Tintas Teste',
      codigo: pedido,
      situacao: 'aberto',
      cliente: 'Loja Azul Ltda',
    });
    expect(quote.itens).toEqual([
      expect.objectContaining({ descricao: expect.stringContaining('Esmalte'), quantidade: 3 }),
    ]);
    expect(quote.totalCentavos).toBe((await orderRow(pedido))?.totalCents);
    expect(JSON.stringify(quote)).not.toMatch(/cfidsc|Vizinh/);
  });

  it('a wrong, revoked, replaced or expired token, or another company, gets the same bare 404', async () => {
    const { pedido } = await budget();
    const first = tokenOf((await issue(pedido)).body.link);
    const second = tokenOf((await issue(pedido)).body.link);
    const bare = { exception: quoteMessages.notFound };
    const gone = async (token: string, alias = 'padrao') => {
      const reply = await view(token, alias);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(bare);
    };
    await gone('x'.repeat(43));
    await gone('..%2F..');
    await gone(first);
    await gone(second, 'outra');
    expect((await view(second)).statusCode).toBe(200);
    await w.db
      .update(orders)
      .set({ pricedOn: '2020-01-01', issuedOn: '2020-01-01' })
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, pedido)));
    await gone(second);
    const { pedido: other } = await budget();
    const third = tokenOf((await issue(other)).body.link);
    const revoked = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/orcamentos/${other}/link-publico`,
      headers: { cookie: w.cookies.ana },
    });
    expect(revoked.json().mensagem).toBe(quoteMessages.revoked);
    await gone(third);
    expect((await accept(third)).statusCode).toBe(404);
  });

  it('is gone, with the same 404, once the seller made the budget a sale or it lost its customer', async () => {
    const bare = { exception: quoteMessages.notFound };
    const sold = await budget();
    const soldToken = tokenOf((await issue(sold.pedido)).body.link);
    const placed = await w.call(w.cookies.ana, 'PUT', `/pedido/${sold.pedido}`, { direcionamento: 'tpe' });
    expect(placed.body.pedido.cfistaped).toBe('Venda');
    expect((await view(soldToken)).json()).toEqual(bare);
    expect((await accept(soldToken)).statusCode).toBe(404);

    const orphan = await budget();
    const orphanToken = tokenOf((await issue(orphan.pedido)).body.link);
    await w.db
      .update(orders)
      .set({ customerId: null })
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, orphan.pedido)));
    const reply = await view(orphanToken);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(bare);
  });
});

describe('accepting (POST /api/orcamento-publico/{token}/aceitar)', () => {
  it('twice at once makes one order for the seller to confirm, mails the seller once, takes no stock yet', async () => {
    const { pedido, product } = await budget();
    const token = tokenOf((await issue(pedido)).body.link);
    const before = (await orderRow(pedido))?.version ?? 0;
    const replies = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies[0]?.json().mensagem).toBe(quoteMessages.accepted);
    const row = await orderRow(pedido);
    expect(row?.status).toBe('Reserva');
    // One change of the order, not three.
    expect(row?.version).toBe(before + 1);
    expect(await stockOf(product.id)).toBe(10);
    expect(await mailsTo(await anaEmail(), `Orçamento nº ${pedido} aceito pelo cliente - Tintas Teste`)).toHaveLength(
      1,
    );
    expect((await view(token)).json().situacao).toBe('aceito');
    const state = await w.call(w.cookies.ana, 'GET', `/api/orcamentos/${pedido}/link-publico`);
    expect(state.body).toMatchObject({ ativo: false, aceitoEm: expect.any(String) });
    // The seller confirms it as any order: the stock is taken then.
    const placed = await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido}`, { direcionamento: 'tpe' });
    expect(placed.body.pedido.cfistaped).toBe('Venda');
    expect(await stockOf(product.id)).toBe(7);
  });

  it("refuses with the checkout's stock check and leaves the budget as it was", async () => {
    const { pedido, product } = await budget();
    const token = tokenOf((await issue(pedido)).body.link);
    await w.db
      .update(products)
      .set({ stock: 1 })
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, product.id)));
    const reply = await accept(token);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().exception).toContain('disponível: 1');
    expect((await orderRow(pedido))?.status).toBe('Orcamento');
    expect((await view(token)).json().situacao).toBe('aberto');
  });
});

describe('asking for changes (POST /api/orcamento-publico/{token}/alteracoes)', () => {
  it('stores the note on the budget, shows it to the seller and mails them', async () => {
    const { pedido } = await budget();
    const token = tokenOf((await issue(pedido)).body.link);
    const ask = (mensagem: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/orcamento-publico/${token}/alteracoes?apelido=padrao`,
        payload: { mensagem },
      });
    expect((await ask('   ')).statusCode).toBe(400);
    const reply = await ask('Trocar para <b>galão</b> de 3,6 L');
    expect(reply.json().mensagem).toBe(quoteMessages.changesSent);
    const state = await w.call(w.cookies.ana, 'GET', `/api/orcamentos/${pedido}/link-publico`);
    expect(state.body.alteracoes).toEqual([expect.objectContaining({ mensagem: 'Trocar para <b>galão</b> de 3,6 L' })]);
    const [mail] = await mailsTo(await anaEmail(), `Pedido de alteração no orçamento nº ${pedido} - Tintas Teste`);
    expect(mail?.html).toContain('Trocar para &lt;b&gt;galão&lt;/b&gt;');
    expect((await w.call(w.cookies.caio, 'GET', `/api/orcamentos/${pedido}/link-publico`)).status).toBe(404);
    const stored = await w.db
      .select()
      .from(quoteChangeRequests)
      .where(and(eq(quoteChangeRequests.tenantId, w.tenant.id), eq(quoteChangeRequests.orderId, pedido)));
    expect(stored).toHaveLength(1);
  });

  it('refuses a change once the budget was accepted, and keeps nothing of it', async () => {
    const { pedido } = await budget();
    const token = tokenOf((await issue(pedido)).body.link);
    expect((await accept(token)).statusCode).toBe(200);
    const reply = await w.t.app.inject({
      method: 'POST',
      url: `/api/orcamento-publico/${token}/alteracoes?apelido=padrao`,
      payload: { mensagem: 'Trocar a cor' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().exception).toBe(quoteMessages.alreadyAccepted);
    const stored = await w.db
      .select()
      .from(quoteChangeRequests)
      .where(and(eq(quoteChangeRequests.tenantId, w.tenant.id), eq(quoteChangeRequests.orderId, pedido)));
    expect(stored).toEqual([]);
  });
});

describe('the page and its link preview (GET /proposta/{token})', () => {
  it('renders Open Graph tags with company and total, and noindex; a bad link a 404 page that says nothing', async () => {
    const { pedido } = await budget();
    const token = tokenOf((await issue(pedido)).body.link);
    const page = await w.t.app.inject({
      method: 'GET',
      url: `/proposta/${token}?apelido=padrao`,
      headers: { accept: '*/*' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.body).toContain(`<meta property="og:title" content="Orçamento nº ${pedido} - Tintas Teste" />`);
    expect(page.body).toMatch(
      /<meta property="og:description" content="Tintas Teste · Total R\$\s[\d.,]+ · válido até/,
    );
    expect(page.body).toContain(`/proposta/${token}?apelido=padrao" />`);
    const bad = await w.t.app.inject({ method: 'GET', url: '/proposta/nada?apelido=padrao' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('content="Orçamento indisponível"');
    expect(bad.body).not.toContain('Tintas Teste');
  });

  it('writes the description, the Open Graph tags and noindex, in that order', () => {
    expect(quoteHead({ title: 'Orçamento nº 7', description: 'Total R$ 10,00', url: 'https://loja/proposta/t' })).toBe(
      '<meta name="robots" content="noindex, nofollow" />' +
        '<meta name="description" content="Total R$ 10,00" />' +
        '<meta property="og:type" content="website" />' +
        '<meta property="og:title" content="Orçamento nº 7" />' +
        '<meta property="og:description" content="Total R$ 10,00" />' +
        '<meta property="og:url" content="https://loja/proposta/t" />',
    );
  });

  it('escapes every value it writes into the head', () => {
    const head = quoteHead({ title: '"><script>x()</script>', description: "a & b 'c'", url: 'https://x/?a="b"' });
    expect(head).not.toContain('<script>');
    expect(head).toContain('content="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(head).toContain('content="a &amp; b &#39;c&#39;"');
    expect(head).toContain('content="https://x/?a=&quot;b&quot;"');
  });
});
