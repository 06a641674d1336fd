import { cancelRequest, cartRefusal, cartReply, directRequest } from '../schemas/cart.js';
import {
  documentParams,
  documentQuery,
  freeMailBody,
  freeMailReply,
  mailPreviewRequest,
  orderMailReply,
  orderMailRequest,
} from '../schemas/order-mail.js';
import {
  budgetDeletionReply,
  budgetDeletionRequest,
  cancelReasonQuery,
  cancelReasonReply,
  deliveriesReply,
  deliveriesRequest,
  loadBudgetRequest,
  orderCodeParams,
  returnRequest,
  returnsReply,
  webOrderQuery,
  webOrderStatusReply,
} from '../schemas/orders.js';
import { tintTicketQuery } from '../schemas/tinting.js';
import { documentReply, endpoint } from './endpoint.js';

const html = documentReply('text/html');

/** The order flow, the order documents and mails, and the deliveries of an order (spec sections 7 and 8). */
export const orderCalls = {
  /** Directs the order: 'ped' saves the budget, 'tpe' turns it into a sale. */
  direct: endpoint({
    method: 'PUT',
    path: '/pedido/:orderCode',
    access: 'session',
    params: orderCodeParams,
    body: directRequest,
    reply: cartReply,
    refusal: cartRefusal,
  }),
  /** The order to continue; a `loja` id moves it to that store (a store's name is ignored). */
  loadBudget: endpoint({
    method: 'POST',
    path: '/load/budget',
    access: 'session',
    body: loadBudgetRequest,
    reply: cartReply,
  }),
  /** Deletes the budget and answers the new consumer budget that takes its place. */
  deleteBudget: endpoint({
    method: 'POST',
    path: '/delete-budget',
    access: 'session',
    body: budgetDeletionRequest,
    reply: budgetDeletionReply,
  }),
  webOrderStatus: endpoint({
    method: 'POST',
    path: '/consulta-pedido-web/results',
    access: 'session',
    body: webOrderQuery,
    reply: webOrderStatusReply,
  }),
  cancelReason: endpoint({
    method: 'POST',
    path: '/reason-canceled',
    access: 'session',
    body: cancelReasonQuery,
    reply: cancelReasonReply,
  }),
  /** Managers and admins cancel a sale with its reason. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/pedidos/:orderCode/cancelar',
    access: 'session',
    params: orderCodeParams,
    body: cancelRequest,
    reply: cartReply,
  }),
  /** Managers and admins take back some units of a sale's lines, with the reason (a 'Devolucao'). */
  returnItems: endpoint({
    method: 'POST',
    path: '/api/pedidos/:orderCode/devolver',
    access: 'operator',
    params: orderCodeParams,
    body: returnRequest,
    reply: cartReply,
  }),
  /** The returns of a sale the caller may see. */
  returns: endpoint({
    method: 'GET',
    path: '/api/pedidos/:orderCode/devolucoes',
    access: 'operator',
    params: orderCodeParams,
    reply: returnsReply,
  }),

  /** The preview of an order (with ?imprimir=1 its print view), as a page. */
  orderPreview: endpoint({
    method: 'GET',
    path: '/email-pedido/:id',
    access: 'session',
    params: documentParams,
    query: documentQuery,
    reply: html,
  }),
  budgetPreview: endpoint({
    method: 'GET',
    path: '/email-orcamento/:id',
    access: 'session',
    params: documentParams,
    query: documentQuery,
    reply: html,
  }),
  /** The formula ticket of each tinted line (docs/tinting.md), for the person at the dispenser; ?imprimir=1 prints. */
  tintTicket: endpoint({
    method: 'GET',
    path: '/api/pedidos/:id/ficha-tingimento',
    access: 'session',
    params: documentParams,
    query: tintTicketQuery,
    reply: html,
  }),
  /** The same tickets as the machine software's import CSV (layout in docs/tinting.md). */
  tintTicketCsv: endpoint({
    method: 'GET',
    path: '/api/pedidos/:id/ficha-tingimento/csv',
    access: 'session',
    params: documentParams,
    query: tintTicketQuery,
    reply: documentReply('text/csv'),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/pedidos/:id/pdf',
    access: 'session',
    params: documentParams,
    reply: documentReply('application/pdf'),
    limit: 'pdf',
  }),
  /** Mails the preview to `para` (several addresses, comma-separated). */
  sendOrderMail: endpoint({
    method: 'POST',
    path: '/email-pedido/:id',
    access: 'session',
    params: documentParams,
    body: orderMailRequest,
    reply: orderMailReply,
    limit: 'mail',
  }),
  /** The HTML a seller wrote, sanitised, in the mail's page. */
  freeMailPreview: endpoint({
    method: 'POST',
    path: '/apimail/visualizar-servicesendmail',
    access: 'operator',
    body: mailPreviewRequest,
    reply: html,
  }),
  deliveryMailPreview: endpoint({
    method: 'POST',
    path: '/apimail/visualizar-entrega',
    access: 'operator',
    body: mailPreviewRequest,
    reply: html,
  }),
  /** A seller's mail, with the order's document when `carrinho.codigo` is given: `[true]` or 'false'. */
  freeMail: endpoint({
    method: 'POST',
    path: '/enviar/email',
    access: 'operator',
    body: freeMailBody,
    reply: freeMailReply,
    limit: 'mail',
  }),
  deliveryMail: endpoint({
    method: 'POST',
    path: '/enviar/email/entrega',
    access: 'operator',
    body: freeMailBody,
    reply: freeMailReply,
    limit: 'mail',
  }),

  /** The deliveries of one order the caller may see. */
  deliveries: endpoint({
    method: 'POST',
    path: '/entrega-pedido/get',
    access: 'session',
    body: deliveriesRequest,
    reply: deliveriesReply,
  }),
};
