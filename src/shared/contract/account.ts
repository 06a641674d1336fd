import {
  buyAgainReply,
  buyAgainRequest,
  changePasswordReply,
  changePasswordRequest,
  contactReply,
  contactRequest,
  resetPasswordReply,
  resetPasswordRequest,
} from '../schemas/account.js';
import { endpoint } from './endpoint.js';

/**
 * The customer's own area (/minha-conta) and the store's contact form. The orders list is the
 * last-purchases grid (`gridCalls.lastPurchases`) and 'Meus dados' the customer details
 * (`customerCalls.details`), both already scoped to the customer.
 */
export const accountCalls = {
  /** Change password (spec section 7): anyone logged in, their own; the other sessions end. */
  changePassword: endpoint({
    method: 'POST',
    path: '/senha/alterar',
    access: 'session',
    body: changePasswordRequest,
    reply: changePasswordReply,
    limit: 'password',
  }),
  /** The profile reset (spec sections 7 and 8): codes 1, 2 or 3; on 3 a notice is mailed. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/get-reset-pass',
    access: 'session',
    body: resetPasswordRequest,
    reply: resetPasswordReply,
    limit: 'password',
  }),
  /** The contact form, mailed to the company's contact address ('con'). */
  contact: endpoint({
    method: 'POST',
    path: '/contato/email',
    access: 'public',
    body: contactRequest,
    reply: contactReply,
    limit: 'mail',
  }),
  /** 'Comprar novamente': the order's products still sold go into the open cart at today's prices. */
  buyAgain: endpoint({
    method: 'POST',
    path: '/api/loja/comprar-novamente',
    access: 'customer',
    body: buyAgainRequest,
    reply: buyAgainReply,
  }),
};
