import { paymentMessages } from '../../../shared/schemas/payments.js';
import type { CheckoutRequest } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { visibleCustomer } from '../customers/index.js';
import type { MailService } from '../mail/index.js';
import type { OrderWithCustomer } from '../orders/index.js';
import type { BoletoPayments, CardPayments, PixPayments } from '../payments/index.js';
import { billingAddress, payerAddress } from './payer-address.js';

export type CheckoutDeps = {
  db: Db;
  mail: MailService;
  pix: PixPayments;
  cards: CardPayments;
  boletos: BoletoPayments;
};

/** A charge opened with the order and created at its provider after the commit. */
export type OnlineCharge = 'pix' | 'boleto';

export const onlineCharge = (method: string, registersBoleto: boolean): OnlineCharge | undefined =>
  method === 'X' ? 'pix' : method === 'D' && registersBoleto ? 'boleto' : undefined;

/**
 * Whether a boleto is registered at Cielo: the company has an account there, and the customer a
 * CPF or CNPJ (a registered boleto names its payer; without one it stays the self-issued one of
 * old). Asked before the order's transaction (one connection on PGlite).
 */
export async function registersBoletos(deps: CheckoutDeps, auth: AuthContext, input: CheckoutRequest) {
  if (input.formaPagamento !== 'D' || (await deps.boletos.credentials(auth.tenantId)) === undefined) return false;
  return Boolean((await visibleCustomer(deps.db, auth, auth.id)).document?.trim());
}

/** The charge of the order just placed, in its transaction (the provider is asked after the commit). */
export async function openCharge(
  deps: CheckoutDeps,
  tx: Db,
  auth: AuthContext,
  order: OrderWithCustomer['order'],
  kind: OnlineCharge,
  entrega: CheckoutRequest['entrega'],
): Promise<void> {
  const customer = await visibleCustomer(tx, auth, auth.id);
  const charge = {
    tenantId: auth.tenantId,
    orderId: order.id,
    amountCents: order.totalCents,
    payer: { name: customer.name, document: customer.document ?? '' },
  };
  if (kind === 'pix') await deps.pix.open(tx, charge);
  else await deps.boletos.open(tx, { ...charge, address: billingAddress(customer, payerAddress(entrega)) });
}

/** Creates the charge at its provider; the customer's warning when the provider did not answer. */
export async function issueCharge(
  deps: CheckoutDeps,
  tenant: Tenant,
  orderId: number,
  kind: OnlineCharge,
  webhookBase: string | undefined,
): Promise<string | undefined> {
  if (kind === 'pix')
    return (await deps.pix.issue(tenant.id, orderId, webhookBase)) ? undefined : paymentMessages.pixUnavailable;
  return (await deps.boletos.issue(tenant, orderId)) ? undefined : paymentMessages.boletoUnavailable;
}
