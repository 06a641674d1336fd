import type { Db } from '../../db/client.js';
import {
  employeeNames,
  manufacturerOptions,
  productGroupOptions,
  representativeNames,
  storeOptions,
} from './filter-lists.repo.js';

/** A code-to-name map, as the spec's representative and employee filters give it. */
const codeNames = (rows: Array<{ id: number; name: string }>) =>
  Object.fromEntries(rows.map((row) => [String(row.id), row.name]));

/** The 'Filtros' lists of a tenant: stores, product groups and manufacturers as result sets. */
export const storeList = async (db: Db, tenantId: number) => ({ resultSet: await storeOptions(db, tenantId) });

export const productGroupList = async (db: Db, tenantId: number) => ({
  resultSet: await productGroupOptions(db, tenantId),
});

export const manufacturerList = async (db: Db, tenantId: number) => ({
  resultSet: await manufacturerOptions(db, tenantId),
});

/** Representatives and (active) employees as code-to-name maps. */
export const representativeList = async (db: Db, tenantId: number) =>
  codeNames(await representativeNames(db, tenantId));

export const employeeList = async (db: Db, tenantId: number) => codeNames(await employeeNames(db, tenantId));
