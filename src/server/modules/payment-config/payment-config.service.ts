import type { FastifyBaseLogger } from 'fastify';
import {
  paymentConfigMessages as m,
  paymentProviders,
  type ConnectionTestReply,
  type MoipWebhooksReply,
  type PaymentProviderName,
} from '../../../shared/schemas/payment-config.js';
import type { Db } from '../../db/client.js';
import { CredentialsLockedError, readPaymentSetting } from '../store-config/index.js';
import { GatewayError, type MoipGateway, type PaymentGateway } from './payment-gateway.js';

export type PaymentGateways = {
  cielo: PaymentGateway;
  pagseguro: PaymentGateway;
  moip: MoipGateway;
  pix: PaymentGateway;
};
/** What the service needs: the database, the key that opens the credentials and the providers' clients. */
export type PaymentConfigDeps = { db: Db; settingsKey: Buffer | undefined; gateways: PaymentGateways };

type Outcome = { ok: boolean; msg: { tipo: 'success' | 'warning' | 'error'; mensagem: string } };
const refusal = (mensagem: string): Outcome => ({ ok: false, msg: { tipo: 'warning', mensagem } });

/** What the admin reads for each way a provider fails. */
const messageOf: Record<GatewayError['kind'], (name: string, by: string) => string> = {
  refused: (_name, by) => m.refused(by),
  certificate: (name) => m.certificate(name),
  unavailable: (name) => m.unavailable(name),
};

/**
 * Runs `use` with the provider's saved credentials, turning every way it can fail into the message
 * the admin reads: nothing saved, credentials that no longer open, refused, or no answer.
 */
async function withCredentials(
  deps: PaymentConfigDeps,
  tenantId: number,
  provider: PaymentProviderName,
  log: FastifyBaseLogger,
  use: (credentials: Record<string, string>, environment: 'sandbox' | 'producao') => Promise<Outcome>,
): Promise<Outcome> {
  const { key, name, by } = paymentProviders[provider];
  try {
    const setting = await readPaymentSetting(deps.db, deps.settingsKey, tenantId, key);
    const secretsSet = setting && Object.values(setting).some(Boolean);
    if (!setting || !secretsSet) return refusal(m.missing(name));
    return await use(setting, setting.ambiente === 'producao' ? 'producao' : 'sandbox');
  } catch (error) {
    if (error instanceof CredentialsLockedError) return refusal(m.locked);
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ provider, reason: error.message }, 'payment provider check failed');
    return refusal(messageOf[error.kind](name, by));
  }
}

/** 'Testar conexão': asks the provider with the saved credentials. */
export async function testConnection(
  deps: PaymentConfigDeps,
  tenantId: number,
  provider: PaymentProviderName,
  log: FastifyBaseLogger,
): Promise<ConnectionTestReply> {
  const { name } = paymentProviders[provider];
  return withCredentials(deps, tenantId, provider, log, async (credentials, environment) => {
    await deps.gateways[provider].check(credentials, environment);
    return { ok: true, msg: { tipo: 'success', mensagem: m.ok(name) } };
  });
}

/** Moip's webhooks, read from the provider (the list the page reloads after saving 'moi'). */
export async function moipWebhooks(deps: PaymentConfigDeps, tenantId: number, log: FastifyBaseLogger) {
  let webhooks: MoipWebhooksReply['webhooks'] = [];
  const outcome = await withCredentials(deps, tenantId, 'moip', log, async (credentials, environment) => {
    const found = await deps.gateways.moip.webhooks(credentials, environment);
    webhooks = found.map((w) => ({ id: w.id, destino: w.target, eventos: w.events }));
    // Stryker disable next-line StringLiteral: equivalent; a listing that worked answers the list, no message.
    return { ok: true, msg: { tipo: 'success', mensagem: '' } };
  });
  return outcome.ok ? { ok: true, webhooks } : { ...outcome, webhooks };
}
