import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { queryRows } from '../../db/client.js';
import { requireAuth } from '../../http/request-context.js';

/** The 'Filtros' lists: stores, product groups, manufacturers, and the representative map. */
export function filterListRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/loja/results', async (request) => {
    requireAuth(request);
    const rows = await queryRows(ctx.db, sql`SELECT id AS cficodloj, trade_name AS cfifanloj FROM business_units WHERE tenant_id = ${request.tenant.id} ORDER BY trade_name`);
    return { resultSet: rows };
  });
  app.post('/grupo-produto/results', async (request) => {
    requireAuth(request);
    const rows = await queryRows(ctx.db, sql`SELECT id AS cficodgrp, description AS cfidesgrp FROM product_groups WHERE tenant_id = ${request.tenant.id} ORDER BY description`);
    return { resultSet: rows };
  });
  app.post('/fabricante/results', async (request) => {
    requireAuth(request);
    const rows = await queryRows(ctx.db, sql`SELECT id AS cficodfab, name AS cfinomfab FROM manufacturers WHERE tenant_id = ${request.tenant.id} ORDER BY name`);
    return { resultSet: rows };
  });
  app.post('/api/funcionarios/filtro', async (request) => {
    requireAuth(request);
    const rows = await queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT id, name FROM operators WHERE tenant_id = ${request.tenant.id} AND active ORDER BY name`);
    return Object.fromEntries(rows.map((row) => [String(row.id), row.name]));
  });
  app.post('/representate/filtro', async (request) => {
    requireAuth(request);
    const rows = await queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT id, name FROM representatives WHERE tenant_id = ${request.tenant.id} ORDER BY name`);
    return Object.fromEntries(rows.map((row) => [String(row.id), row.name]));
  });
}
