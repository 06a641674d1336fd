import { z } from 'zod';
import { messages } from '../messages.js';
import {
  contractAcceptRequest,
  loginReply,
  loginRequest,
  sessionReply,
  unlockLinkRequest,
  unlockReply,
  unlockRequest,
  webConfigReply,
} from '../schemas/auth.js';
import { endpoint, envelope } from './endpoint.js';

/** Login, logout, the session the web client boots with, and the contract in force. */
export const authCalls = {
  login: endpoint({
    method: 'POST',
    path: '/ajax-login',
    access: 'public',
    body: loginRequest,
    reply: loginReply,
    limit: 'login',
  }),
  acceptContract: endpoint({
    method: 'POST',
    path: '/atualiza-contrato',
    access: 'public',
    body: contractAcceptRequest,
    reply: loginReply,
    limit: 'login',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/session-destroy',
    access: 'public',
    reply: envelope({ retorno: z.literal(true) }),
  }),
  session: endpoint({ method: 'GET', path: '/api/sessao', access: 'public', reply: sessionReply }),
  webConfig: endpoint({ method: 'POST', path: '/configuracao', access: 'public', reply: webConfigReply }),
  /** An admin lifts the login locks of an account (operator or customer), from every address. */
  unlock: endpoint({
    method: 'POST',
    path: '/api/acesso/desbloquear',
    access: 'admin',
    body: unlockRequest,
    reply: unlockReply,
  }),
  /** The link mailed when an account gets locked: lifts its locks, once. */
  unlockByLink: endpoint({
    method: 'POST',
    path: '/api/acesso/desbloquear-link',
    access: 'public',
    body: unlockLinkRequest,
    reply: unlockReply,
    invalid: messages.unlock.linkInvalid,
    limit: 'password',
  }),
};
