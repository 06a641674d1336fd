/**
 * The one pricing rule (docs/pricing.md): a product's price for a customer, a state (UF) and a
 * payment condition on a date. The server applies it when a line is added, when the cart's customer
 * or condition changes and again at placement; the shop and the terminal show what it gives.
 */

/** Base tables, most specific first: the first one valid that prices the product wins. */
export const baseKinds = ['customer', 'uf', 'default'] as const;
export const priceTableKinds = [...baseKinds, 'condition'] as const;
export type PriceTableKind = (typeof priceTableKinds)[number];

/** Adjustments are in hundredths of a percent (+2 % = 200), bounded so a price stays sensible. */
export const MIN_ADJUSTMENT = -9_999;
export const MAX_ADJUSTMENT = 99_999;

export type PriceTable = {
  id: number;
  kind: PriceTableKind;
  active: boolean;
  /** The table's target: the customer's code, the state or the payment condition (by kind). */
  customerId: number | null;
  uf: string | null;
  condition: string | null;
  /** ISO dates (AAAA-MM-DD), both included; null is open. */
  validFrom: string | null;
  validUntil: string | null;
  /** Over the product's own price, for products the table does not list (a condition table: over every price). */
  adjustment: number;
  /** Product id -> price in centavos. A condition table lists none. */
  prices: ReadonlyMap<number, number>;
};

export type PricingContext = {
  customerId: number | null;
  uf: string | null;
  condition: string | null;
  /** The pricing date (ISO). */
  on: string;
};

export type PricedProduct = { id: number; priceCents: number };

export type Price = {
  priceCents: number;
  /** The base table that priced the product (null: the product's own price) and the condition table applied. */
  tableId: number | null;
  conditionTableId: number | null;
};

export const isValidOn = (table: Pick<PriceTable, 'active' | 'validFrom' | 'validUntil'>, on: string): boolean =>
  table.active &&
  (table.validFrom === null || table.validFrom <= on) &&
  (table.validUntil === null || on <= table.validUntil);

function targets(table: PriceTable, ctx: PricingContext): boolean {
  switch (table.kind) {
    case 'customer':
      return ctx.customerId !== null && table.customerId === ctx.customerId;
    case 'uf':
      return ctx.uf !== null && table.uf === ctx.uf.toUpperCase();
    case 'condition':
      return ctx.condition !== null && table.condition === ctx.condition.trim();
    case 'default':
      return true;
  }
}

/** Among tables of one level valid at once, the one that started last (then the newest) counts first. */
function newestFirst(a: PriceTable, b: PriceTable): number {
  const from = (b.validFrom ?? '').localeCompare(a.validFrom ?? '');
  return from !== 0 ? from : b.id - a.id;
}

/** The tables that apply to this context, each level newest first. */
export function applicableTables(tables: readonly PriceTable[], ctx: PricingContext) {
  const valid = tables.filter((t) => isValidOn(t, ctx.on) && targets(t, ctx)).sort(newestFirst);
  return {
    base: baseKinds.flatMap((kind) => valid.filter((t) => t.kind === kind)),
    condition: valid.find((t) => t.kind === 'condition') ?? null,
  };
}

/**
 * cents × (1 + a) × (1 + b), a and b in hundredths of a percent, rounded half up to the centavo
 * once, never below zero. BigInt: the product of the factors passes 2^53 for large prices.
 */
export function adjust(cents: number, ...adjustments: number[]): number {
  const scale = 10_000n ** BigInt(adjustments.length);
  const raw = adjustments.reduce((acc, a) => acc * BigInt(10_000 + a), BigInt(cents));
  if (raw <= 0n) return 0;
  return Number((raw * 2n + scale) / (2n * scale));
}

/** The price of one product in a context, given the tables that apply (see `applicableTables`). */
export function priceWith(product: PricedProduct, applicable: ReturnType<typeof applicableTables>): Price {
  const condition = applicable.condition;
  const extra = condition ? [condition.adjustment] : [];
  const conditionTableId = condition?.id ?? null;
  for (const table of applicable.base) {
    const listed = table.prices.get(product.id);
    if (listed !== undefined) return { priceCents: adjust(listed, ...extra), tableId: table.id, conditionTableId };
    if (table.adjustment !== 0)
      return {
        priceCents: adjust(product.priceCents, table.adjustment, ...extra),
        tableId: table.id,
        conditionTableId,
      };
  }
  return { priceCents: adjust(product.priceCents, ...extra), tableId: null, conditionTableId };
}

/** Convenience for one product: the precedence customer > UF > default > product price, then the condition. */
export const priceOf = (product: PricedProduct, tables: readonly PriceTable[], ctx: PricingContext): Price =>
  priceWith(product, applicableTables(tables, ctx));
