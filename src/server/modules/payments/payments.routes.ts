import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentConfigCalls } from '../../../shared/contract/payment-config.js';
import { paymentCalls } from '../../../shared/contract/payments.js';
import type { Config } from '../../config.js';
import { webhookOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import type { Db } from '../../db/client.js';
import type { BoletoPayments } from './boleto.service.js';
import type { CardSweep } from './card-sweep.js';
import { presentedChain } from './client-chain.js';
import type { CardWebhooks } from './card-webhooks.js';
import type { CardPayments } from './card.service.js';
import { notificationAddresses } from './notification-addresses.js';
import { orderPaymentStatus } from './payment-status.js';
import type { PixPayments } from './pix.service.js';

/** What these routes need from the composition root. */
type RouteDeps = {
  db: Db;
  pix: PixPayments;
  cards: CardPayments;
  cardWebhooks: CardWebhooks;
  cardSweep: CardSweep;
  boletos: BoletoPayments;
  config: Pick<Config, 'publicUrl' | 'payments'>;
};

/** The raw JSON of a PagBank notification, by its request (dropped with it). */
const rawBodies = new WeakMap<FastifyRequest, string>();

export function paymentRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, paymentCalls.status, ({ auth, params, request }) =>
    orderPaymentStatus(ctx.db, [ctx.pix, ctx.boletos], auth, params.pedido, {
      tenant: request.tenant,
      webhookBase: webhookOrigin(request, ctx.config.publicUrl),
    }),
  );
  route(app, paymentCalls.pixWebhook, ({ params, body, request }) =>
    ctx.pix.webhook(params.segredo, body, presentedChain(request.raw.socket)),
  );
  // /configuracao-pagamento's addresses to register at the providers (the secrets the webhooks check).
  route(app, paymentConfigCalls.notifications, ({ auth, request }) =>
    notificationAddresses(ctx, auth.tenantId, webhookOrigin(request, ctx.config.publicUrl)),
  );
  route(app, paymentCalls.cardSession, ({ auth }) => ctx.cards.cardSession(auth.tenantId));
  route(app, paymentCalls.cardAuthSession, ({ auth }) => ctx.cards.cardAuthSession(auth.tenantId));
  route(app, paymentCalls.instalmentPlan, ({ auth, query }) => ctx.cards.quote(auth.tenantId, query));
  route(app, paymentCalls.cieloWebhook, ({ params, body }) => ctx.cardWebhooks.cielo(params.segredo, body));
  route(app, paymentCalls.moipWebhook, ({ params, body, request }) =>
    ctx.cardWebhooks.moip(params.segredo, request.headers.authorization ?? '', body),
  );
  // PagBank signs the exact bytes it sent: this route alone keeps the raw body beside the parsed one.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, parsed) => {
      rawBodies.set(request, String(raw));
      try {
        parsed(null, JSON.parse(String(raw)));
      } catch (error) {
        parsed(error as Error, undefined);
      }
    });
    route(scope, paymentCalls.pagSeguroWebhook, ({ params, body, request }) => {
      const signature = request.headers['x-authenticity-token'];
      return ctx.cardWebhooks.pagseguro(params.segredo, {
        body,
        raw: rawBodies.get(request) ?? '',
        signature: typeof signature === 'string' ? signature : '',
      });
    });
    done();
  });

  // Expired Pix charges and boletos, lost card attempts and Moip preferences to delete, looked for by each
  // server (shared by SKIP LOCKED).
  if (ctx.config.payments.sweepMs === 0) return;
  const timer = setInterval(() => {
    ctx.pix.sweep().catch((error: unknown) => app.log.warn({ err: String(error) }, 'pix sweep failed'));
    ctx.cardSweep.run().catch((error: unknown) => app.log.warn({ err: String(error) }, 'card sweep failed'));
    ctx.boletos.sweep().catch((error: unknown) => app.log.warn({ err: String(error) }, 'boleto sweep failed'));
    ctx.cards.moipPreferences
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: String(error) }, 'moip preference sweep failed'));
  }, ctx.config.payments.sweepMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
