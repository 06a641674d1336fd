import {
  deletedReply,
  priceImportReply,
  priceImportRequest,
  priceItemInput,
  priceItemParams,
  priceTableInput,
  priceTableParams,
  priceTableReply,
} from '../schemas/price-tables.js';
import { endpoint } from './endpoint.js';

/**
 * 'Tabelas de preço' (docs/pricing.md): managers and admins edit them (sellers 403); the list is the
 * grid `POST /api/tabelas-preco/grid` (gridCalls.priceTables).
 */
export const priceTableCalls = {
  get: endpoint({
    method: 'GET',
    path: '/api/tabelas-preco/:codigo',
    access: 'operator',
    params: priceTableParams,
    reply: priceTableReply,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tabelas-preco',
    access: 'operator',
    body: priceTableInput,
    reply: priceTableReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tabelas-preco/:codigo',
    access: 'operator',
    params: priceTableParams,
    body: priceTableInput,
    reply: priceTableReply,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tabelas-preco/:codigo',
    access: 'operator',
    params: priceTableParams,
    reply: deletedReply,
  }),
  /** Sets one product's price in the table (adds the line or changes it). */
  setItem: endpoint({
    method: 'PUT',
    path: '/api/tabelas-preco/:codigo/itens/:produto',
    access: 'operator',
    params: priceItemParams,
    body: priceItemInput,
    reply: priceTableReply,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/api/tabelas-preco/:codigo/itens/:produto',
    access: 'operator',
    params: priceItemParams,
    reply: priceTableReply,
  }),
  /** A CSV or XLSX of codes and prices: a preview (`gravar` false) or the write, in one transaction. */
  import: endpoint({
    method: 'POST',
    path: '/api/tabelas-preco/:codigo/importar',
    access: 'operator',
    params: priceTableParams,
    body: priceImportRequest,
    reply: priceImportReply,
    limit: 'export',
  }),
};
