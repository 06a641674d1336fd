import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLevelOf, CUSTOMER_LEVEL, type AccessLevel } from '../../../shared/domain/access.js';
import type { Database } from '../../db/client.js';
import {
  insertBusinessUnit,
  insertCustomer,
  insertOrder,
  insertOrderItem,
  insertProduct,
  insertTenant,
} from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { documentTitle, htmlPage, orderDocumentHtml } from './order-document.js';
import { findItems, findOrder } from './orders.repo.js';

/**
 * The order as one HTML fragment (mail, preview, print, PDF), read line by line: what the seller
 * sees, what the customer sees, and the lines that appear only when filled.
 */
const SELLER = accessLevelOf('seller');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function documentOf(
  tenantFields: Parameters<typeof insertTenant>[1],
  orderFields: Parameters<typeof insertOrder>[2],
  level: AccessLevel,
  logoUrl?: string,
) {
  const tenant = await insertTenant(database.db, tenantFields);
  const customer = await insertCustomer(database.db, tenant.id, { name: 'Loja Azul' });
  const store = await insertBusinessUnit(database.db, tenant.id, 'Loja Centro');
  const order = await insertOrder(database.db, tenant.id, {
    customerId: customer.id,
    customerName: 'Loja <Azul>',
    businessUnitId: store.id,
    ...orderFields,
  });
  const paint = await insertProduct(database.db, tenant.id, { siteDescription: 'Tinta <Branca>', priceCents: 10_000 });
  await insertOrderItem(database.db, order, paint, { quantity: 3, discountCents: 1_000, packaging: '18 L' });
  const row = await findOrder(database.db, tenant.id, order.id);
  if (!row) throw new Error('order not found');
  const items = await findItems(database.db, tenant.id, order.id);
  return { html: orderDocumentHtml(tenant, row, items, { level }, logoUrl), tenant, order, row, paint };
}

/** The 'Totais' block, from its title to the total line. */
function totalsOf(html: string): string[] {
  const lines = html.split('\n');
  const from = lines.indexOf('<h3>Totais</h3>');
  return lines.slice(from, lines.findIndex((line, at) => at > from && line.startsWith('<p><strong>Total: ')) + 1);
}

const fullCompany = {
  tradeName: 'Tintas & Cia',
  legalName: 'Tintas e Cia Ltda',
  cnpj: '11222333000181',
  stateRegistration: '123.456.789.110',
  street: 'Rua das Cores',
  streetNumber: '100',
  complement: 'Sala 2',
  district: 'Centro',
  city: 'Campinas',
  state: 'SP',
  cep: '13010000',
  phone: '1932345678',
  email: 'vendas@tintas.com.br',
};

describe('the order document', () => {
  it('for the seller: company, customer, the line with its discount, totals with discount, index, freight and interest, the agreed terms', async () => {
    const { html, order, paint } = await documentOf(
      fullCompany,
      {
        issuedOn: '2026-03-07',
        issuedAt: '14:35:12',
        address: 'Rua A, 1 <fundos>',
        phone: '19998765432',
        discountCents: 500,
        percentageIndex: '2.5',
        shippingService: 'Entrega <Própria>',
        shippingCents: 2_500,
        instalmentInterestCents: 300,
        paymentMethod: 'D',
        instalments: 3,
        paymentStatus: 'Aguardando pagamento',
        paymentCondition: '28/56',
        deliveryDate: '2026-03-20',
        customerOrderNumber: 'PC-77',
        notes: 'Entregar pela manhã & ligar',
      },
      SELLER,
      '/arquivos/logo.png?a=1&b=2',
    );
    // 3 × R$ 100,00 − R$ 10,00 = R$ 290,00; 2,5 % of it R$ 7,25; − R$ 5,00; + R$ 25,00 freight + R$ 3,00 interest.
    expect(html.split('\n')).toEqual([
      '<img src="/arquivos/logo.png?a=1&amp;b=2" alt="Logo Tintas &amp; Cia" height="35" style="height:35px">',
      '<h1>Tintas &amp; Cia</h1>',
      '<p>Tintas e Cia Ltda - CNPJ 11.222.333/0001-81 - IE 123.456.789.110</p>',
      '<p>Rua das Cores, 100, Sala 2 - Centro - Campinas/SP - CEP 13010-000</p>',
      '<p>(19) 3234-5678 - vendas@tintas.com.br</p>',
      '<hr>',
      `<h2>Pedido nº ${order.id}</h2>`,
      '<p>Data: 07/03/2026 14:35 - Situação: Venda</p>',
      '<h3>Cliente</h3>',
      `<p>Loja &lt;Azul&gt; (código ${order.customerId})</p>`,
      '<p>Endereço: Rua A, 1 &lt;fundos&gt;</p>',
      '<p>Telefone: (19) 99876-5432</p>',
      '<h3>Itens</h3>',
      '<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;width:100%">',
      '<tr><th>Código</th><th>Produto</th><th>Qtd.</th><th>Preço unit.</th><th>Desconto</th><th>Total</th></tr>',
      `<tr><td>${paint.id}</td><td>Tinta &lt;Branca&gt; - 18 L</td><td style="text-align:right">3</td><td style="text-align:right">R$ 100,00</td><td style="text-align:right">R$ 10,00</td><td style="text-align:right">R$ 290,00</td></tr>`,
      '</table>',
      '<h3>Totais</h3>',
      '<p>Subtotal: R$ 290,00</p>',
      '<p>Desconto: R$ 5,00</p>',
      '<p>Índice (2,5 %): R$ 7,25</p>',
      '<p>Frete (Entrega &lt;Própria&gt;): R$ 25,00</p>',
      '<p>Juros do parcelamento: R$ 3,00</p>',
      '<p><strong>Total: R$ 305,75</strong></p>',
      '<h3>Condições comerciais</h3>',
      '<p>Loja: Loja Centro</p>',
      '<p>Forma de pagamento: Boleto em 3 parcelas</p>',
      '<p>Situação do pagamento: Aguardando pagamento</p>',
      '<p>Condição de pagamento: 28/56 dias</p>',
      '<p>Entrega prevista: 20/03/2026</p>',
      '<p>Pedido do cliente: PC-77</p>',
      '<p>Observações: Entregar pela manhã &amp; ligar</p>',
    ]);
  });

  it('for the customer: no discount column, no discount or index lines', async () => {
    const { html, paint } = await documentOf(
      fullCompany,
      { discountCents: 500, percentageIndex: '2.5' },
      CUSTOMER_LEVEL,
    );
    expect(html).toContain('<tr><th>Código</th><th>Produto</th><th>Qtd.</th><th>Preço unit.</th><th>Total</th></tr>');
    expect(html).toContain(
      `<tr><td>${paint.id}</td><td>Tinta &lt;Branca&gt; - 18 L</td><td style="text-align:right">3</td><td style="text-align:right">R$ 100,00</td><td style="text-align:right">R$ 290,00</td></tr>`,
    );
    expect(html).not.toMatch(/Desconto|Índice/);
    // The total is the order's all the same.
    expect(html).toContain('<p><strong>Total: R$ 277,75</strong></p>');
    expect(totalsOf(html)).toEqual([
      '<h3>Totais</h3>',
      '<p>Subtotal: R$ 290,00</p>',
      '<p><strong>Total: R$ 277,75</strong></p>',
    ]);
  });

  it("a bare company and order: no logo, no contact lines, 'Não cadastrado' where the spec wants a value", async () => {
    const { html, order } = await documentOf(
      { tradeName: 'Loja Simples', legalName: 'Loja Simples ME' },
      { customerId: null, address: '  ', phone: null, notes: null, issuedAt: '09:05:00' },
      SELLER,
    );
    const lines = html.split('\n');
    expect(lines.slice(0, 3)).toEqual(['<h1>Loja Simples</h1>', '<p>Loja Simples ME</p>', '<hr>']);
    expect(lines).toContain('<p>Loja &lt;Azul&gt;</p>');
    expect(lines).toContain('<p>Endereço: Não cadastrado</p>');
    expect(lines).toContain('<p>Telefone: Não cadastrado</p>');
    expect(lines).toContain('<p>Forma de pagamento: Não cadastrado</p>');
    expect(lines).toContain('<p>Observações: Não cadastrado</p>');
    expect(lines).toContain(`<p>Data: 15/01/2026 09:05 - Situação: Venda</p>`);
    expect(html).not.toMatch(
      /Frete|Juros|Situação do pagamento|Condição de pagamento|Entrega prevista|Pedido do cliente/,
    );
    expect(html).not.toContain('válido até');
    // No freight, no interest: the seller's discount and index, then the total.
    expect(totalsOf(html)).toEqual([
      '<h3>Totais</h3>',
      '<p>Subtotal: R$ 290,00</p>',
      '<p>Desconto: R$ 0,00</p>',
      '<p>Índice (0 %): R$ 0,00</p>',
      '<p><strong>Total: R$ 290,00</strong></p>',
    ]);
    expect(documentTitle(order, { tradeName: 'Loja Simples' } as never)).toBe(`Pedido nº ${order.id} - Loja Simples`);
  });

  it('only the filled parts of the address: city without state, phone without e-mail', async () => {
    const { html } = await documentOf(
      { tradeName: 'Loja', legalName: 'Loja Ltda', city: 'Campinas', phone: '1932345678' },
      {},
      SELLER,
    );
    expect(html.split('\n').slice(2, 4)).toEqual(['<p>Campinas</p>', '<p>(19) 3234-5678</p>']);
  });

  it('a budget: its title, the store unknown, paid at once, and until when it is valid', async () => {
    const { html, order, row } = await documentOf(
      { tradeName: 'Loja', legalName: 'Loja Ltda', budgetValidityDays: 10 },
      { status: 'Orçamento', issuedOn: '2026-03-07', pricedOn: '2026-03-10', paymentMethod: 'X', instalments: 1 },
      SELLER,
    );
    expect(row.validityDays).toBe(10);
    expect(html).toContain(`<h2>Orçamento nº ${order.id}</h2>`);
    expect(html).toContain('<p>Forma de pagamento: Pix</p>');
    expect(html).toContain('<p>Orçamento válido até: 20/03/2026</p>');
  });
});

describe('the page around it', () => {
  it('is a pt-BR page with the title escaped, and the print rule only when printing', () => {
    const page = htmlPage('Pedido <1>', '<p>corpo</p>');
    expect(
      page.startsWith('<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pedido &lt;1&gt;</title>'),
    ).toBe(true);
    expect(page.endsWith('</style></head><body><p>corpo</p></body></html>')).toBe(true);
    expect(page).not.toContain('@media print');
    expect(htmlPage('x', '', true)).toContain('@media print{body{margin:0}}');
  });
});
