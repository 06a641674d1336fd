import { formatAddress } from '../../../shared/br/address.js';
import { canReach, isCustomer, seesSellerFields } from '../../../shared/domain/access.js';
import {
  canDo,
  newCartStatus,
  transitionWrites,
  type OrderAction,
  type TransitionWrite,
} from '../../../shared/domain/order-transitions.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { canSell, cartQuantity, shopQuantity } from '../../../shared/domain/quantity.js';
import { messages } from '../../../shared/messages.js';
import { actionNames, cartMessages, type AddItemRequest, type CartReply } from '../../../shared/schemas/cart.js';
import { tintingMessages } from '../../../shared/schemas/tinting.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import { visibleCustomer } from '../customers/index.js';
import { activeColour, canFormula } from '../tinting/index.js';
import { localDate, localTime } from './clock.js';
import { colourantOf, linePrice, priceDateOf, repriceLines } from './order-pricing.js';
import { presentCart, totalsOf } from './cart-presenter.js';
import {
  deleteItems,
  findItems,
  findOperatorStore,
  findOrder,
  findProduct,
  insertItems,
  insertOrder,
  resetItemDiscounts,
  updateItem,
  updateOrder,
  type ItemWithProduct,
  type OrderInsert,
  type OrderItemInsert,
  type OrderWithCustomer,
  type ProductRow,
} from './orders.repo.js';

/** The access policy: an order that is not the caller's to see is 'not found'. */
function assertOrderVisible(auth: AuthContext, { order }: OrderWithCustomer): void {
  if (!canReach(auth, order)) throw notFound(cartMessages.orderNotFound);
}

export function assertAllowed(status: string, action: OrderAction): void {
  if (!canDo(status, action)) throw conflict(cartMessages.forbiddenAction(actionNames[action], status));
}

export async function visibleOrder(db: Db, auth: AuthContext, id: number, lock = false) {
  const row = await findOrder(db, auth.tenantId, id, lock);
  if (!row) throw notFound(cartMessages.orderNotFound);
  assertOrderVisible(auth, row);
  return row;
}

export async function loadCart(db: Db, auth: AuthContext, id: number): Promise<CartReply> {
  const row = await visibleOrder(db, auth, id);
  return presentCart(row, await findItems(db, auth.tenantId, id), auth);
}

/** A new empty cart: a customer's own ('Orçamento', from the shop) or a seller's 'CONSUMIDOR' one ('Pendente'). */
export async function createCart(db: Db, auth: AuthContext, extra: OrderFields = {}): Promise<number> {
  const now = new Date();
  const order = await insertOrder(db, {
    tenantId: auth.tenantId,
    issuedOn: localDate(now),
    issuedAt: localTime(now),
    // Either way the order carries a representative, so it shows in that seller's lists at once.
    representativeId: auth.representativeId,
    ...(isCustomer(auth) ? await shopCustomer(db, auth) : await sellerCart(db, auth)),
    ...extra,
  });
  return order.id;
}

/** A seller's cart sells from the seller's own store until they choose another. */
const sellerCart = async (db: Db, auth: AuthContext) => ({
  customerName: 'CONSUMIDOR',
  status: newCartStatus(false),
  operatorId: auth.id,
  businessUnitId: await findOperatorStore(db, auth.tenantId, auth.id),
});

async function shopCustomer(db: Db, auth: AuthContext) {
  const customer = await visibleCustomer(db, auth, auth.id);
  return {
    customerId: customer.id,
    customerName: customer.name,
    tradeName: customer.tradeName,
    phone: customer.phone,
    status: newCartStatus(true),
    origin: 'S',
  };
}

export type CartChange = (tx: Db, row: OrderWithCustomer) => Promise<ChangeOutcome | void>;
/** A change never writes the status or its codes: the transition table does (`transitionWrites`). */
export type OrderFields = Omit<Partial<OrderInsert>, keyof TransitionWrite>;
type ChangeOutcome = {
  set?: OrderFields;
  clamped?: boolean;
  /** The lines after the change, when the change knows them (otherwise they are read again). */
  items?: ItemWithProduct[];
  /** A status the transition table derives from what the change found (`returnWrite`). */
  settles?: TransitionWrite;
  /** Work on the order as saved (its new total, status and version), in the same transaction. */
  afterSave?: (tx: Db, saved: OrderWithCustomer, items: ItemWithProduct[]) => Promise<void>;
};

/**
 * Every change to an order goes through here, in one transaction: the row is locked, the caller's
 * right and the transition table are checked, a stale `versao` is refused with the fresh cart, and
 * the total is recomputed from the lines and the version bumped, so nobody overwrites unseen work.
 */
export async function changeOrder(
  db: Db,
  auth: AuthContext,
  id: number,
  expectedVersion: number | undefined,
  action: OrderAction,
  change: CartChange,
): Promise<CartReply> {
  return db.transaction(async (tx) => {
    const row = await visibleOrder(tx, auth, id, true);
    if (expectedVersion !== undefined && expectedVersion !== row.order.version) {
      const fresh = presentCart(row, await findItems(tx, auth.tenantId, id), auth);
      throw conflict(cartMessages.concurrentEdit, undefined, { carrinho: fresh });
    }
    assertAllowed(row.order.status, action);
    const outcome = (await change(tx, row)) ?? {};
    const writes = { ...outcome.set, ...transitionWrites[action], ...outcome.settles };
    const order = { ...row.order, ...writes };
    const items = outcome.items ?? (await findItems(tx, auth.tenantId, id));
    const totals = totalsOf(order, items);
    if (order.discountCents + totals.percentageCents > totals.itemsCents && items.length > 0)
      throw badRequest(cartMessages.discountTooLarge);
    const updated = await updateOrder(tx, auth.tenantId, id, {
      ...writes,
      totalCents: totals.totalCents,
      version: row.order.version + 1,
    });
    // The customer, unit and seller read with the order change only when the writes name them.
    const saved = joinedFieldsChanged(writes) ? await visibleOrder(tx, auth, id) : { ...row, order: updated };
    await outcome.afterSave?.(tx, saved, items);
    return { ...presentCart(saved, items, auth), ...(outcome.clamped ? { ajustado: true } : {}) };
  });
}

function joinedFieldsChanged(writes: OrderFields): boolean {
  return 'customerId' in writes || 'businessUnitId' in writes || 'representativeId' in writes;
}

/** The cart to change: the one named, or a new one when the caller has none yet. */
export async function cartFor(db: Db, auth: AuthContext, id: number | undefined): Promise<number> {
  return id ?? createCart(db, auth);
}

const noDiscounts = { discountCents: 0, percentageIndex: '0' } as const;

/** Adding sets the quantity; 0 or less removes the line and resets the discounts (spec sections 4 and 5). */
export function addItem(auth: AuthContext, input: AddItemRequest, rule: 'cart' | 'shop' = 'cart'): CartChange {
  return async (tx, row) => {
    const { order } = row;
    const product = await findProduct(tx, auth.tenantId, input.codigo);
    if (!product?.active) throw notFound(cartMessages.productNotFound);
    const colour = await colourFor(tx, auth.tenantId, product, input, rule);
    const tinted = colour || input.tipo === '1' ? 1 : 0;
    const lines = await findItems(tx, auth.tenantId, order.id);
    const existing = lines.find(
      ({ item }) =>
        item.productId === product.id && item.tinted === tinted && item.colorCode === (colour?.code ?? null),
    )?.item;
    // The shop never removes through the quantity: empty, NaN or 0 there means 1 (spec section 5).
    const { quantity, clamped } = (rule === 'shop' ? shopQuantity : cartQuantity)(input.quantidade, product);
    const wanted = cartQuantity(input.quantidade, { stock: 1, sellWithoutStock: true }).quantity;
    if (wanted > 0 && !canSell(product)) throw badRequest(cartMessages.productUnavailable);
    if (quantity === 0) {
      if (existing) await deleteItems(tx, auth.tenantId, order.id, [existing.id]);
      await resetItemDiscounts(tx, auth.tenantId, order.id);
      return { set: noDiscounts };
    }
    const note = input.observacao?.trim() ? input.observacao.trim() : undefined;
    const discount = isCustomer(auth) ? undefined : input.desconto;
    // A new line takes the customer's applicable price (the price tables, docs/pricing.md); the shop
    // sells at today's, as its open cart and checkout do.
    const on = rule === 'shop' ? localDate() : priceDateOf(row);
    const tint = colour ? await colourantOf(tx, auth.tenantId, product, colour.code, quantity) : undefined;
    // The colourants are stock too: without enough in the machine only vendaSemEstoque sells (docs/tinting.md).
    if (tint?.short && !product.sellWithoutStock) throw badRequest(tintingMessages.colourantShort);
    // The price is always the server's: the base's applicable price plus the formula's colourants.
    const priceCents = existing?.unitPriceCents ?? (await linePrice(tx, order, on, product)) + (tint?.cents ?? 0);
    if (discount !== undefined && discount > quantity * priceCents) throw badRequest(cartMessages.discountTooLarge);
    // The lines as they are after this write, so changeOrder need not read them again.
    if (existing) {
      const set = {
        quantity,
        ...(note !== undefined && { note }),
        ...(discount !== undefined && { discountCents: discount }),
      };
      await updateItem(tx, auth.tenantId, existing.id, set);
      const items = lines.map((line) =>
        line.item.id === existing.id ? { ...line, item: { ...line.item, ...set } } : line,
      );
      return { clamped, items };
    }
    const position = Math.max(0, ...lines.map(({ item }) => item.position)) + 1;
    const line = { position, quantity, note: note ?? null, discountCents: discount ?? 0, tinted };
    const [inserted] = await insertItems(tx, [
      newLine(auth.tenantId, order.id, { ...product, priceCents }, line, colour),
    ]);
    return { clamped, items: inserted ? [...lines, { item: inserted, product }] : lines };
  };
}

type LineFields = Pick<OrderItemInsert, 'position' | 'quantity' | 'note' | 'discountCents' | 'tinted'>;

/** A new line of a product at its price (`priceCents`: the applicable one), named by the display-name rule, in its colour if tinted. */
function newLine(
  tenantId: number,
  orderId: number,
  product: ProductRow,
  line: LineFields,
  colour: ActiveColour | undefined,
): OrderItemInsert {
  return {
    tenantId,
    orderId,
    productId: product.id,
    ...line,
    unitPriceCents: product.priceCents,
    listPriceCents: product.listPriceCents,
    description: displayName({
      ecommerce: product.ecommerceDescription,
      list: product.listDescription,
      site: product.siteDescription,
    }),
    packaging: product.packaging ?? product.listPackaging,
    ...(colour
      ? {
          colorCode: colour.code,
          colorRgb: colour.rgb,
          colorDescription: colour.description,
          colorUnit: colour.unit,
          colorLine: colour.line,
          colorType: colour.type,
        }
      : {}),
  };
}

/**
 * In the shop a tint base is bought in a colour: the attribute must be chosen (spec section 5). The
 * seller's terminal sells bases as they are; the tinting flow adds colours there.
 */
type ActiveColour = NonNullable<Awaited<ReturnType<typeof activeColour>>>;

async function colourFor(db: Db, tenantId: number, product: ProductRow, input: AddItemRequest, rule: 'cart' | 'shop') {
  if (!input.cor && !(rule === 'shop' && product.tintBase)) return undefined;
  if (!input.cor) throw badRequest(cartMessages.colourRequired);
  const colour = await activeColour(db, tenantId, input.cor);
  // A colour whose formulas are all for other bases cannot be made on this one.
  const can = { volumeLiters: product.volumeLiters, baseKey: product.tintBaseKey };
  if (!colour || !(await canFormula(db, tenantId, input.cor, can))) throw badRequest(cartMessages.colourNotFound);
  return colour;
}

export function removeItems(auth: AuthContext, itemIds: number[]): CartChange {
  return async (tx, { order }) => {
    await deleteItems(tx, auth.tenantId, order.id, itemIds);
    await resetItemDiscounts(tx, auth.tenantId, order.id);
    return { set: noDiscounts };
  };
}

export type Discounts = {
  valueCents?: number;
  index?: number;
  lines: Array<{ item: number; desconto: number }>;
};

/**
 * Discounts are the seller's (spec section 6): from a customer they are ignored and the cart comes
 * back unchanged.
 */
export function changeDiscounts(
  db: Db,
  auth: AuthContext,
  id: number,
  version: number | undefined,
  discounts: Discounts,
): Promise<CartReply> {
  if (!seesSellerFields(auth)) return loadCart(db, auth, id);
  return changeOrder(db, auth, id, version, 'edit', setDiscounts(auth, discounts));
}

function setDiscounts(auth: AuthContext, discounts: Discounts): CartChange {
  return async (tx, { order }) => {
    const items = await findItems(tx, auth.tenantId, order.id);
    for (const line of discounts.lines) {
      const target = items.find(({ item }) => item.id === line.item)?.item;
      if (!target) throw notFound(messages.access.notFound);
      if (line.desconto > target.quantity * target.unitPriceCents) throw badRequest(cartMessages.discountTooLarge);
      await updateItem(tx, auth.tenantId, target.id, { discountCents: line.desconto });
    }
    return {
      set: {
        ...(discounts.valueCents === undefined ? {} : { discountCents: discounts.valueCents }),
        ...(discounts.index === undefined ? {} : { percentageIndex: discounts.index.toFixed(2) }),
      },
    };
  };
}

/** A seller picks the cart's customer among those they may see; a customer's cart is always their own. */
export function chooseCustomer(auth: AuthContext, customerId: number): CartChange {
  return async (tx, row) => {
    if (isCustomer(auth)) throw forbidden(messages.access.forbidden);
    const customer = await visibleCustomer(tx, auth, customerId);
    // The lines move to the new customer's prices (their table, their state's).
    const items = await repriceLines(tx, { ...row.order, customerId: customer.id }, priceDateOf(row));
    return {
      items,
      set: {
        customerId: customer.id,
        customerName: customer.name,
        tradeName: customer.tradeName,
        phone: customer.phone,
        address: formatAddress({
          street: customer.street,
          number: customer.number,
          complement: customer.complement,
          district: customer.district,
          city: customer.city,
          state: customer.state,
          cep: customer.cep,
        }),
      },
    };
  };
}

/** Spec section 5: an observation is saved only when not empty. */
export function saveNote(note: string): CartChange {
  return () => {
    if (!note.trim()) throw badRequest(cartMessages.observationEmpty);
    return Promise.resolve({ set: { notes: note.trim() } });
  };
}
