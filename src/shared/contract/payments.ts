import {
  cardAuthSessionReply,
  cardSessionReply,
  cieloWebhookBody,
  cieloWebhookParams,
  moipWebhookBody,
  moipWebhookParams,
  instalmentPlanReply,
  instalmentQuery,
  pagSeguroWebhookBody,
  pagSeguroWebhookParams,
  paymentOrderParams,
  paymentStatusReply,
  pixWebhookBody,
  pixWebhookParams,
  webhookReply,
} from '../schemas/payments.js';
import { endpoint } from './endpoint.js';

/** Payments that take money (issue 18): the state of an order's payment and the providers' webhooks. */
export const paymentCalls = {
  /**
   * The payment of an order (the customer's own; staff by the access policy): state, reason, and for
   * Pix the 'copia e cola' and expiry. Polled by the purchase page; asks the PSP when the webhook is late.
   */
  status: endpoint({
    method: 'GET',
    path: '/api/pagamentos/pedido/:pedido',
    access: 'session',
    params: paymentOrderParams,
    reply: paymentStatusReply,
  }),
  /**
   * The PSP's webhook (BCB Pix API v2: it posts to the registered address + '/pix'). The address
   * carries the company and a secret; a bad secret gets 401 and changes nothing.
   */
  pixWebhook: endpoint({
    method: 'POST',
    path: '/api/pagamentos/pix/webhook/:segredo/pix',
    access: 'public',
    params: pixWebhookParams,
    body: pixWebhookBody,
    reply: webhookReply,
  }),
  /**
   * Cielo's notification post ({PaymentId, ChangeType}) to the address the company registers at
   * Cielo. The body is never trusted: the sale is read back from Cielo's query API.
   */
  cieloWebhook: endpoint({
    method: 'POST',
    path: '/api/pagamentos/cielo/webhook/:segredo',
    access: 'public',
    params: cieloWebhookParams,
    body: cieloWebhookBody,
    reply: webhookReply,
  }),
  /**
   * A Silent Order Post access token for one card at Cielo (each try asks a new one: it takes one
   * card and lasts 20 minutes). 404 when the store's Cielo account takes cards another way.
   */
  cardSession: endpoint({
    method: 'POST',
    path: '/api/pagamentos/cartao/sessao',
    access: 'customer',
    reply: cardSessionReply,
  }),
  /**
   * An access token of Cielo's 3-D Secure 2.0 MPI for one authentication (the page's BP.Mpi script
   * asks the card's issuer with it). 404 when the store does not authenticate cards.
   */
  cardAuthSession: endpoint({
    method: 'POST',
    path: '/api/pagamentos/cartao/autenticacao',
    access: 'customer',
    reply: cardAuthSessionReply,
  }),
  /**
   * The instalments the card form offers for a total and a brand ('pcl' and the provider's interest:
   * Cielo's issuer, PagBank's own calculation, Moip none). A quote: the checkout recomputes it.
   */
  instalmentPlan: endpoint({
    method: 'GET',
    path: '/api/pagamentos/cartao/parcelas',
    access: 'customer',
    query: instalmentQuery,
    reply: instalmentPlanReply,
  }),
  /**
   * PagBank's notification (the order JSON) to the `notification_urls` of each card order. Signed in
   * `x-authenticity-token` (SHA-256 of the account token, '-' and the raw body) and addressed with
   * the company's secret; the charge is read back from PagBank anyway.
   */
  pagSeguroWebhook: endpoint({
    method: 'POST',
    path: '/api/pagamentos/pagseguro/webhook/:segredo',
    access: 'public',
    params: pagSeguroWebhookParams,
    body: pagSeguroWebhookBody,
    reply: webhookReply,
  }),
  /**
   * Moip's notification ({event, resource: {payment}}) to the address of the account's notification
   * preference (ensured before each card charge). `Authorization` carries that preference's token;
   * the payment is read back from Moip anyway.
   */
  moipWebhook: endpoint({
    method: 'POST',
    path: '/api/pagamentos/moip/webhook/:segredo',
    access: 'public',
    params: moipWebhookParams,
    body: moipWebhookBody,
    reply: webhookReply,
  }),
};
