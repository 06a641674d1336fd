import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjust, priceOf, priceTableKinds, type PriceTable, type PricingContext } from './pricing';

const ctx: PricingContext = { customerId: 7, uf: 'BA', condition: '28/56/84', on: '2026-11-25' };
const product = { id: 1, priceCents: 10_000 };

const table = (over: Partial<PriceTable> & Pick<PriceTable, 'id' | 'kind'>): PriceTable => ({
  active: true,
  customerId: null,
  uf: null,
  condition: null,
  validFrom: null,
  validUntil: null,
  adjustment: 0,
  prices: new Map(),
  ...over,
});

const prices = (cents: number) => new Map([[product.id, cents]]);
const customerTable = (id: number, cents: number) =>
  table({ id, kind: 'customer', customerId: 7, prices: prices(cents) });
const ufTable = (id: number, cents: number) => table({ id, kind: 'uf', uf: 'BA', prices: prices(cents) });
const defaultTable = (id: number, cents: number) => table({ id, kind: 'default', prices: prices(cents) });

const cents = fc.integer({ min: 1, max: 10_000_000 });
const adjustment = fc.integer({ min: -9_999, max: 99_999 });
const day = fc
  .integer({ min: 0, max: 3_000 })
  .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));

/** Any table at all: any kind, target, validity and price, so properties hold among noise. */
const anyTable = fc.record({
  id: fc.integer({ min: 1, max: 1_000 }),
  kind: fc.constantFrom(...priceTableKinds),
  active: fc.boolean(),
  customerId: fc.option(fc.constantFrom(7, 8), { nil: null }),
  uf: fc.option(fc.constantFrom('BA', 'PE', 'SP'), { nil: null }),
  condition: fc.option(fc.constantFrom('28', '28/56/84'), { nil: null }),
  validFrom: fc.option(day, { nil: null }),
  validUntil: fc.option(day, { nil: null }),
  adjustment,
  prices: fc.option(cents, { nil: undefined }).map((c) => (c === undefined ? new Map() : prices(c))),
});

/** Tables as the database holds them: each id once. */
const tablesOf = (maxLength: number) => fc.uniqueArray(anyTable, { maxLength, selector: (t) => t.id });

describe('the pricing function', () => {
  it('gives the product price when there is no table', () => {
    expect(priceOf(product, [], ctx)).toEqual({ priceCents: 10_000, tableId: null, conditionTableId: null });
  });

  it('takes the customer table over the UF table over the default table', () => {
    const all = [defaultTable(1, 9_000), ufTable(2, 8_000), customerTable(3, 7_000)];
    expect(priceOf(product, all, ctx).priceCents).toBe(7_000);
    expect(priceOf(product, all, { ...ctx, customerId: 99 }).priceCents).toBe(8_000);
    expect(priceOf(product, all, { ...ctx, customerId: 99, uf: 'SP' }).priceCents).toBe(9_000);
  });

  it('falls through a table that does not price the product', () => {
    const empty = table({ id: 3, kind: 'customer', customerId: 7 });
    expect(priceOf(product, [empty, ufTable(2, 8_000)], ctx)).toMatchObject({ priceCents: 8_000, tableId: 2 });
  });

  it('applies a table percentage to the products it does not list', () => {
    const nordeste = table({ id: 4, kind: 'uf', uf: 'BA', adjustment: 300 });
    expect(priceOf(product, [nordeste], ctx)).toMatchObject({ priceCents: 10_300, tableId: 4 });
  });

  it('adds the condition surcharge on top and rounds to the centavo once', () => {
    const nordeste = table({ id: 4, kind: 'uf', uf: 'BA', adjustment: 300 });
    const days84 = table({ id: 5, kind: 'condition', condition: '28/56/84', adjustment: 200 });
    expect(priceOf(product, [nordeste, days84], ctx)).toEqual({ priceCents: 10_506, tableId: 4, conditionTableId: 5 });
    // 49 × 1.0101 × 1.0101 = 49.9948 -> 50; rounding after each step would give 49 twice.
    const up = (id: number, kind: 'uf' | 'condition') =>
      table({ id, kind, uf: 'BA', condition: '28/56/84', adjustment: 101 });
    expect(priceOf({ id: 1, priceCents: 49 }, [up(6, 'uf'), up(7, 'condition')], ctx).priceCents).toBe(50);
  });

  it('uses only tables valid on the date and active', () => {
    const old = table({ id: 3, kind: 'customer', customerId: 7, prices: prices(5_000), validUntil: '2026-11-24' });
    const future = table({ id: 4, kind: 'customer', customerId: 7, prices: prices(6_000), validFrom: '2026-11-26' });
    const off = table({ id: 5, kind: 'customer', customerId: 7, prices: prices(4_000), active: false });
    expect(priceOf(product, [old, future, off], ctx).priceCents).toBe(10_000);
    expect(priceOf(product, [old, future, off], { ...ctx, on: '2026-11-24' }).priceCents).toBe(5_000);
    expect(priceOf(product, [old, future, off], { ...ctx, on: '2026-11-26' }).priceCents).toBe(6_000);
  });

  it('between two valid tables of one level, takes the one that started last', () => {
    const older = table({ id: 9, kind: 'default', prices: prices(5_000), validFrom: '2026-01-01' });
    const newer = table({ id: 2, kind: 'default', prices: prices(6_000), validFrom: '2026-06-01' });
    expect(priceOf(product, [older, newer], ctx).priceCents).toBe(6_000);
  });

  it('property: a customer table that lists the product decides the base price, whatever else exists', () => {
    fc.assert(
      fc.property(tablesOf(8), cents, (noise, own) => {
        const tables = [...noise.filter((t) => t.kind !== 'customer'), customerTable(5_000, own)];
        const price = priceOf(product, tables, ctx);
        const condition = tables.find((t) => t.id === price.conditionTableId);
        expect(price.tableId).toBe(5_000);
        expect(price.priceCents).toBe(adjust(own, ...(condition ? [condition.adjustment] : [])));
      }),
    );
  });

  it('property: tables not valid on the date, inactive or for someone else change nothing', () => {
    fc.assert(
      fc.property(tablesOf(8), tablesOf(8), (kept, others) => {
        const irrelevant = others.map((t) => ({ ...t, id: t.id + 10_000, active: false }));
        const foreign = others.map((t) => ({ ...t, id: t.id + 20_000, customerId: 8, uf: 'SP', condition: '28' }));
        const elsewhere = foreign.filter((t) => t.kind === 'customer' || t.kind === 'uf' || t.kind === 'condition');
        expect(priceOf(product, [...kept, ...irrelevant, ...elsewhere], ctx)).toEqual(priceOf(product, kept, ctx));
      }),
    );
  });

  it('property: the order the tables come in does not matter', () => {
    fc.assert(
      fc.property(tablesOf(8), (tables) => {
        expect(priceOf(product, [...tables].reverse(), ctx)).toEqual(priceOf(product, tables, ctx));
      }),
    );
  });

  it('property: a condition surcharge never lowers a price and a discount never raises it; 0 % leaves it', () => {
    fc.assert(
      fc.property(cents, adjustment, (base, a) => {
        const after = adjust(base, a);
        if (a >= 0) expect(after).toBeGreaterThanOrEqual(base);
        else expect(after).toBeLessThanOrEqual(base);
        expect(adjust(base, 0)).toBe(base);
        expect(Number.isInteger(after) && after >= 0).toBe(true);
      }),
    );
  });

  it('property: the price is within half a centavo of the exact product of the factors', () => {
    fc.assert(
      fc.property(cents, adjustment, adjustment, (base, a, b) => {
        const exact = (base * (10_000 + a) * (10_000 + b)) / 1e8;
        expect(Math.abs(adjust(base, a, b) - Math.max(0, exact))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
