import { setPasswordRequest, setPasswordReply } from '../schemas/customer.js';
import { userActivation, userInput, userMessageReply, userParams, userReply, userView } from '../schemas/users.js';
import { userMessages } from '../schemas/users.js';
import { endpoint } from './endpoint.js';
import { grid } from './grids.js';

/**
 * 'Usuários': the admin lists, creates, edits, disables and re-enables back-office users and sends
 * them a link to set a new password; every change lands in the audit log ('Auditoria').
 */
export const userCalls = {
  list: grid('/api/usuarios/grid', 'admin'),
  get: endpoint({ method: 'GET', path: '/api/usuarios/:codigo', access: 'admin', params: userParams, reply: userView }),
  create: endpoint({
    method: 'POST',
    path: '/api/usuarios',
    access: 'admin',
    body: userInput,
    reply: userReply,
    limit: 'mail',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/usuarios/:codigo',
    access: 'admin',
    params: userParams,
    body: userInput,
    reply: userReply,
  }),
  activation: endpoint({
    method: 'POST',
    path: '/api/usuarios/:codigo/ativacao',
    access: 'admin',
    params: userParams,
    body: userActivation,
    reply: userMessageReply,
  }),
  sendPasswordLink: endpoint({
    method: 'POST',
    path: '/api/usuarios/:codigo/senha',
    access: 'admin',
    params: userParams,
    reply: userMessageReply,
    limit: 'mail',
  }),
  /** The mailed link's second half: a new user's first password, or a new one. */
  setPassword: endpoint({
    method: 'POST',
    path: '/api/usuarios/definir-senha',
    access: 'public',
    body: setPasswordRequest,
    reply: setPasswordReply,
    invalid: userMessages.linkInvalid,
    limit: 'password',
  }),
  /** Who changed what in the administration, newest first. */
  audit: grid('/api/auditoria/grid', 'admin'),
};
