import {
  productImportReply,
  productImportRequest,
  productInput,
  productParams,
  productReply,
  richInput,
  richParams,
  richReply,
} from '../schemas/products.js';
import { endpoint } from './endpoint.js';

/**
 * 'Produtos' in the back office (docs/products.md): operators read, admins and managers change
 * (sellers 403), admins import; the list is the grid `POST /api/produtos/grid` (gridCalls.products).
 */
export const productCalls = {
  get: endpoint({
    method: 'GET',
    path: '/api/produtos/:codigo',
    access: 'operator',
    params: productParams,
    reply: productReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/produtos/:codigo',
    access: 'operator',
    params: productParams,
    body: productInput,
    reply: productReply,
  }),
  /** Spec section 7: one of the three rich texts, cleaned before it is stored. */
  editRich: endpoint({
    method: 'POST',
    path: '/produto/editar/:campo',
    access: 'operator',
    params: richParams,
    body: richInput,
    reply: richReply,
  }),
  /** A CSV or XLSX of products, or of prices and stock: a preview (`gravar` false) or the write. */
  import: endpoint({
    method: 'POST',
    path: '/api/produtos/importar',
    access: 'admin',
    body: productImportRequest,
    reply: productImportReply,
    limit: 'export',
  }),
};
