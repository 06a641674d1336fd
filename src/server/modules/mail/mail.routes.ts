import type { FastifyInstance } from 'fastify';
import { mailCalls } from '../../../shared/contract/mail.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';

/** The latest mail of the company, for admins ('Caixa de saída'). */
export function mailRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, mailCalls.outbox, async ({ auth }) => {
    const mails = await ctx.mail.latest(auth.tenantId);
    return {
      emails: mails.map((m) => ({
        codigo: m.id,
        para: m.recipients,
        assunto: m.subject,
        html: m.html,
        situacao: m.status,
        criadoEm: m.createdAt.toISOString(),
        enviadoEm: m.sentAt?.toISOString() ?? null,
        erro: m.lastError,
      })),
    };
  });
}
