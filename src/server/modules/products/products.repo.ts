import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductWrite = Partial<Omit<typeof products.$inferInsert, 'tenantId' | 'id'>>;

const byKey = (tenantId: number, id: number) => and(eq(products.tenantId, tenantId), eq(products.id, id));

export async function findProduct(db: Db, tenantId: number, id: number, lock = false): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(byKey(tenantId, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateProduct(db: Db, tenantId: number, id: number, values: ProductWrite): Promise<void> {
  await db.update(products).set(values).where(byKey(tenantId, id));
}

/**
 * The company's groups and manufacturers, for the product form's selects. One query after the other:
 * an import reads them inside its transaction, one connection that runs one query at a time.
 */
export async function catalogOptions(db: Db, tenantId: number) {
  const groups = await db
    .select({ codigo: productGroups.id, nome: productGroups.description })
    .from(productGroups)
    .where(eq(productGroups.tenantId, tenantId))
    .orderBy(asc(productGroups.description));
  const makers = await db
    .select({ codigo: manufacturers.id, nome: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.tenantId, tenantId))
    .orderBy(asc(manufacturers.name));
  return { groups, makers };
}

export async function groupExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(and(eq(productGroups.tenantId, tenantId), eq(productGroups.id, id)));
  return row !== undefined;
}

export async function manufacturerExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(and(eq(manufacturers.tenantId, tenantId), eq(manufacturers.id, id)));
  return row !== undefined;
}

/** The current values an import compares its lines with, for the codes it names. */
export async function productsByCodes(db: Db, tenantId: number, ids: number[]): Promise<ProductRow[]> {
  const found: ProductRow[] = [];
  // Chunks keep each IN list (and PGlite's parameter list) small.
  for (let i = 0; i < ids.length; i += 5_000) {
    const chunk = ids.slice(i, i + 5_000);
    found.push(
      ...(await db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), inArray(products.id, chunk)))),
    );
  }
  return found;
}

export type ImportedProduct = { id: number } & ProductWrite;

/**
 * Writes one batch of an import: every line inserted or, when the code exists, updated on the
 * columns the file carries (`columns`), one statement per batch.
 */
export async function upsertProducts(
  db: Db,
  tenantId: number,
  rows: Array<typeof products.$inferInsert>,
  columns: Array<keyof typeof products.$inferInsert>,
): Promise<void> {
  if (rows.length === 0) return;
  const set = Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded."${products[key].name}"`)]));
  await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({ target: [products.tenantId, products.id], set });
}

/**
 * Moves the products' id sequence (shared by every company) past an imported code, never back, so a
 * product created later never takes a code a file brought in.
 */
export async function bumpProductSequence(db: Db, maxId: number): Promise<void> {
  await db.execute(
    sql`SELECT setval('products_id_seq', ${maxId}) WHERE ${maxId} > (SELECT last_value FROM products_id_seq)`,
  );
}

/**
 * Serialises the import batches that may create groups and manufacturers, per company, until the
 * transaction ends: two imports at once never create the same name twice.
 */
export async function lockCatalogNames(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${tenantId}::int, hashtext('catalog-names'))`);
}

/** A new group or manufacturer (an import names one that does not exist yet); answers its code. */
export async function insertCatalogName(db: Db, tenantId: number, kind: 'group' | 'maker', name: string) {
  const [row] =
    kind === 'group'
      ? await db.insert(productGroups).values({ tenantId, description: name }).returning({ id: productGroups.id })
      : await db.insert(manufacturers).values({ tenantId, name }).returning({ id: manufacturers.id });
  if (!row) throw new Error(`${kind} not created`);
  return row.id;
}
