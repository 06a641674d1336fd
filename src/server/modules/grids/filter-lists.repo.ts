import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** The 'Filtros' lists of a tenant, in the spec's wire names, ordered by name. */
export const storeOptions = (db: Db, tenantId: number) =>
  queryRows<{ cficodloj: number; cfifanloj: string }>(
    db,
    sql`SELECT id AS cficodloj, trade_name AS cfifanloj FROM business_units WHERE tenant_id = ${tenantId} ORDER BY trade_name`,
  );

export const productGroupOptions = (db: Db, tenantId: number) =>
  queryRows<{ cficodgrp: number; cfidesgrp: string }>(
    db,
    sql`SELECT id AS cficodgrp, description AS cfidesgrp FROM product_groups WHERE tenant_id = ${tenantId} ORDER BY description`,
  );

export const manufacturerOptions = (db: Db, tenantId: number) =>
  queryRows<{ cficodfab: number; cfinomfab: string }>(
    db,
    sql`SELECT id AS cficodfab, name AS cfinomfab FROM manufacturers WHERE tenant_id = ${tenantId} ORDER BY name`,
  );

type CodeName = { id: number; name: string };

export const representativeNames = (db: Db, tenantId: number) =>
  queryRows<CodeName>(db, sql`SELECT id, name FROM representatives WHERE tenant_id = ${tenantId} ORDER BY name`);

export const employeeNames = (db: Db, tenantId: number) =>
  queryRows<CodeName>(db, sql`SELECT id, name FROM operators WHERE tenant_id = ${tenantId} AND active ORDER BY name`);
