/** Quantity rules of spec section 5 (cart and shop), shared by the screens and the server. */
export const QUANTITY_MAX_LENGTH = 4;
/** The cap when a product sells without stock. */
export const NO_STOCK_CAP = 999_999;
export const QUANTITY_STEP = 1;
export const QUANTITY_MULTIPLE_STEP = 10;
export const STOCK_ALERT_MS = 4000;

/** `multipleMode`: the product is sold in steps of 10 (spec section 5, 'multiple mode', tinted cans too). */
export type Stock = { stock: number; sellWithoutStock: boolean; multipleMode?: boolean };

/** How far one step moves the quantity: 1, or 10 in multiple mode. */
export const stepOf = (product: Pick<Stock, 'multipleMode'>): number =>
  product.multipleMode ? QUANTITY_MULTIPLE_STEP : QUANTITY_STEP;

/** A whole number of steps: rounded up, so a typed 15 of a multiple-mode product asks for 20. */
const upToStep = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The largest quantity that may be sold: the stock, or 999999 when the product sells without stock;
 * in multiple mode, the largest multiple of 10 within it.
 */
export function maxQuantity(product: Stock): number {
  const max = product.sellWithoutStock ? NO_STOCK_CAP : Math.max(0, product.stock);
  const step = stepOf(product);
  return Math.floor(max / step) * step;
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
  return clampToMax(upToStep(value, stepOf(product)), product);
}

/**
 * The shop: empty, NaN or 0 becomes 1 (minimum 1; in multiple mode 10); above the maximum it is
 * clamped.
 */
export function shopQuantity(raw: unknown, product: Stock): QuantityResult {
  const value = Math.trunc(asNumber(raw));
  // Stryker disable next-line EqualityOperator: equivalent, `value <= 1` would give 1 for 1 all the same
  const atLeastOne = !Number.isFinite(value) || value < 1 ? 1 : value;
  return clampToMax(upToStep(atLeastOne, stepOf(product)), product);
}

function clampToMax(quantity: number, product: Stock): QuantityResult {
  const max = maxQuantity(product);
  return quantity > max ? { quantity: max, clamped: true } : { quantity, clamped: false };
}
