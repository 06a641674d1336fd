import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { biFilters } from '../../../shared/schemas/bi.js';
import { customerSummary, itemSummary, type BiScope } from './bi-facts.js';

const scope: BiScope = {
  viewer: { level: 'G', id: 1, role: 'manager', representativeId: null },
  tenantId: 7,
  filters: biFilters.parse({}),
  range: { inicial: '2024-11-28', final: '2026-11-27' },
};
const text = (query: ReturnType<typeof customerSummary>) => new PgDialect().sqlToQuery(query!).sql;
const aliases = (sqlText: string) => [...new Set([...sqlText.matchAll(/ AS "(\w+)"/g)].map((m) => m[1]))];

describe('summary rows', () => {
  it('select only the columns a read asks for, besides the figure and the orders', () => {
    const read = text(customerSummary(scope, { columns: ['customer_id', 'customer_name'] }));
    expect(aliases(read)).toEqual(['customer_id', 'customer_name', 'measure', 'orders']);
    expect(aliases(text(itemSummary(scope, 'orders', { columns: ['product_id', 'issued_on'] })))).toEqual([
      'issued_on',
      'product_id',
      'measure',
      'orders',
    ]);
  });

  it('select every column when the read names none', () => {
    expect(aliases(text(customerSummary(scope)))).toEqual([
      'issued_on',
      'customer_id',
      'customer_name',
      'business_unit_id',
      'representative_id',
      'payment_method',
      'product_id',
      'group_id',
      'manufacturer_id',
      'converted',
      'measure',
      'orders',
    ]);
  });
});
