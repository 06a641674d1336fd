import {
  comparisonReply,
  comparisonRequest,
  customerDetails,
  customerDetailsRequest,
  customerEmailReply,
  customerEmailRequest,
  customerMessages,
  customerParams,
  customerRecord,
  emailChangeRequest,
  forgotPasswordReply,
  forgotPasswordRequest,
  inviteMessages,
  inviteRequest,
  observationRequest,
  registrationMessages,
  registrationReply,
  registrationRequest,
  savedCustomerReply,
  sendMailReply,
  setPasswordReply,
  setPasswordRequest,
} from '../schemas/customer.js';
import { replyEnvelope } from '../schemas/envelope.js';
import { endpoint } from './endpoint.js';

/** Customer records, their yearly comparison, access mails and the store's registration request. */
export const customerCalls = {
  /** The spec's customer details; a customer reads only their own, a seller their representative's. */
  details: endpoint({
    method: 'POST',
    path: '/cliente/get-detalhes',
    access: 'session',
    body: customerDetailsRequest,
    reply: customerDetails,
    invalid: customerMessages.codeRequired,
  }),
  email: endpoint({
    method: 'POST',
    path: '/get-email-cliente',
    access: 'session',
    body: customerEmailRequest,
    reply: customerEmailReply,
    invalid: customerMessages.codeRequired,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/clientes',
    access: 'operator',
    body: customerRecord,
    reply: savedCustomerReply,
    invalid: registrationMessages.invalid,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/clientes/:codigo',
    access: 'operator',
    params: customerParams,
    body: customerRecord,
    reply: savedCustomerReply,
    invalid: registrationMessages.invalid,
  }),
  /**
   * Changes a customer's e-mail (their login): managers and admins only, recorded (who, when, old,
   * new) and announced by mail to the old address. The customer form does not change it.
   */
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/clientes/:codigo/email',
    access: 'operator',
    params: customerParams,
    body: emailChangeRequest,
    reply: savedCustomerReply,
  }),
  observation: endpoint({
    method: 'POST',
    path: '/api/clientes/:codigo/observacao',
    access: 'operator',
    params: customerParams,
    body: observationRequest,
    reply: replyEnvelope,
  }),
  /** Sales per month over this year and the two before; a customer may leave `idCliente` out. */
  comparison: endpoint({
    method: 'POST',
    path: '/get-comparativo-compras-by-cliente/result',
    access: 'session',
    body: comparisonRequest,
    reply: comparisonReply,
    invalid: customerMessages.codeRequired,
  }),
  /** An access mail (invitation, password reset, data changed) to a customer (spec section 7). */
  sendMail: endpoint({
    method: 'POST',
    path: '/send-mail',
    access: 'operator',
    body: inviteRequest,
    reply: sendMailReply,
    invalid: inviteMessages.customerRequired,
    limit: 'mail',
  }),
  /** The invitation link's second half: the new password. */
  setPassword: endpoint({
    method: 'POST',
    path: '/api/definir-senha',
    access: 'public',
    body: setPasswordRequest,
    reply: setPasswordReply,
    invalid: registrationMessages.invalid,
    limit: 'password',
  }),
  /** 'Esqueci minha senha': mails a one-use link to set a new password; the reply never says whether the e-mail is registered. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/v1/emails/cliente/alterarSenha',
    access: 'public',
    body: forgotPasswordRequest,
    reply: forgotPasswordReply,
    limit: 'password',
  }),
  /** A visitor's request for a customer account (spec sections 5 and 7). */
  register: endpoint({
    method: 'POST',
    path: '/cliente-final/solicitar',
    access: 'public',
    body: registrationRequest,
    reply: registrationReply,
    invalid: registrationMessages.invalid,
    limit: 'registration',
  }),
};
