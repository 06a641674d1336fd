import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentStateValues } from '../../../shared/schemas/payments.js';
import { createdAt, tenantColumns, tenantPrimaryKey, updatedAt } from './columns.js';
import { orders } from './orders.js';

/** Where a boleto's payer lives, as the checkout took it (Cielo's Customer.Address). */
export type PayerAddress = {
  street: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  state: string;
  cep: string;
};

/** One charge of an order at a provider (a Pix 'cob' by its txid, a card sale by its PaymentId). */
export const payments = pgTable(
  'payments',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    /** 'pix', 'cielo' ... : which adapter speaks to it. */
    provider: text('provider').notNull(),
    /** The order's payment method code (X Pix, O card, D boleto). */
    method: text('method').notNull(),
    /** Our id of the charge at the provider: the Pix txid, Cielo's MerchantOrderId. */
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: paymentStateValues }).notNull(),
    /** Why it was refused, expired or is still waiting (shown to the customer and the seller). */
    reason: text('reason'),
    /** The Pix 'copia e cola' (EMV BR Code) or the boleto's linha digitável the provider gave back. */
    copyPaste: text('copy_paste'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What a refund names: the Pix endToEndId of the payment that settled it, Cielo's PaymentId. */
    endToEndId: text('end_to_end_id'),
    /** Who pays (the Pix 'devedor'), kept so a retry sends the same charge. */
    payerName: text('payer_name').notNull(),
    payerDocument: text('payer_document').notNull(),
    /** A card's number as Cielo masks it (401200******1112): the full number and CVV are never kept. */
    cardMask: text('card_mask'),
    instalments: integer('instalments'),
    /** PagSeguro's order id (ORDE_…), kept before its card is charged: what a lost reply is read back by. */
    providerOrder: text('provider_order'),
    /** A card charge the sweep is voiding at Cielo until then: no order may be placed on it. */
    voidingUntil: timestamp('voiding_until', { withTimezone: true }),
    /** A boleto a status read is registering at Cielo until then: no other read registers it meanwhile. */
    registeringUntil: timestamp('registering_until', { withTimezone: true }),
    /** A registered boleto's document at the provider (Cielo's Payment.Url), opened by the customer. */
    documentUrl: text('document_url'),
    /** A registered boleto's due date ('YYYY-MM-DD'); it expires some days after (expires_at). */
    dueOn: date('due_on', { mode: 'string' }),
    /** The boleto's payer address, kept so a retried registration sends the same boleto. */
    payerAddress: jsonb('payer_address').$type<PayerAddress>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('payments_state_check', sql.raw(`state IN (${paymentStateValues.map((s) => `'${s}'`).join(', ')})`)),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'payments_provider_order_check',
      sql`${t.providerOrder} IS NULL OR ${t.providerOrder} ~ '^[A-Za-z0-9_-]{1,64}$'`,
    ),
    check('payments_card_mask_check', sql`${t.cardMask} IS NULL OR ${t.cardMask} ~ '^[0-9]{6}[*]+[0-9]{4}$'`),
    foreignKey({
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
      name: 'payments_order_fk',
    }).onDelete('cascade'),
    uniqueIndex('payments_provider_ref_idx').on(t.tenantId, t.provider, t.providerRef),
    index('payments_order_idx').on(t.tenantId, t.orderId),
    index('payments_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'Aguardando pagamento'`),
  ],
);

/**
 * What the providers told us, append-only (audit and reconciliation). Unique on the provider's own
 * event id, so a repeated webhook adds nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    ...tenantColumns(),
    paymentId: integer('payment_id').notNull(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** 'paid', 'amount_mismatch', 'expired', 'refunded', 'refused' ... */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents'),
    detail: jsonb('detail').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [payments.tenantId, payments.id],
      name: 'payment_events_payment_fk',
    }).onDelete('cascade'),
    uniqueIndex('payment_events_event_idx').on(t.tenantId, t.provider, t.eventId),
  ],
);

/**
 * The notification preferences this server created at a company's Moip account (Moip posts the
 * payments' events to `target`). One the company's settings no longer point at (another provider,
 * other credentials, another address) is retired and deleted at Moip with the credentials it was
 * made with (`token` and `key` sealed as in the 'moi' setting), retried until Moip confirms.
 */
export const moipNotificationPreferences = pgTable(
  'moip_notification_preferences',
  {
    ...tenantColumns(),
    /** Moip's id (NPR-…). */
    preferenceId: text('preference_id').notNull(),
    target: text('target').notNull(),
    /** 'sandbox' or 'producao': where the preference lives. */
    environment: text('environment').notNull(),
    token: text('token').notNull(),
    key: text('key').notNull(),
    /** When Moip last showed it still exists (asked again after a while, in case it was deleted there). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set: the settings no longer point here, and it waits to be deleted at Moip. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    deleteTries: integer('delete_tries').notNull().default(0),
    /** A retired one is not tried again before then (backoff after a failure, or a delete under way). */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('moip_notification_preferences_idx').on(t.tenantId, t.environment, t.preferenceId),
    index('moip_notification_preferences_retired_idx')
      .on(t.retryAt)
      .where(sql`${t.retiredAt} IS NOT NULL`),
  ],
);
