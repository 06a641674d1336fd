import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../shared/contract/account.js';
import { messages } from '../../../shared/messages.js';
import { route } from '../../http/route.js';
import { sendContact, type ContactDeps } from './contact.service.js';

/** POST /contato/email: the store's contact form. */
export function contactRoutes(app: FastifyInstance, ctx: ContactDeps): void {
  route(app, accountCalls.contact, async ({ body, request }) => {
    await sendContact(ctx, request.tenant.id, request.ip, body);
    return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: messages.contact.sent } };
  });
}
