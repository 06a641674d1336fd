import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  freeMailRequest,
  orderMailMessages,
  orderMailRequest,
  parseRecipients,
} from '../../../shared/schemas/order-mail.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { requireAuth, requireOperator } from '../../http/request-context.js';
import { renderPdf } from '../documents/pdf.js';
import { sanitizeRichText } from '../documents/rich-text.js';
import { visibleOrder } from './cart.service.js';
import { documentTitle, htmlPage, orderDocumentHtml } from './order-document.js';
import { findItems } from './orders.repo.js';

/** The spec's failure reply of the free mail: the JSON text 'false'. */
const failed = (reply: FastifyReply) => reply.type('application/json').send(JSON.stringify('false'));

const idParam = z.object({ id: z.coerce.number().int().positive() });
const htmlBody = z.object({ html: z.string().max(500_000).default('') });

/** E-mail, print and PDF of orders and budgets (spec sections 7 and 8). */
export function orderMailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const documentOf = async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParam, request.params);
    const row = await visibleOrder(ctx.db, auth, id);
    const items = await findItems(ctx.db, auth.tenantId, id);
    return {
      auth,
      title: documentTitle(row.order, request.tenant),
      html: orderDocumentHtml(request.tenant, row, items),
    };
  };
  const page = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);

  /** The preview (and, with ?imprimir=1, the print view) of an order or a budget. */
  const preview = async (request: FastifyRequest, reply: FastifyReply) => {
    const doc = await documentOf(request);
    const print = (request.query as { imprimir?: string }).imprimir === '1';
    return page(reply, htmlPage(doc.title, doc.html, print));
  };
  app.get('/email-pedido/:id', preview);
  app.get('/email-orcamento/:id', preview);

  app.get('/api/pedidos/:id/pdf', async (request, reply) => {
    const doc = await documentOf(request);
    const file = await renderPdf(doc.html, doc.title);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="pedido-${(request.params as { id: string }).id}.pdf"`)
      .send(file);
  });

  /** Sends the preview to `para` (several addresses, comma-separated). */
  app.post('/email-pedido/:id', async (request) => {
    const doc = await documentOf(request);
    const input = parseInput(orderMailRequest, request.body);
    const recipients = parseRecipients(input.para);
    if (!recipients.ok) throw badRequest(recipients.message, [{ campo: 'para', mensagem: recipients.message }]);
    const status = await ctx.mail.deliver({
      tenantId: doc.auth.tenantId,
      to: recipients.emails,
      subject: input.assunto || doc.title,
      html: htmlPage(doc.title, doc.html),
    });
    if (status === 'pending' || status === 'failed') throw badRequest(orderMailMessages.queued);
    return { retorno: true, mensagem: orderMailMessages.previewSent };
  });

  /** The HTML a seller wrote, as it will be mailed: sanitised, in the mail's page. */
  const freePreview = async (request: FastifyRequest, reply: FastifyReply) => {
    requireOperator(request);
    const { html } = parseInput(htmlBody, request.body);
    return page(reply, htmlPage(request.tenant.tradeName, sanitizeRichText(html)));
  };
  app.post('/apimail/visualizar-servicesendmail', freePreview);
  app.post('/apimail/visualizar-entrega', freePreview);

  /** Replies [true] when the mail left (or was kept in the outbox), 'false' otherwise (spec section 7). */
  const freeSend = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requireOperator(request);
    const input = freeMailRequest.safeParse(request.body ?? {});
    const recipients = input.success ? parseRecipients(input.data.email) : undefined;
    if (!input.success || !recipients?.ok) return failed(reply);
    const { titulo, html, carrinho } = input.data;
    let body = sanitizeRichText(html);
    if (carrinho?.codigo) {
      const row = await visibleOrder(ctx.db, auth, carrinho.codigo);
      body += orderDocumentHtml(request.tenant, row, await findItems(ctx.db, auth.tenantId, carrinho.codigo));
    }
    const status = await ctx.mail.deliver({
      tenantId: auth.tenantId,
      to: recipients.emails,
      subject: titulo || request.tenant.tradeName,
      html: htmlPage(titulo, body),
    });
    return status === 'sent' || status === 'kept' ? [true] : failed(reply);
  };
  app.post('/enviar/email', freeSend);
  app.post('/enviar/email/entrega', freeSend);
}
