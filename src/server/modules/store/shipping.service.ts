import { isValidCep } from '../../../shared/br/cep.js';
import { stateOfCep } from '../../../shared/br/cep-state.js';
import { onlyDigits } from '../../../shared/br/only-digits.js';
import {
  pickupQuote,
  shippingQuotes,
  type Parcel,
  type ShippingQuote,
  type ShippingRule,
} from '../../../shared/domain/shipping.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { validationMessages } from '../../../shared/validation-messages.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ItemWithProduct } from '../orders/index.js';
import { findRules } from './shipping.repo.js';

async function activeRules(db: Db, tenantId: number): Promise<ShippingRule[]> {
  const rows = await findRules(db, tenantId, true);
  return rows.map((r) => ({ ...r, orderPercent: Number(r.orderPercent) }));
}

/** The weight and value of an order's goods, for the shipping price. */
export function parcelOf(items: ItemWithProduct[], goodsCents: number): Parcel {
  const weightKg = items.reduce((sum, { item, product }) => sum + item.quantity * Number(product.weightKg ?? 0), 0);
  return { weightKg, valueCents: goodsCents };
}

/**
 * The shipping options for a CEP (spec section 8 messages): 'Digite um CEP' when empty; no rule at
 * all 'Não existe forma de frete configurada pelo administrador.'; none for the region 'Entrega
 * indisponível para esta região'. Store pickup, when enabled, is always offered ('Retirar na loja R$ 0,00').
 */
export async function quoteShipping(
  db: Db,
  tenantId: number,
  cepText: string,
  parcel: Parcel,
  pickup: boolean,
): Promise<ShippingQuote[]> {
  if (cepText.trim() === '') throw badRequest(storeMessages.enterCep);
  if (!isValidCep(cepText)) throw badRequest(validationMessages.cep);
  const cep = onlyDigits(cepText);
  const rules = await activeRules(db, tenantId);
  if (rules.length === 0 && !pickup) throw notFound(storeMessages.noShippingRules);
  const quotes = shippingQuotes(rules, { cep, state: stateOfCep(cep) }, parcel);
  if (quotes.length === 0 && !pickup) throw notFound(storeMessages.shippingUnavailable);
  return pickup ? [...quotes, pickupQuote] : quotes;
}
