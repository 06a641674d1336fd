import {
  acceptQuoteReply,
  issueQuoteReply,
  publicQuoteReply,
  quoteChangesReply,
  quoteChangesRequest,
  quoteOrderParams,
  quoteStateReply,
  quoteTokenParams,
  revokeQuoteReply,
} from '../schemas/public-quote.js';
import { paymentStatusReply } from '../schemas/payments.js';
import { documentReply, endpoint } from './endpoint.js';

/**
 * The public quote (issue 17, docs/public-quote.md): the seller issues or revokes a budget's link;
 * anyone holding the link reads the budget, accepts it or asks for changes, with no login.
 */
export const publicQuoteCalls = {
  /** The public page itself: the client's HTML with the budget's link preview (Open Graph) and noindex. */
  page: endpoint({
    method: 'GET',
    path: '/proposta/:token',
    access: 'public',
    params: quoteTokenParams,
    reply: documentReply('text/html'),
  }),
  /** A new link for the budget (the previous one stops working) and the WhatsApp link to send it. */
  issue: endpoint({
    method: 'POST',
    path: '/api/orcamentos/:pedido/link-publico',
    access: 'operator',
    params: quoteOrderParams,
    reply: issueQuoteReply,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/orcamentos/:pedido/link-publico',
    access: 'operator',
    params: quoteOrderParams,
    reply: revokeQuoteReply,
  }),
  /** Whether the budget has a live link, when the customer accepted it, and their change requests. */
  state: endpoint({
    method: 'GET',
    path: '/api/orcamentos/:pedido/link-publico',
    access: 'operator',
    params: quoteOrderParams,
    reply: quoteStateReply,
  }),
  view: endpoint({
    method: 'GET',
    path: '/api/orcamento-publico/:token',
    access: 'public',
    params: quoteTokenParams,
    reply: publicQuoteReply,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/orcamento-publico/:token/aceitar',
    access: 'public',
    params: quoteTokenParams,
    reply: acceptQuoteReply,
  }),
  askChanges: endpoint({
    method: 'POST',
    path: '/api/orcamento-publico/:token/alteracoes',
    access: 'public',
    params: quoteTokenParams,
    body: quoteChangesRequest,
    reply: quoteChangesReply,
    limit: 'mail',
  }),
  /** The Pix of an accepted budget whose terms are Pix: state, 'copia e cola' and expiry (polled by the page). */
  payment: endpoint({
    method: 'GET',
    path: '/api/orcamento-publico/:token/pagamento',
    access: 'public',
    params: quoteTokenParams,
    reply: paymentStatusReply,
  }),
  /** A new Pix for it when the last one expired unpaid (the same one while it is still payable). */
  newPix: endpoint({
    method: 'POST',
    path: '/api/orcamento-publico/:token/pix',
    access: 'public',
    params: quoteTokenParams,
    reply: paymentStatusReply,
  }),
};
