import type { FastifyInstance } from 'fastify';
import { paymentConfigCalls } from '../../../shared/contract/payment-config.js';
import { route } from '../../http/route.js';
import { moipWebhooks, testConnection, type PaymentConfigDeps } from './payment-config.service.js';

/** What these routes need from the composition root. */
type RouteDeps = {
  db: PaymentConfigDeps['db'];
  config: { settingsKey: Buffer | undefined };
  payments: PaymentConfigDeps['gateways'];
};

/** /configuracao-pagamento's calls to the providers (the settings themselves go through the editor). */
export function paymentConfigRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  const deps = (): PaymentConfigDeps => ({ db: ctx.db, settingsKey: ctx.config.settingsKey, gateways: ctx.payments });
  route(app, paymentConfigCalls.test, ({ request, params }) =>
    testConnection(deps(), request.tenant.id, params.provedor, request.log),
  );
  route(app, paymentConfigCalls.moipWebhooks, ({ request }) => moipWebhooks(deps(), request.tenant.id, request.log));
}
