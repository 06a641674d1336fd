import type { FastifyInstance } from 'fastify';
import { mailCalls } from '../../../shared/contract/mail.js';
import type { MailService } from './mail.service.js';
import { route } from '../../http/route.js';

/** What these routes need from the composition root. */
type RouteDeps = { mail: MailService };

/** The latest mail of the company, for admins ('Caixa de saída'). */
export function mailRoutes(app: FastifyInstance, ctx: RouteDeps): void {
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
