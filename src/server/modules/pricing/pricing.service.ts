import { isCustomer } from '../../../shared/domain/access.js';
import { applicableTables, priceWith, type PricedProduct } from '../../../shared/domain/pricing.js';
import {
  priceTableMessages as msg,
  wireKindOf,
  wireKinds,
  type PriceTableInput,
  type PriceTableReply,
} from '../../../shared/schemas/price-tables.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { visibleCustomer } from '../customers/index.js';
import {
  countItems,
  deleteItem,
  deleteTable,
  findCandidateTables,
  findTable,
  insertTable,
  productsForImport,
  updateTable,
  upsertItems,
  type PriceTableRow,
  type PriceTableWrite,
  type PricingTarget,
} from './pricing.repo.js';

/**
 * The applicable price of each product for this customer, condition and date (docs/pricing.md):
 * one query for the tables and their lines, then the pure rule. Products are given with their own price.
 */
export async function pricesFor(
  db: Db,
  tenantId: number,
  target: PricingTarget,
  items: readonly PricedProduct[],
): Promise<Map<number, number>> {
  const ids = [...new Set(items.map((p) => p.id))];
  const { tables, uf } = await findCandidateTables(db, tenantId, target, ids);
  const applicable = applicableTables(tables, { ...target, uf });
  return new Map(items.map((p) => [p.id, priceWith(p, applicable).priceCents]));
}

/** Tables are the managers' and admins' to read and change; a seller sells at what they give. */
export function requireManager(auth: AuthContext): void {
  if (isCustomer(auth) || (auth.role !== 'manager' && auth.role !== 'admin')) throw forbidden(msg.managersOnly);
}

const ENTITY = 'Tabela de preço';
const actorOf = (auth: AuthContext) => ({ id: auth.id, name: auth.name });

// Stryker disable next-line BooleanLiteral: equivalent; a read outside a transaction holds a lock for no time
export async function tableFor(db: Db, auth: AuthContext, id: number, lock = false) {
  const row = await findTable(db, auth.tenantId, id, lock);
  if (!row) throw notFound(msg.notFound);
  return row;
}

/** GET /api/tabelas-preco/:codigo: the header and how many products it prices (the lines: their grid). */
export async function readTable(db: Db, auth: AuthContext, id: number): Promise<PriceTableReply> {
  requireManager(auth);
  const row = await tableFor(db, auth, id);
  return present(row.table, row.customerName, await countItems(db, auth.tenantId, id));
}

function present(table: PriceTableRow, customerName: string | null, count: number): PriceTableReply {
  return {
    tabela: {
      codigo: table.id,
      nome: table.name,
      tipo: wireKindOf(table.kind),
      cliente: table.customerId,
      clienteNome: customerName,
      uf: table.uf,
      condicao: table.paymentCondition,
      ajuste: table.adjustment / 100,
      validaDe: table.validFrom,
      validaAte: table.validUntil,
      ativa: table.active,
    },
    produtos: count,
  };
}

/** The header to write; a customer table's customer must be one of the company's. */
async function headerOf(db: Db, auth: AuthContext, input: PriceTableInput): Promise<PriceTableWrite> {
  const kind = wireKinds[input.tipo];
  if (kind === 'customer' && input.cliente !== undefined) await assertCustomer(db, auth, input.cliente);
  return {
    name: input.nome,
    kind,
    customerId: kind === 'customer' ? (input.cliente ?? null) : null,
    uf: kind === 'uf' ? (input.uf ?? null) : null,
    paymentCondition: kind === 'condition' ? (input.condicao ?? null) : null,
    adjustment: input.ajuste,
    validFrom: input.validaDe ?? null,
    validUntil: input.validaAte ?? null,
    active: input.ativa,
    updatedBy: auth.id,
  };
}

async function assertCustomer(db: Db, auth: AuthContext, id: number): Promise<void> {
  try {
    await visibleCustomer(db, auth, id);
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: equivalent; only managers get here, and for them the lookup fails with a 404 or a database error
    if (error instanceof AppError && error.status === 404)
      throw badRequest(msg.customerNotFound, [{ campo: 'cliente', mensagem: msg.customerNotFound }]);
    throw error;
  }
}

/** POST /api/tabelas-preco: a new table, audited, in one transaction. */
export async function createTable(db: Db, auth: AuthContext, input: PriceTableInput): Promise<PriceTableReply> {
  requireManager(auth);
  const id = await db.transaction(async (tx) => {
    const table = await insertTable(tx, auth.tenantId, await headerOf(tx, auth, input));
    await recordAudit(tx, audit(auth, 'Criou', table.id, null, table));
    return table.id;
  });
  return { ...(await readTable(db, auth, id)), msg: { tipo: 'success', mensagem: msg.saved } };
}

/** PUT /api/tabelas-preco/:codigo: changes the header. A condition table keeps no product prices. */
export async function changeTable(db: Db, auth: AuthContext, id: number, input: PriceTableInput) {
  requireManager(auth);
  await db.transaction(async (tx) => {
    const before = await tableFor(tx, auth, id, true);
    const header = await headerOf(tx, auth, input);
    if (header.kind === 'condition' && (await countItems(tx, auth.tenantId, id)) > 0)
      throw badRequest(msg.conditionItems);
    await updateTable(tx, auth.tenantId, id, header);
    await recordAudit(tx, audit(auth, 'Alterou', id, before.table, header));
  });
  return { ...(await readTable(db, auth, id)), msg: { tipo: 'success' as const, mensagem: msg.saved } };
}

export async function removeTable(db: Db, auth: AuthContext, id: number) {
  requireManager(auth);
  await db.transaction(async (tx) => {
    const before = await tableFor(tx, auth, id, true);
    await deleteTable(tx, auth.tenantId, id);
    await recordAudit(tx, audit(auth, 'Excluiu', id, before.table, null));
  });
  return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: msg.deleted } };
}

/** PUT /api/tabelas-preco/:codigo/itens/:produto: one product's price in the table. */
export async function setItemPrice(db: Db, auth: AuthContext, id: number, productId: number, priceCents: number) {
  requireManager(auth);
  await db.transaction(async (tx) => {
    const { table } = await tableFor(tx, auth, id, true);
    if (table.kind === 'condition') throw badRequest(msg.conditionItems);
    if ((await productsForImport(tx, auth.tenantId, id, [productId])).length === 0)
      throw badRequest(msg.productNotFound, [{ campo: 'produto', mensagem: msg.productNotFound }]);
    await upsertItems(tx, auth.tenantId, id, [{ productId, priceCents }]);
    await recordAudit(tx, audit(auth, 'Alterou preço', id, null, { produto: productId, preco: priceCents }));
  });
  return readTable(db, auth, id);
}

export async function removeItemPrice(db: Db, auth: AuthContext, id: number, productId: number) {
  requireManager(auth);
  await db.transaction(async (tx) => {
    await tableFor(tx, auth, id, true);
    if (!(await deleteItem(tx, auth.tenantId, id, productId))) throw notFound(msg.productNotFound);
    await recordAudit(tx, audit(auth, 'Removeu preço', id, { produto: productId }, null));
  });
  return readTable(db, auth, id);
}

export const audit = (
  auth: AuthContext,
  action: string,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({ tenantId: auth.tenantId, actor: actorOf(auth), action, entity: ENTITY, entityId: id, before, after });
