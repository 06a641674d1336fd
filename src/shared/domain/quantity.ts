/** Quantity rules of spec section 5 (cart and shop), shared by the screens and the server. */
export const QUANTITY_MAX_LENGTH = 4;
/** The cap when a product sells without stock. */
export const NO_STOCK_CAP = 999_999;
export const QUANTITY_STEP = 1;
export const QUANTITY_MULTIPLE_STEP = 10;
export const STOCK_ALERT_MS = 4000;

export type Stock = { stock: number; sellWithoutStock: boolean };

/** The largest quantity that may be sold: the stock, or 999999 when the product sells without stock. */
export function maxQuantity(product: Stock): number {
  return product.sellWithoutStock ? NO_STOCK_CAP : Math.max(0, product.stock);
}

/** Whether the quantity controls may be shown at all (checked before they are). */
export const canSell = (product: Stock & { active?: boolean }) => product.active !== false && maxQuantity(product) >= 1;

export type QuantityResult = { quantity: number; clamped: boolean };

/** A number or a text; `Number` reads an empty or blank text as 0, which both rules refuse like NaN. */
const asNumber = (raw: unknown) => (typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN);

/**
 * The back-office cart: a non-numeric or <= 0 value becomes 0 (the item is removed and the
 * discounts reset); above the maximum it is clamped ('Atingiu o estoque máximo permitido').
 */
export function cartQuantity(raw: unknown, product: Stock): QuantityResult {
  const value = Math.trunc(asNumber(raw));
  // Stryker disable next-line EqualityOperator: equivalent, 0 passes on to { quantity: 0, clamped: false } all the same
  if (!Number.isFinite(value) || value <= 0) return { quantity: 0, clamped: false };
  const max = maxQuantity(product);
  return value > max ? { quantity: max, clamped: true } : { quantity: value, clamped: false };
}

/** The shop: empty, NaN or 0 becomes 1 (minimum 1); above the maximum it is clamped. */
export function shopQuantity(raw: unknown, product: Stock): QuantityResult {
  const value = Math.trunc(asNumber(raw));
  // Stryker disable next-line EqualityOperator: equivalent, `value <= 1` would give 1 for 1 all the same
  const atLeastOne = !Number.isFinite(value) || value < 1 ? 1 : value;
  const max = maxQuantity(product);
  return atLeastOne > max ? { quantity: max, clamped: true } : { quantity: atLeastOne, clamped: false };
}
