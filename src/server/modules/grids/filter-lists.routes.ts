import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { queryRows } from '../../db/client.js';
import { requireAuth } from '../../http/request-context.js';

type ListQuery = (tenantId: number) => SQL;

/** Rows in the spec's wire names (`{ resultSet }`). */
const rowLists: Record<string, ListQuery> = {
  '/loja/results': (t) =>
    sql`SELECT id AS cficodloj, trade_name AS cfifanloj FROM business_units WHERE tenant_id = ${t} ORDER BY trade_name`,
  '/grupo-produto/results': (t) =>
    sql`SELECT id AS cficodgrp, description AS cfidesgrp FROM product_groups WHERE tenant_id = ${t} ORDER BY description`,
  '/fabricante/results': (t) =>
    sql`SELECT id AS cficodfab, name AS cfinomfab FROM manufacturers WHERE tenant_id = ${t} ORDER BY name`,
};

/** Code-to-name maps. */
const maps: Record<string, ListQuery> = {
  '/representate/filtro': (t) => sql`SELECT id, name FROM representatives WHERE tenant_id = ${t} ORDER BY name`,
  '/api/funcionarios/filtro': (t) =>
    sql`SELECT id, name FROM operators WHERE tenant_id = ${t} AND active ORDER BY name`,
};

/** The 'Filtros' lists: stores, product groups, manufacturers, representatives and employees. */
export function filterListRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [url, query] of Object.entries(rowLists)) {
    app.post(url, async (request) => {
      requireAuth(request);
      return { resultSet: await queryRows(ctx.db, query(request.tenant.id)) };
    });
  }
  for (const [url, query] of Object.entries(maps)) {
    app.post(url, async (request) => {
      requireAuth(request);
      const rows = await queryRows<{ id: number; name: string }>(ctx.db, query(request.tenant.id));
      return Object.fromEntries(rows.map((row) => [String(row.id), row.name]));
    });
  }
}
