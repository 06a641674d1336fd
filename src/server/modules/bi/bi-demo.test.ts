import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biRange } from '../../../shared/domain/bi-range.js';
import { BI_TOP } from '../../../shared/domain/bi-dashboards.js';
import { biFilters } from '../../../shared/schemas/bi.js';
import { queryRows } from '../../db/client.js';
import { ensureDemoData } from '../../db/demo-data/ensure-demo-data.js';
import type { AuthContext } from '../../http/auth-context.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dashboardResults } from './bi.service.js';
import { plainFigures, sum } from './bi-test-calls.js';

/**
 * The dashboards on the demo company (24 months of orders, 10 representatives, 3 stores, 600
 * products): every ranking's chart and total against plain SQL over the raw tables.
 */
let t: TestApp;
let demo: { db: TestApp['database']['db']; tenant: { id: number } };
let admin: AuthContext;
const today = new Date();
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoData(t.database.db, () => undefined);
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM tenants WHERE apelido = 'demo'`);
  demo = { db: t.database.db, tenant: { id: row?.id ?? 0 } };
  admin = {
    tenantId: demo.tenant.id,
    id: 0,
    level: 'A',
    role: 'admin',
    representativeId: null,
  } as unknown as AuthContext;
}, 180_000);
afterAll(() => t.close());

const rankings = [
  ['clientes', 'order', 'o.customer_id'],
  ['unidades-negocio', 'order', 'o.business_unit_id'],
  ['representantes', 'order', 'o.representative_id'],
  ['formas-recebimento', 'order', 'o.payment_method'],
  ['fabricantes', 'item', 'p.manufacturer_id'],
  ['grupos-produtos', 'item', 'p.group_id'],
  ['produtos', 'item', 'i.product_id'],
] as const;

const combos = [
  { periodo: 9, base: 0 },
  { periodo: 7, base: 2, considerarConsumidor: 1, incluirMesAtual: 1 },
  { periodo: 5, base: 1, representantes: [1, 2], loja: [1] },
  { periodo: 9, base: 0, fabricantes: [1, 2, 3], grupos: [1, 2, 3, 4, 5] },
];

describe('the dashboards on the demo data', () => {
  it.each(rankings)('%s: the TOP 20 and the total are the plain sums', async (name, level, groupBy) => {
    for (const combo of combos) {
      const filters = biFilters.parse(combo);
      const reply = await dashboardResults(demo.db, name, admin, filters, today);
      const { inicial, final } = biRange(filters, today);
      const plain = await plainFigures(demo, level, groupBy, { ...combo, inicio: inicial, fim: final });
      const label = `${name} ${JSON.stringify(combo)}`;
      expect(Math.round(reply.total * 100), label).toBe(sum(plain.values()));
      expect(reply.total, label).toBeGreaterThan(0);
      expect(reply.grafico.length, label).toBe(Math.min(BI_TOP, plain.size));
      for (const point of reply.grafico) expect(Math.round(point.vlr * 100), label).toBe(plain.get(String(point.cod)));
      // The 20 largest: nothing left out is larger than the smallest shown.
      const shown = new Set(reply.grafico.map((p) => String(p.cod)));
      const smallest = Math.min(...reply.grafico.map((p) => Math.round(p.vlr * 100)));
      for (const [cod, value] of plain) if (!shown.has(cod)) expect(value, label).toBeLessThanOrEqual(smallest);
    }
  });
});
