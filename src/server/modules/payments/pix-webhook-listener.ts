import type { FastifyInstance } from 'fastify';
import { paymentCalls } from '../../../shared/contract/payments.js';
import type { PixWebhookConfig } from '../../config.js';
import { listenWithClientCertificates, type MutualTlsListener } from '../../http/mutual-tls-listener.js';

/** '/api/pagamentos/pix/webhook/': what the mTLS door lets through (the contract's path up to the secret). */
const webhookPrefix = paymentCalls.pixWebhook.path.slice(0, paymentCalls.pixWebhook.path.indexOf(':'));

/** PIX_WEBHOOK_TLS_*: the door where PSPs post Pix webhooks showing their certificate; none when not set. */
export async function listenForPixWebhooks(
  app: FastifyInstance,
  config: PixWebhookConfig,
  host: string,
): Promise<MutualTlsListener | undefined> {
  if (!config.tls) return undefined;
  return listenWithClientCertificates(app, { ...config.tls, host }, (path) => path.startsWith(webhookPrefix));
}
