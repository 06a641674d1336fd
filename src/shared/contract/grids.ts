import {
  codeNameMap,
  gridInfo,
  gridInfoQuery,
  gridReply,
  gridRequest,
  gridSummaryReply,
  gridSummaryRequest,
  manufacturerOption,
  optionRows,
  productGroupOption,
  storeOption,
} from '../schemas/grid.js';
import { endpoint, type Endpoint, type Nothing } from './endpoint.js';

/**
 * Every grid of spec section 7 answers the same 'Grid select' request with a page of wire rows; most
 * are for anyone logged in (the access policy picks the rows), a few for admins only.
 */
export type GridCall = Endpoint<
  Nothing,
  Nothing,
  typeof gridRequest,
  typeof gridReply,
  'session' | 'operator' | 'admin'
>;

export const grid = (path: string, access: GridCall['access'] = 'session'): GridCall =>
  endpoint({ method: 'POST', path, access, body: gridRequest, reply: gridReply });

/** The grids, one entry per address; the server's grid definitions and the web's DataGrid name these. */
export const gridCalls = {
  /** The sales list and pending budgets ('Operações Comerciais'). */
  orders: grid('/operacoes-comerciais/results'),
  /** Issued NF-e. */
  invoices: grid('/nfe-emitidas/grid'),
  /** Receivables with their boleto fields. */
  receivables: grid('/financeiro/get-duplicatas'),
  /** The customer list. */
  customers: grid('/cliente/result'),
  /** A customer's sales, by default over the last 12 months. */
  lastPurchases: grid('/last-shopping-cliente'),
  /** Deliveries of orders. */
  deliveries: grid('/entregas/results'),
  /** Customers' requests about their personal data (LGPD): admins only. */
  dataRequests: grid('/api/solicitacoes-titulares/grid', 'admin'),
  /** The store's newsletter sign-ups ('new'), exported through the spreadsheet: admins only. */
  newsletter: grid('/api/newsletter/grid', 'admin'),
  /** The price tables ('Tabelas de preço'): rows for managers and admins only. */
  priceTables: grid('/api/tabelas-preco/grid', 'operator'),
  /** One price table's product prices (`filterValue.tabela`): managers and admins only, sellers 403. */
  priceTableItems: grid('/api/tabelas-preco/precos/grid', 'operator'),
  /** The machines' colourants with their stock ('Estoque de corantes'): rows for managers and admins only. */
  colourants: grid('/api/tintas/corantes/grid', 'operator'),
  /** The catalogue ('Produtos'): every operator reads it. */
  products: grid('/api/produtos/grid', 'operator'),
};

/** What a grid offers (columns, key, default order), asked by its address; and the 'Filtros' lists. */
export const gridSupportCalls = {
  info: endpoint({ method: 'GET', path: '/api/grades', access: 'session', query: gridInfoQuery, reply: gridInfo }),
  /** Rows and money total of a grid's current query (`grade` = the grid's address), the caller's rows only. */
  summary: endpoint({
    method: 'POST',
    path: '/api/grades/resumo',
    access: 'session',
    body: gridSummaryRequest,
    reply: gridSummaryReply,
  }),
  stores: endpoint({ method: 'POST', path: '/loja/results', access: 'session', reply: optionRows(storeOption) }),
  productGroups: endpoint({
    method: 'POST',
    path: '/grupo-produto/results',
    access: 'session',
    reply: optionRows(productGroupOption),
  }),
  manufacturers: endpoint({
    method: 'POST',
    path: '/fabricante/results',
    access: 'session',
    reply: optionRows(manufacturerOption),
  }),
  /** Representatives as a code-to-name map (the spec's path keeps its spelling). */
  representatives: endpoint({ method: 'POST', path: '/representate/filtro', access: 'operator', reply: codeNameMap }),
  /** Active employees as a code-to-name map. */
  employees: endpoint({ method: 'POST', path: '/api/funcionarios/filtro', access: 'operator', reply: codeNameMap }),
};
