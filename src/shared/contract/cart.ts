import {
  addItemRequest,
  cartParams,
  cartRefusal,
  cartReply,
  copyReply,
  copyRequest,
  customerChoice,
  discountsRequest,
  observationRequest,
  productSearchReply,
  productSearchRequest,
  removeItemRequest,
  removeItemsRequest,
} from '../schemas/cart.js';
import { renewRequest, termsOptions, termsRequest } from '../schemas/order-terms.js';
import { endpoint } from './endpoint.js';

/**
 * The cart helper calls the spec leaves unnamed (section 7), under /api/carrinho, and the product
 * search. Every change replies the whole cart as the server computed it; a stale `versao` is refused
 * (409) with the fresh cart in `carrinho` (`refusal`).
 */
export const cartCalls = {
  load: endpoint({
    method: 'GET',
    path: '/api/carrinho/:pedido',
    access: 'session',
    params: cartParams,
    reply: cartReply,
  }),
  /** Sets a product's quantity; without `pedido` it starts the caller's cart. */
  addItem: endpoint({
    method: 'POST',
    path: '/api/carrinho/itens',
    access: 'session',
    body: addItemRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  removeItem: endpoint({
    method: 'POST',
    path: '/api/carrinho/remover-item',
    access: 'session',
    body: removeItemRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  removeItems: endpoint({
    method: 'POST',
    path: '/api/carrinho/remover-itens',
    access: 'session',
    body: removeItemsRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  chooseCustomer: endpoint({
    method: 'POST',
    path: '/api/carrinho/cliente',
    access: 'session',
    body: customerChoice,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  /** The seller's discounts; from a customer they are ignored and the cart comes back unchanged. */
  discounts: endpoint({
    method: 'POST',
    path: '/api/carrinho/descontos',
    access: 'session',
    body: discountsRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  observation: endpoint({
    method: 'POST',
    path: '/api/carrinho/observacao',
    access: 'session',
    body: observationRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  /** Copies an order's items at today's prices into a new budget (or the cart `codigo`). */
  copy: endpoint({
    method: 'POST',
    path: '/api/carrinho/copiar',
    access: 'session',
    body: copyRequest,
    reply: copyReply,
  }),
  /** What the terminal offers for the commercial terms (the tenant's fpg, cpg, pcl and budget validity). */
  termsOptions: endpoint({
    method: 'GET',
    path: '/api/carrinho/condicoes',
    access: 'operator',
    reply: termsOptions,
  }),
  /** The seller's commercial terms of the order: store, payment, instalments, freight, delivery, PO number. */
  terms: endpoint({
    method: 'POST',
    path: '/api/carrinho/condicoes',
    access: 'operator',
    body: termsRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  /** An expired budget at today's prices, valid again from today. */
  renew: endpoint({
    method: 'POST',
    path: '/api/carrinho/renovar',
    access: 'session',
    body: renewRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  productSearch: endpoint({
    method: 'POST',
    path: '/api/produtos/busca',
    access: 'session',
    body: productSearchRequest,
    reply: productSearchReply,
  }),
};
