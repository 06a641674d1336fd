import { contract } from '../../shared/contract/contract.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import {
  cancelReasons,
  CEP,
  customersOf,
  markers,
  saleCents,
  SHIPPING,
  type AccessWorld,
  type Labels,
  type Owner,
  type Viewer,
} from './access.fixture.js';
import { readZip } from '../test/zip-read.js';
import { companyDay } from '../test/calendar.js';
import { biProbes } from './access-probes-bi.js';
import { companyWide, forOperators, REFUSED, scoped } from './access-expectations.js';
import {
  company,
  countedBy,
  label,
  listed,
  NEIGHBOUR_MARK,
  oneOrder,
  pdfText,
  rowsOf,
  sheetRows,
  summedBy,
  type Reply,
} from './access-rows.js';

/**
 * How the access table (access-table.test.ts) reads each route: the calls it makes (`asks`), the
 * rows of a reply (access-rows.ts) and what each viewer must see (access-expectations.ts).
 */

export type Ask = { params?: Record<string, unknown>; query?: Record<string, string>; body?: object };
export type Probe = {
  entry: Endpoint;
  asks: (w: AccessWorld) => Ask[];
  rows: (reply: Reply, w: AccessWorld) => Promise<string[]> | string[];
  expected: Record<Viewer, string[]>;
};

/** Every order of the world, sales, cancelled orders and carts. */
const allOrders = (w: AccessWorld) =>
  customersOf.flatMap((o) => [w.ids[o].sale, w.ids[o].cancelled, ...(w.ids[o].cart ? [w.ids[o].cart] : [])]);
const eachOrder = (w: AccessWorld, ask: (id: number) => Ask) => allOrders(w).map(ask);
const eachCustomer = (w: AccessWorld, ask: (id: number) => Ask) => customersOf.map((o) => ask(w.ids[o].customer));

const {
  cart,
  company: companyCalls,
  customers,
  fiscal,
  grids,
  gridSupport,
  orders,
  store,
  storeConfig,
  users,
} = contract;
/** Each row of a company-wide list: ours unless it names the neighbour. */
const rowCompanies = (reply: Reply) =>
  rowsOf(reply.json).map((row) => (NEIGHBOUR_MARK.test(JSON.stringify(row)) ? 'vizinha' : 'padrao'));
const idsOf = (labels: Map<number, string>) => [...labels.keys()].map(String);
/** A document's owners by the customer names in its text; the neighbour's by its marker. */
const ownersNamedIn = (text: string, kind: string) =>
  NEIGHBOUR_MARK.test(text)
    ? ['vizinha']
    : customersOf.filter((o) => markers[o].some((m) => text.includes(m))).map((o) => `${o}.${kind}`);
/** A customer's own call: each customer their own records, every operator refused. */
const customersOnly = (kinds: string[]) => ({
  ...scoped(kinds),
  seller1: REFUSED,
  seller2: REFUSED,
  manager: REFUSED,
  admin: REFUSED,
  neighbourAdmin: REFUSED,
});
const gridProbe = (entry: Endpoint, kind: keyof Labels, idColumn: string, kinds: string[]): Probe => ({
  entry,
  asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
  rows: listed(kind, idColumn),
  expected: scoped(kinds),
});

/** The routes that return records, each with the rows every viewer must see. */
export const probes: Probe[] = [
  {
    entry: cart.load,
    asks: (w) => eachOrder(w, (pedido) => ({ params: { pedido } })),
    rows: (r, w) => oneOrder(r.text, (r.json as { pedido: { codigo: number } }).pedido.codigo, w),
    expected: scoped(['sale', 'cancelled', 'cart']),
  },
  {
    entry: orders.loadBudget,
    asks: (w) => eachOrder(w, (budgetId) => ({ body: { action: 'select', budgetId } })),
    rows: (r, w) => oneOrder(r.text, (r.json as { pedido: { codigo: number } }).pedido.codigo, w),
    expected: scoped(['sale', 'cancelled', 'cart']),
  },
  {
    entry: orders.webOrderStatus,
    // This reply names no customer: it is asked about our cancelled orders, which the neighbour has none of.
    asks: (w) => customersOf.map((o) => ({ body: { cficodped: w.ids[o].cancelled } })),
    rows: (r, w) =>
      rowsOf(r.json).map((row) => {
        const known = w.labels.order.get(Number(row.cficodped));
        return known?.endsWith('.cancelled') && row.cfistapdw === 'Cancelado' ? known : 'vizinha';
      }),
    expected: scoped(['cancelled']),
  },
  {
    entry: orders.cancelReason,
    asks: (w) => customersOf.map((o) => ({ body: { codOpe: w.ids[o].cancelled } })),
    rows: (r) =>
      customersOf
        .filter((o) => (r.json as { motivo: string }).motivo === cancelReasons[o])
        .map((o) => `${o}.cancelled`),
    expected: scoped(['cancelled'], { neighbourAdmin: [] }),
  },
  {
    entry: orders.returns,
    asks: (w) => eachOrder(w, (orderCode) => ({ params: { orderCode } })),
    rows: (r, w) => oneOrder(r.text, (r.json as { cficodped: number }).cficodped, w),
    expected: forOperators(['sale', 'cancelled', 'cart']),
  },
  ...[orders.orderPreview, orders.budgetPreview, orders.tintTicket].map((entry): Probe => ({
    entry,
    asks: (w) => eachOrder(w, (id) => ({ params: { id }, query: { imprimir: '1' } })),
    rows: (r, w) => oneOrder(r.text, r.text.match(/nº (\d+)/)?.[1], w),
    expected: scoped(['sale', 'cancelled', 'cart']),
  })),
  {
    entry: orders.pdf,
    asks: (w) => customersOf.map((o) => ({ params: { id: w.ids[o].sale } })),
    rows: async (r, w) => {
      const text = await pdfText(r.raw);
      return oneOrder(text, text.match(/nº (\d+)/)?.[1], w);
    },
    expected: scoped(['sale']),
  },
  {
    entry: orders.deliveries,
    asks: (w) => customersOf.map((o) => ({ body: { action: 'select', budgetId: w.ids[o].sale } })),
    rows: listed('delivery', 'cficodpet'),
    expected: scoped(['delivery']),
  },
  {
    entry: customers.details,
    asks: (w) => eachCustomer(w, (codigo) => ({ body: { codigo } })),
    rows: (r, w) => [label(w.labels.customer, (r.json as { codigo: number }).codigo, r.text)],
    expected: scoped(['']),
  },
  {
    entry: customers.email,
    asks: (w) => eachCustomer(w, (cod) => ({ body: { cod } })),
    rows: (r) => customersOf.filter((o) => (r.json as { email: string }).email === markers[o][1]),
    expected: scoped([''], { neighbourAdmin: [] }),
  },
  {
    entry: customers.comparison,
    asks: (w) => eachCustomer(w, (idCliente) => ({ body: { idCliente } })),
    // Months of sales: the sum names whose sale it is (the totals are distinct powers of two).
    rows: (r) => {
      const cents = Math.round(rowsOf(r.json).reduce((s, m) => s + Number(m.vlr), 0) * 100);
      return customersOf.filter((o) => saleCents[o] === cents).map((o) => `${o}.sale`);
    },
    expected: scoped(['sale'], { neighbourAdmin: [] }),
  },
  {
    entry: contract.dashboard.panel,
    asks: () => [{}],
    rows: (r) => countedBy(r.json),
    expected: forOperators([''], { neighbourAdmin: ['other figures'] }),
  },
  {
    // The representatives and stores of the company with their goals: the managers' and admins'.
    entry: contract.dashboard.goals,
    asks: () => [{ query: { mes: new Date().toISOString().slice(0, 7) } }],
    rows: company,
    expected: { ...companyWide('operator'), seller1: REFUSED, seller2: REFUSED },
  },
  gridProbe(grids.orders, 'order', 'cficodped', ['sale', 'cancelled', 'cart']),
  ...biProbes,
  gridProbe(grids.invoices, 'invoice', 'sr_recno', ['invoice']),
  gridProbe(grids.receivables, 'receivable', 'sr_recno', ['receivable']),
  gridProbe(grids.customers, 'customer', 'cficodcli', ['']),
  // NF-e XML and DANFE, and boletos: one call per record of the world; the document names its customer.
  {
    entry: fiscal.xml,
    asks: (w) => idsOf(w.labels.invoice).map((nota) => ({ query: { nota } })),
    rows: (r) => ownersNamedIn(r.text, 'invoice'),
    // The neighbour's notes were imported without XML (404): only its own could have been seen.
    expected: scoped(['invoice'], { neighbourAdmin: [] }),
  },
  {
    entry: fiscal.danfe,
    asks: (w) => idsOf(w.labels.invoice).map((xml) => ({ query: { xml } })),
    rows: async (r) => ownersNamedIn(await pdfText(r.raw), 'invoice'),
    expected: scoped(['invoice'], { neighbourAdmin: [] }),
  },
  {
    entry: fiscal.zip,
    asks: () => [{ query: { de: `${companyDay().slice(0, 7)}-01`, ate: companyDay() } }],
    rows: (r) => [...readZip(r.raw).values()].flatMap((file) => ownersNamedIn(file.toString('utf8'), 'invoice')),
    expected: scoped(['invoice'], { neighbourAdmin: [] }),
  },
  {
    entry: fiscal.boleto,
    asks: (w) => idsOf(w.labels.receivable).map((id) => ({ params: { id } })),
    rows: async (r) => ownersNamedIn(await pdfText(r.raw), 'receivable'),
    expected: scoped(['receivable']),
  },
  gridProbe(grids.deliveries, 'delivery', 'cficodpet', ['delivery']),
  // A customer's own data (LGPD): only customers, each only themselves; the text names whose it is.
  ...[contract.privacy.exportJson, contract.privacy.exportPdf].map((entry): Probe => ({
    entry,
    asks: () => [{}],
    rows: async (r) => {
      const text = r.raw.subarray(0, 4).toString() === '%PDF' ? await pdfText(r.raw) : r.text;
      return customersOf.filter((o) => markers[o].some((m) => text.includes(m)));
    },
    expected: customersOnly(['']),
  })),
  // The data requests are the admins' (the world has none: the refusals are what this reads).
  {
    entry: grids.dataRequests,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: listed('customer', 'cficlisol'),
    expected: { ...companyWide('admin'), admin: [], neighbourAdmin: [] },
  },
  {
    entry: companyCalls.get,
    asks: () => [{}],
    rows: company,
    expected: companyWide('admin'),
  },
  // The configuration editor: every key of the company (the neighbour's rows carry its mark).
  {
    entry: storeConfig.all,
    asks: () => [{}],
    rows: company,
    expected: companyWide('admin'),
  },
  {
    entry: storeConfig.versions,
    asks: () => [{ params: { nome: 'crh' } }],
    rows: (reply) => rowsOf(reply.json, 'versoes').map(() => 'padrao'),
    expected: { ...companyWide('admin'), admin: [], neighbourAdmin: [] },
  },
  // Moip's webhooks, read from the provider with the company's own credentials (the world saves none).
  {
    entry: contract.paymentConfig.moipWebhooks,
    asks: () => [{}],
    rows: (reply) => rowsOf(reply.json, 'webhooks').map(() => 'padrao'),
    expected: { ...companyWide('admin'), admin: [], neighbourAdmin: [] },
  },
  // Back-office users and the audit log are the admins' (the world writes no audit line).
  {
    entry: users.list,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: companyWide('admin'),
  },
  {
    entry: users.get,
    asks: () => [1, 2, 3, 4].map((codigo) => ({ params: { codigo } })),
    rows: company,
    expected: companyWide('admin'),
  },
  {
    entry: users.audit,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: { ...companyWide('admin'), admin: [], neighbourAdmin: [] },
  },
  // Price tables are the managers' and admins' (the world has none of its own; pricing.test.ts fills them,
  // the neighbour has tables 1..4): nobody here may see the neighbour's.
  {
    entry: grids.priceTables,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: { ...companyWide('operator'), seller1: [], seller2: [], manager: [], admin: [] },
  },
  {
    entry: contract.priceTables.get,
    asks: () => [1, 2, 3, 4].map((codigo) => ({ params: { codigo } })),
    rows: company,
    expected: { ...companyWide('operator'), seller1: REFUSED, seller2: REFUSED, manager: [], admin: [] },
  },
  // A table's prices: the neighbour's tables 1..4 have lines, ours none; a seller is refused outright.
  {
    entry: grids.priceTableItems,
    asks: () => [1, 2, 3, 4].map((tabela) => ({ body: { action: 'select', filterValue: { tabela } } })),
    rows: rowCompanies,
    expected: { ...companyWide('operator'), seller1: REFUSED, seller2: REFUSED, manager: [], admin: [] },
  },
  // The colourant stock is the managers' and admins' (the world has no machines; the neighbour has
  // colourants with the ids a test company gets): nobody here may see the neighbour's.
  {
    entry: grids.colourants,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: { ...companyWide('operator'), seller1: [], seller2: [], manager: [], admin: [] },
  },
  // The catalogue ('Produtos') is every operator's, company-wide; customers are refused.
  {
    entry: grids.products,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: companyWide('operator'),
  },
  {
    entry: contract.products.get,
    asks: (w) => w.products.map((codigo) => ({ params: { codigo } })),
    rows: company,
    expected: companyWide('operator'),
  },
  // Discount approvals (one approved on each sale): the queue is the managers' and admins', an
  // order's request whoever sees the order, the notices the seller who asked.
  {
    entry: contract.discounts.queue,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: listed('order', 'cficodped'),
    expected: forOperators(['sale'], { seller1: [], seller2: [], neighbourAdmin: [] }),
  },
  {
    entry: contract.discounts.ofOrder,
    asks: (w) => eachOrder(w, (pedido) => ({ params: { pedido } })),
    rows: (reply, w) => {
      const codigo = (reply.json as { aprovacao: { codigo: number } | null }).aprovacao?.codigo;
      return codigo === undefined ? [] : [w.approvals.get(codigo) ?? `?${codigo}`];
    },
    expected: forOperators(['sale'], { neighbourAdmin: [] }),
  },
  {
    entry: contract.discounts.notices,
    asks: () => [{}],
    rows: (reply, w) => rowsOf(reply.json, 'avisos').map((row) => w.labels.order.get(Number(row.pedido)) ?? '?'),
    expected: forOperators(['sale'], { manager: [], admin: [], neighbourAdmin: [] }),
  },
  // The sellers' caps: the managers' and admins' list of the company's sellers.
  {
    entry: contract.discounts.caps,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: { ...companyWide('operator'), seller1: [], seller2: [] },
  },
  // Newsletter sign-ups are the admins' (the world signs nobody up; newsletter.test.ts fills one per company).
  {
    entry: grids.newsletter,
    asks: () => [{ body: { action: 'select', limit: { page: 0, offset: 100 } } }],
    rows: rowCompanies,
    expected: { ...companyWide('admin'), admin: [], neighbourAdmin: [] },
  },
  {
    entry: grids.lastPurchases,
    asks: (w) => eachCustomer(w, (codCli) => ({ body: { action: 'select', codCli } })),
    rows: listed('order', 'cficodped'),
    expected: scoped(['sale']),
  },
  {
    entry: gridSupport.summary,
    asks: () => [{ body: { grade: grids.receivables.path } }],
    rows: (r) => summedBy(r.json),
    expected: scoped(['receivable'], { neighbourAdmin: ['other figures'] }),
  },
  {
    entry: contract.documents.spreadsheet,
    asks: () => [{ body: { action: 'select', grade: grids.orders.path, pagina: '/comercial/vendas' } }],
    rows: (r, w) => (r.status === 200 ? sheetRows(r.raw, w) : []),
    expected: scoped(['sale', 'cancelled', 'cart']),
  },
  {
    entry: store.cart,
    asks: () => [{}],
    rows: (r, w) => {
      const open = (r.json as { carrinho: { pedido: { codigo: number } } | null }).carrinho;
      return open ? oneOrder(r.text, open.pedido.codigo, w) : [];
    },
    // Only a customer has a shop cart: their own.
    expected: {
      ...scoped(['cart']),
      anonymous: [],
      outsider: [],
      seller1: [],
      seller2: [],
      manager: [],
      admin: [],
      neighbourAdmin: [],
    },
  },
  {
    entry: store.shipping,
    asks: (w) => customersOf.map((o) => ({ query: { cep: CEP, pedido: String(w.ids[o].sale) } })),
    // The quote is priced on the order's goods: its price names whose order it is.
    rows: (r) => {
      const quotes = (r.json as Array<{ servico: string; valor: number }>) ?? [];
      const price = (o: Owner) => (SHIPPING.baseCents + (saleCents[o] * SHIPPING.percent) / 100) / 100;
      return quotes
        .map((q) =>
          q.servico === SHIPPING.service
            ? (customersOf.find((o) => Math.abs(price(o) - q.valor) < 0.005) ?? '?')
            : 'vizinha',
        )
        .map((o) => (o.length === 1 ? `${o}.sale` : o));
    },
    expected: scoped(['sale']),
  },
  {
    entry: store.checkoutInfo,
    asks: () => [{}],
    rows: (r) => customersOf.filter((o) => r.text.includes(markers[o][0] ?? '?')),
    expected: customersOnly(['']),
  },
  ...(
    [
      [cart.productSearch, 'session', { body: { termo: '' } }],
      [gridSupport.stores, 'session', {}],
      [gridSupport.productGroups, 'session', {}],
      [gridSupport.manufacturers, 'session', {}],
      [gridSupport.representatives, 'operator', {}],
      [gridSupport.employees, 'operator', {}],
      [contract.mail.outbox, 'admin', {}],
      [contract.shippingRules.list, 'admin', {}],
      [store.products, 'public', {}],
      [store.shelves, 'public', {}],
      [store.menus, 'public', {}],
      [store.colours, 'public', { query: { busca: 'AZ01' } }],
    ] as const
  ).map(([entry, access, ask]): Probe => ({ entry, asks: () => [ask], rows: company, expected: companyWide(access) })),
  {
    entry: store.product,
    asks: (w) => w.products.map((id) => ({ params: { id } })),
    rows: company,
    expected: companyWide('public'),
  },
  // Last: it writes to the caller's open cart (the other probes' world stays as they expect it).
  {
    entry: contract.account.buyAgain,
    asks: (w) => customersOf.map((o) => ({ body: { pedido: w.ids[o].sale } })),
    // Each owner's product costs their sale's amount: a line's price names whose order was read.
    rows: (r) => {
      const lines = (r.json as { carrinho: { itens: Array<{ cfiprcite: number }> } }).carrinho.itens;
      return customersOf
        .filter((o) => lines.some((line) => Math.round(line.cfiprcite * 100) === saleCents[o]))
        .map((o) => `${o}.sale`);
    },
    expected: customersOnly(['sale']),
  },
];
