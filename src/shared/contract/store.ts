import { z } from 'zod';
import { addItemRequest, cartRefusal, cartReply } from '../schemas/cart.js';
import {
  catalogPage,
  catalogQuery,
  checkoutInfo,
  checkoutRequest,
  colourQuery,
  coloursReply,
  menusReply,
  productParams,
  shelvesReply,
  shippingOption,
  shippingQuery,
  storeProductPage,
} from '../schemas/store.js';
import { endpoint, envelope } from './endpoint.js';

/**
 * The online shop: the catalog visitors browse, the customer's cart (the same budget a seller sees),
 * the shipping quote and the checkout. Buying is for customer logins only (checked in the routes).
 */
export const storeCalls = {
  products: endpoint({
    method: 'GET',
    path: '/api/loja/produtos',
    access: 'public',
    query: catalogQuery,
    reply: catalogPage,
  }),
  product: endpoint({
    method: 'GET',
    path: '/api/loja/produtos/:id',
    access: 'public',
    params: productParams,
    reply: storeProductPage,
  }),
  shelves: endpoint({ method: 'GET', path: '/api/loja/vitrine', access: 'public', reply: shelvesReply }),
  menus: endpoint({ method: 'GET', path: '/api/loja/menus', access: 'public', reply: menusReply }),
  colours: endpoint({
    method: 'GET',
    path: '/api/loja/cores',
    access: 'public',
    query: colourQuery,
    reply: coloursReply,
  }),
  /** The open cart at today's prices; a visitor or a seller has none here (`carrinho: null`). */
  cart: endpoint({
    method: 'GET',
    path: '/api/loja/carrinho',
    access: 'public',
    reply: envelope({ carrinho: cartReply.nullable() }),
  }),
  /** Sets a product's quantity in the open cart, creating the cart when there is none. */
  addItem: endpoint({
    method: 'POST',
    path: '/api/loja/carrinho/itens',
    access: 'customer',
    body: addItemRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  /** The shipping options for a CEP, priced for an order's goods when `pedido` is given. */
  shipping: endpoint({
    method: 'GET',
    path: '/frete',
    access: 'public',
    query: shippingQuery,
    reply: z.array(shippingOption),
  }),
  checkoutInfo: endpoint({ method: 'GET', path: '/api/loja/checkout', access: 'customer', reply: checkoutInfo }),
  /** Places the order; everything is checked again on the server. */
  checkout: endpoint({
    method: 'POST',
    path: '/api/loja/finalizar',
    access: 'customer',
    body: checkoutRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
};
