import { budgetValidUntil, isExpired } from '../../../shared/domain/budget-validity.js';
import { paymentMethods } from '../../../shared/domain/order-status.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { termsMessages, type TermsOptions, type TermsRequest } from '../../../shared/schemas/order-terms.js';
import type { CartReply } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { readStoreRules, type StoreRules } from '../store-config/index.js';
import { storeExists } from '../tenants/index.js';
import { changeOrder, type CartChange, type OrderFields } from './cart.service.js';
import { totalsOf } from './cart-presenter.js';
import { localDate } from './clock.js';
import { priceDateOf, repriceLines } from './order-pricing.js';
import { findItems, type OrderWithCustomer } from './orders.repo.js';
import { repriceToToday } from './shop-orders.service.js';

/** What the terminal offers for the terms: the tenant's store configuration (fpg, cpg, pcl) and validity. */
export async function termsOptions(db: Db, tenant: Tenant): Promise<TermsOptions> {
  const rules = await readStoreRules(db, tenant.id);
  return {
    formas: rules.paymentMethods.map((codigo) => ({ codigo, nome: paymentMethods[codigo] })),
    condicoes: rules.conditions,
    parcelasMaximo: rules.instalments.max,
    parcelaMinima: centsToReais(rules.instalments.minimumCents),
    validadeDias: tenant.budgetValidityDays,
  };
}

/**
 * The seller sets the order's commercial terms; each one is checked against the tenant's store
 * configuration, and a refused one changes nothing (the whole change runs in `changeOrder`). Customers
 * never reach it: the contract gives the call to operators only.
 */
export async function setTerms(db: Db, auth: AuthContext, input: TermsRequest): Promise<CartReply> {
  const rules = await readStoreRules(db, auth.tenantId);
  return changeOrder(db, auth, input.pedido, input.versao, 'edit', termsChange(auth, input, rules));
}

function termsChange(auth: AuthContext, input: TermsRequest, rules: StoreRules): CartChange {
  return async (tx, row) => {
    const set = termsFields(input);
    if (set.paymentMethod && !(rules.paymentMethods as string[]).includes(set.paymentMethod))
      throw badRequest(termsMessages.paymentMethodDisabled);
    if (set.paymentCondition && rules.conditions.length > 0 && !rules.conditions.includes(set.paymentCondition))
      throw badRequest(termsMessages.conditionUnknown);
    if (set.businessUnitId && !(await storeExists(tx, auth.tenantId, set.businessUnitId)))
      throw badRequest(termsMessages.storeNotFound);
    if (set.deliveryDate && set.deliveryDate < row.order.issuedOn) throw badRequest(termsMessages.deliveryInPast);
    // A payment condition may carry a surcharge or a discount (its price table): the lines follow it.
    const conditionChanged = set.paymentCondition !== undefined && set.paymentCondition !== row.order.paymentCondition;
    const items = conditionChanged
      ? await repriceLines(tx, { ...row.order, paymentCondition: set.paymentCondition ?? null }, priceDateOf(row))
      : undefined;
    // Stryker disable next-line ConditionalExpression: equivalent; one instalment always fits
    if (set.instalments !== undefined) await checkInstalments(tx, row, set, rules);
    // Stryker disable next-line LogicalOperator,ObjectLiteral: equivalent; without them changeOrder reads the same lines (their new prices written)
    return { set, ...(items && { items }) };
  };
}

/** The request's fields as order columns: absent stays, null clears. */
function termsFields(input: TermsRequest): OrderFields {
  return {
    // Stryker disable ConditionalExpression: equivalent; a field spread as undefined is skipped by the update and by every check
    ...(input.loja !== undefined && { businessUnitId: input.loja }),
    ...(input.formaPagamento !== undefined && { paymentMethod: input.formaPagamento }),
    ...(input.condicao !== undefined && { paymentCondition: input.condicao }),
    ...(input.parcelas !== undefined && { instalments: input.parcelas }),
    ...(input.entrega !== undefined && { deliveryDate: input.entrega }),
    ...(input.pedidoCliente !== undefined && { customerOrderNumber: input.pedidoCliente }),
    // Stryker restore ConditionalExpression
    ...(input.frete !== undefined && {
      shippingService: input.frete?.servico ?? null,
      shippingCents: input.frete?.valor ?? 0,
    }),
  };
}

/** pcl: at most `max` instalments, each at least the minimum (on the order's total as it will be). */
async function checkInstalments(tx: Db, row: OrderWithCustomer, set: OrderFields, rules: StoreRules) {
  const count = set.instalments ?? 1;
  // The lines are read only when the minimum instalment matters.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: equivalent; it spares a read, assertInstalmentsFit answers alike on any total
  if (count <= 1 || count > rules.instalments.max || rules.instalments.minimumCents === 0)
    return assertInstalmentsFit(rules, count, 0);
  const items = await findItems(tx, row.order.tenantId, row.order.id);
  assertInstalmentsFit(rules, count, totalsOf({ ...row.order, ...set }, items).totalCents);
}

/**
 * pcl on a total: at most `max` instalments, each at least the minimum. Asked when the seller sets
 * the instalments and again at placement, since the total may have shrunk since.
 */
export function assertInstalmentsFit(rules: StoreRules, count: number, totalCents: number): void {
  if (count > rules.instalments.max) throw badRequest(termsMessages.instalmentsTooMany(rules.instalments.max));
  if (count <= 1 || rules.instalments.minimumCents === 0) return;
  if (totalCents / count < rules.instalments.minimumCents)
    throw badRequest(termsMessages.instalmentTooSmall(rules.instalments.minimumCents));
}

/**
 * One click on an expired budget: every line at today's price, and its validity starts again today.
 * A budget still valid is left alone (409), so a double click reprices once.
 */
export function renewBudget(db: Db, auth: AuthContext, id: number, version: number | undefined) {
  return changeOrder(db, auth, id, version, 'edit', async (tx, row) => {
    const validUntil = budgetValidUntil(row.order.status, row.order.pricedOn ?? row.order.issuedOn, row.validityDays);
    if (!isExpired(validUntil, localDate())) throw conflict(termsMessages.notExpired);
    const { items } = await repriceToToday(tx, row);
    return { set: { pricedOn: localDate() }, items };
  });
}
