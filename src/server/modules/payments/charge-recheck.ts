import type { FastifyBaseLogger } from 'fastify';
import { paymentStates } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import { GatewayError } from '../payment-config/index.js';
import { expire, settle } from './payment-outcomes.js';
import type { ChargeView, Credentials } from './payment-provider.js';
import { lockPaymentSkipping, updatePayment, type PaymentRow } from './payments.repo.js';

export type RecheckDeps = { db: Db; mail: MailService; log: FastifyBaseLogger };

/** How one provider is asked about a charge it holds (Pix by txid, a Cielo boleto by MerchantOrderId). */
export type ChargeReader = {
  credentials(tenantId: number): Promise<Credentials | undefined>;
  read(credentials: Credentials, payment: PaymentRow): Promise<ChargeView | undefined>;
};

/** A status read asks the provider again (the poll's fallback for a lost webhook) at most this often. */
const RECHECK_MS = 10_000;

/**
 * Asks the provider about a waiting charge (not more often than RECHECK_MS unless `force`): paid →
 * settled; past its expiry and not paid → expired (the order cancelled, its stock back). True when
 * it changed. A provider that does not answer changes nothing: the next read or sweep asks again.
 * The provider is asked outside any transaction; the change is applied on the charge locked again.
 */
export async function recheckCharge(
  deps: RecheckDeps,
  reader: ChargeReader,
  payment: PaymentRow,
  force = false,
): Promise<boolean> {
  const due = payment.expiresAt !== null && payment.expiresAt.getTime() <= Date.now();
  if (!force && !due && Date.now() - payment.updatedAt.getTime() < RECHECK_MS) return false;
  // Not asked now (no credentials, no answer): touched, so the sweep's list moves on to the others.
  const unasked = async () => {
    await updatePayment(deps.db, payment.tenantId, payment.id, {});
    return false;
  };
  const credentials = await reader.credentials(payment.tenantId);
  if (!credentials) return unasked();
  let view;
  try {
    view = await reader.read(credentials, payment);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ tenantId: payment.tenantId, provider: payment.provider, reason: error.message }, 'status not read');
    return unasked();
  }
  const changed = await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentSkipping(tx, payment.tenantId, payment.id);
    if (!locked || locked.state !== paymentStates.awaiting) return false;
    for (const s of view?.settlements ?? []) {
      if ((await settle(tx, deps.mail, locked, { ...s, detail: s })) === 'paid') return true;
    }
    if (due && view?.state !== paymentStates.paid) {
      await expire(tx, deps.mail, locked);
      return true;
    }
    await updatePayment(tx, locked.tenantId, locked.id, {});
    return false;
  });
  if (changed) await deps.mail.flush();
  return changed;
}
