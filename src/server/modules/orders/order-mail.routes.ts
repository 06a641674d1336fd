import type { FastifyInstance, FastifyReply } from 'fastify';
import { orderCalls } from '../../../shared/contract/orders.js';
import { FREE_MAIL_FAILED, orderMailMessages, parseRecipients } from '../../../shared/schemas/order-mail.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import { badRequest } from '../../http/errors.js';
import { route, type RouteContext } from '../../http/route.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { renderPdf, sanitizeRichText } from '../documents/index.js';
import { visibleOrder } from './cart.service.js';
import { documentTitle, htmlPage, orderDocumentHtml } from './order-document.js';
import { findItems } from './orders.repo.js';

/** The spec's failure reply of the free mail: the JSON text 'false' (sent as is, past the reply schema). */
const failed = (reply: FastifyReply) => reply.type('application/json').send(JSON.stringify(FREE_MAIL_FAILED));
const page = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);

type FreeMail = typeof orderCalls.freeMail;
type Preview = typeof orderCalls.freeMailPreview;

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; mail: MailService };

/** E-mail, print and PDF of orders and budgets (spec sections 7 and 8). */
export function orderMailRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** The order's document, when the caller may see the order. */
  const documentOf = async (auth: AuthContext, tenant: Tenant, id: number) => {
    const row = await visibleOrder(ctx.db, auth, id);
    const items = await findItems(ctx.db, auth.tenantId, id);
    return { title: documentTitle(row.order, tenant), html: orderDocumentHtml(tenant, row, items) };
  };

  /** The preview (and, with ?imprimir=1, the print view) of an order or a budget. */
  for (const preview of [orderCalls.orderPreview, orderCalls.budgetPreview]) {
    route(app, preview, async ({ params, query, auth, request, reply }) => {
      const doc = await documentOf(auth, request.tenant, params.id);
      return page(reply, htmlPage(doc.title, doc.html, query.imprimir === '1'));
    });
  }

  route(app, orderCalls.pdf, async ({ params, auth, request, reply }) => {
    const doc = await documentOf(auth, request.tenant, params.id);
    const file = await renderPdf(doc.html, doc.title);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="pedido-${params.id}.pdf"`)
      .send(file);
  });

  /** Sends the preview to `para` (several addresses, comma-separated). */
  route(app, orderCalls.sendOrderMail, async ({ params, body, auth, request }) => {
    const doc = await documentOf(auth, request.tenant, params.id);
    const recipients = parseRecipients(body.para);
    if (!recipients.ok) throw badRequest(recipients.message, [{ campo: 'para', mensagem: recipients.message }]);
    const status = await ctx.mail.deliver({
      tenantId: auth.tenantId,
      to: recipients.emails,
      subject: body.assunto || doc.title,
      html: htmlPage(doc.title, doc.html),
    });
    if (status === 'pending' || status === 'failed') throw badRequest(orderMailMessages.queued);
    return { retorno: true as const, mensagem: orderMailMessages.previewSent };
  });

  /** The HTML a seller wrote, as it will be mailed: sanitised, in the mail's page. */
  const freePreview = ({ body, request, reply }: RouteContext<Preview>) =>
    page(reply, htmlPage(request.tenant.tradeName, sanitizeRichText(body.html)));
  route(app, orderCalls.freeMailPreview, freePreview);
  route(app, orderCalls.deliveryMailPreview, freePreview);

  /** Replies [true] when the mail left (or was kept in the outbox), 'false' otherwise (spec section 7). */
  const freeSend = async ({ body, auth, request, reply }: RouteContext<FreeMail>) => {
    const recipients = parseRecipients(body.email);
    if (!recipients.ok) return failed(reply);
    const { titulo, html, carrinho } = body;
    let text = sanitizeRichText(html);
    if (carrinho?.codigo) text += (await documentOf(auth, request.tenant, carrinho.codigo)).html;
    const status = await ctx.mail.deliver({
      tenantId: auth.tenantId,
      to: recipients.emails,
      subject: titulo || request.tenant.tradeName,
      html: htmlPage(titulo, text),
    });
    const sent: [true] = [true];
    return status === 'sent' || status === 'kept' ? sent : failed(reply);
  };
  route(app, orderCalls.freeMail, freeSend);
  route(app, orderCalls.deliveryMail, freeSend);
}
