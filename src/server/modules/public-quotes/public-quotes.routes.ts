import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicQuoteCalls } from '../../../shared/contract/public-quotes.js';
import type { Config } from '../../config.js';
import { publicOrigin, webhookOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import { indexPageWith } from '../../http/web-client.js';
import { escapeHtml } from '../../../shared/html.js';
import { AppError } from '../../http/errors.js';
import { acceptQuote, askForChanges, issueLink, linkState, revokeLink, viewQuote } from './public-quotes.service.js';
import type { QuoteDeps } from './public-quotes.service.js';
import { newQuotePix, quotePayment } from './quote-pix.service.js';
import { missingMeta, quoteHead, quoteMeta, type PageMeta } from './quote-page.js';

type RouteDeps = QuoteDeps & { config: Pick<Config, 'publicUrl' | 'webDir'> };

/** The seller's side of a budget's public link, and the customer's page, with no login. */
export function publicQuoteRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  const origin = (request: FastifyRequest) => publicOrigin(request, ctx.config.publicUrl);
  const webhooks = (request: FastifyRequest) => webhookOrigin(request, ctx.config.publicUrl);
  route(app, publicQuoteCalls.issue, ({ params, auth, request }) =>
    issueLink(ctx.db, auth, request.tenant, params.pedido, origin(request)),
  );
  route(app, publicQuoteCalls.revoke, async ({ params, auth }) => ({
    mensagem: await revokeLink(ctx.db, auth, params.pedido),
  }));
  route(app, publicQuoteCalls.state, ({ params, auth }) => linkState(ctx.db, auth, params.pedido));
  route(app, publicQuoteCalls.view, ({ params, request }) => viewQuote(ctx, request.tenant, params.token));
  route(app, publicQuoteCalls.accept, async ({ params, request }) => ({
    mensagem: await acceptQuote(ctx, request.tenant, params.token, webhooks(request)),
  }));
  route(app, publicQuoteCalls.payment, ({ params, request }) =>
    quotePayment(ctx, request.tenant.id, params.token, webhooks(request)),
  );
  route(app, publicQuoteCalls.newPix, ({ params, request }) =>
    newQuotePix(ctx, request.tenant.id, params.token, webhooks(request)),
  );
  route(app, publicQuoteCalls.askChanges, async ({ params, body, request }) => ({
    mensagem: await askForChanges(ctx, request.tenant, params.token, body.mensagem),
  }));
  route(app, publicQuoteCalls.page, async ({ params, request, reply }) => {
    const url = `${origin(request)}${request.url}`;
    // A link that opens nothing is a 404 page with a preview that says nothing about why.
    const found: PageMeta | undefined = await viewQuote(ctx, request.tenant, params.token).then(
      (quote) => quoteMeta(quote, url),
      (error: unknown) => {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      },
    );
    const meta = found ?? missingMeta(url);
    return reply
      .status(found ? 200 : 404)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexPageWith(ctx.config.webDir, escapeHtml(meta.title), quoteHead(meta)));
  });
}
