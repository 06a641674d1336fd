import { outboxReply } from '../schemas/mail.js';
import { endpoint } from './endpoint.js';

export const mailCalls = {
  /** The latest mail of the company ('Caixa de saída'), for admins. */
  outbox: endpoint({ method: 'GET', path: '/api/caixa-de-saida', access: 'admin', reply: outboxReply }),
};
