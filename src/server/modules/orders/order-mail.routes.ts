import type { FastifyInstance, FastifyReply } from 'fastify';
import { orderCalls } from '../../../shared/contract/orders.js';
import { FREE_MAIL_FAILED } from '../../../shared/schemas/order-mail.js';
import type { Config } from '../../config.js';
import { route, type RouteContext } from '../../http/route.js';
import { tintTicketCsv, tintTicketPage } from './tint-ticket.service.js';
import {
  freeMailPage,
  mailOrder,
  orderPage,
  orderPdf,
  sendFreeMail,
  type OrderDocumentDeps,
} from './order-mail.service.js';

/** The spec's failure reply of the free mail: the JSON text 'false' (sent as is, past the reply schema). */
const failed = (reply: FastifyReply) => reply.type('application/json').send(JSON.stringify(FREE_MAIL_FAILED));
const page = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);

type FreeMail = typeof orderCalls.freeMail;
type Preview = typeof orderCalls.freeMailPreview;

/** What these routes need from the composition root. */
type RouteDeps = OrderDocumentDeps & { config: Pick<Config, 'customerMail'> };

/** E-mail, print and PDF of orders and budgets (spec sections 7 and 8). */
export function orderMailRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** The preview (and, with ?imprimir=1, the print view) of an order or a budget. */
  for (const preview of [orderCalls.orderPreview, orderCalls.budgetPreview]) {
    route(app, preview, async ({ params, query, auth, request, reply }) =>
      page(reply, await orderPage(ctx.db, auth, request.tenant, params.id, query.imprimir === '1')),
    );
  }

  /** The formula tickets of the tinted lines, and the same as the machine's import CSV (docs/tinting.md). */
  route(app, orderCalls.tintTicket, async ({ params, query, auth, reply }) =>
    page(reply, await tintTicketPage(ctx.db, auth, params.id, query.item, query.imprimir === '1')),
  );
  route(app, orderCalls.tintTicketCsv, async ({ params, query, auth, reply }) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="ficha-tingimento-${params.id}.csv"`)
      .send(await tintTicketCsv(ctx.db, auth, params.id, query.item)),
  );

  route(app, orderCalls.pdf, async ({ params, auth, request, reply }) => {
    const file = await orderPdf(ctx, auth, request.tenant, params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="pedido-${params.id}.pdf"`)
      .send(file);
  });

  /** Sends the preview to `para` (several addresses, comma-separated). */
  route(app, orderCalls.sendOrderMail, ({ params, body, auth, request }) =>
    mailOrder(ctx, auth, request.tenant, params.id, body, ctx.config.customerMail),
  );

  /** The HTML a seller wrote, as it will be mailed: sanitised, in the mail's page. */
  const freePreview = ({ body, request, reply }: RouteContext<Preview>) =>
    page(reply, freeMailPage(request.tenant, body.html));
  route(app, orderCalls.freeMailPreview, freePreview);
  route(app, orderCalls.deliveryMailPreview, freePreview);

  /** Replies [true] when the mail left (or was kept in the outbox), 'false' otherwise (spec section 7). */
  const freeSend = async ({ body, auth, request, reply }: RouteContext<FreeMail>) => {
    const sent: [true] = [true];
    return (await sendFreeMail(ctx.db, ctx.mail, auth, request.tenant, body)) ? sent : failed(reply);
  };
  route(app, orderCalls.freeMail, freeSend);
  route(app, orderCalls.deliveryMail, freeSend);
}
