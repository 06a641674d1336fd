import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../http/request-context.js';

/** GET /api/caixa-de-saida: the latest mail of the company, for admins ('Caixa de saída'). */
export function mailRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/caixa-de-saida', async (request) => {
    const auth = requireAdmin(request);
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
