import type { InstalmentRule } from '../../../shared/domain/instalment-plan.js';
import type { MinimumPurchase } from '../../../shared/domain/minimum-purchase.js';
import type { CardBrand } from '../../../shared/br/credit-card.js';
import { parseMoneyToCents } from '../../../shared/br/money.js';
import { paymentMethods, type PaymentMethod } from '../../../shared/domain/order-status.js';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/tenants.js';
import { findActiveSettings } from './store-config.repo.js';

/** The store rules read from the configuration rows (vmc, rtd, fpg, pcl, cpg, nte, bnd). */
export type StoreRules = {
  minimum: MinimumPurchase | undefined;
  pickup: boolean;
  paymentMethods: PaymentMethod[];
  instalments: InstalmentRule;
  /** The payment conditions a seller may agree ('28/56/84'); none configured: any. */
  conditions: string[];
  /** 'nte': who receives a copy of every new store order. */
  orderNotifications: string[];
  /** 'bnd': the card brands taken, as the card form names them; every brand when it names none. */
  cardBrands: CardBrand[];
};

/** Every brand the card form knows; 'bnd' calls Mastercard 'master'. */
const allBrands: CardBrand[] = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners', 'discover', 'jcb'];
const brandOf = (name: string): CardBrand | undefined => {
  const brand = name === 'master' ? 'mastercard' : name;
  return allBrands.find((b) => b === brand);
};

/** 'pcl' semJuros: empty (or not a count) leaves every instalment interest-free. */
const interestFreeOf = (value: string): Pick<InstalmentRule, 'interestFree'> =>
  /^\d+$/.test(value.trim()) ? { interestFree: Number(value) } : {};

const isEmail = (value: string) => z.email().safeParse(value).success;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** A list the admin saved, as texts; anything else is an empty list. */
const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

/**
 * One query; a missing or inactive row means the rule is off (no minimum, no pickup, all payment
 * methods, any condition).
 */
export async function readStoreRules(db: Db, tenantId: number): Promise<StoreRules> {
  const rows = await findActiveSettings(db, tenantId, ['vmc', 'rtd', 'fpg', 'pcl', 'cpg', 'nte', 'bnd']);
  const value = (key: string) => (rows.find((r) => r.key === key)?.value ?? {}) as Record<string, unknown>;
  const vmc = value('vmc');
  const minimumCents = parseMoneyToCents(text(vmc.valor)) ?? 0;
  const enabled = textsOf(value('fpg').formas).filter((f): f is PaymentMethod => Object.hasOwn(paymentMethods, f));
  const pcl = value('pcl');
  const brands = textsOf(value('bnd').bandeiras)
    .map(brandOf)
    .filter((b) => b !== undefined);
  const emails = textsOf(value('nte').emails);
  return {
    minimum:
      minimumCents > 0 && text(vmc.mensagem) ? { valueCents: minimumCents, message: text(vmc.mensagem) } : undefined,
    pickup: text(value('rtd').ativacao) === '1',
    paymentMethods: enabled.length > 0 ? enabled : (Object.keys(paymentMethods) as PaymentMethod[]),
    instalments: {
      max: Math.max(1, Number(text(pcl.maximo)) || 1),
      minimumCents: parseMoneyToCents(text(pcl.minimoParcela)) ?? 0,
      ...interestFreeOf(text(pcl.semJuros)),
    },
    conditions: textsOf(value('cpg').condicoes)
      .map((c) => c.trim())
      .filter(Boolean),
    orderNotifications: [...new Set(emails.map((e) => e.trim()).filter(isEmail))],
    cardBrands: brands.length > 0 ? brands : allBrands,
  };
}

/** Where the contact form is delivered: the 'con' row's e-mail, else the footer's ('foo'); none when neither is set. */
export async function readContactAddress(db: Db, tenantId: number): Promise<string | undefined> {
  const rows = await findActiveSettings(db, tenantId, ['con', 'foo']);
  const emailOf = (key: string) => text((rows.find((r) => r.key === key)?.value as Record<string, unknown>)?.email);
  return emailOf('con').trim() || emailOf('foo').trim() || undefined;
}

/**
 * Where the store's notices about payments go (a sale voided with no order, a boleto Cielo refused):
 * the addresses that get every new order ('nte'), else the contact's ('con', 'foo'), else the
 * company's own e-mail ('Dados da empresa'). None: the notice is not sent (the log still has it).
 */
export async function readStoreNoticeAddresses(db: Db, tenantId: number): Promise<string[]> {
  const { orderNotifications } = await readStoreRules(db, tenantId);
  if (orderNotifications.length > 0) return orderNotifications;
  const [company] = await db.select({ email: tenants.email }).from(tenants).where(eq(tenants.id, tenantId));
  const contact = await readContactAddress(db, tenantId);
  const address = [contact, company?.email?.trim()].find((a): a is string => Boolean(a && isEmail(a)));
  return address ? [address] : [];
}
