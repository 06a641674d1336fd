import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogQuery } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { containing, productsWithNames } from '../../db/queries.js';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';

const name = sql`coalesce(nullif(${products.ecommerceDescription}, ''), nullif(${products.listDescription}, ''), ${products.siteDescription})`;

const orderings: Record<CatalogQuery['ordem'], SQL[]> = {
  nome: [sql`${name} ASC`, asc(products.id)],
  menorPreco: [asc(products.priceCents), asc(products.id)],
  maiorPreco: [desc(products.priceCents), asc(products.id)],
  novidades: [desc(products.createdAt), desc(products.id)],
};

/** Catalog rows carry the filtered total for the pager. */
const catalogFrom = (db: Db) => productsWithNames(db, { total: sql<number>`count(*) OVER ()`.mapWith(Number) });

/** A page of active products with the total count, by search term, manufacturer and group. */
export async function findCatalogPage(db: Db, tenantId: number, query: CatalogQuery, size: number) {
  const like = containing(query.busca);
  return catalogFrom(db)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.active, true),
        query.busca
          ? sql`(${name} ILIKE ${like} OR ${manufacturers.name} ILIKE ${like} OR ${productGroups.description} ILIKE ${like})`
          : undefined,
        query.fabricante ? eq(products.manufacturerId, query.fabricante) : undefined,
        query.grupo ? eq(products.groupId, query.grupo) : undefined,
      ),
    )
    .orderBy(...orderings[query.ordem])
    .limit(size)
    .offset(query.pagina * size);
}
export type CatalogRow = Awaited<ReturnType<typeof findCatalogPage>>[number];

export async function findCatalogProduct(db: Db, tenantId: number, id: number): Promise<CatalogRow | undefined> {
  const [row] = await catalogFrom(db).where(
    and(eq(products.tenantId, tenantId), eq(products.id, id), eq(products.active, true)),
  );
  return row;
}

/** The storefront's shelves: the biggest savings over the list price, and the newest products. */
export async function findShelf(db: Db, tenantId: number, kind: 'ofertas' | 'novidades', size: number) {
  const saving = sql`(${products.listPriceCents} - ${products.priceCents})::float / greatest(${products.listPriceCents}, 1)`;
  return catalogFrom(db)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.active, true),
        sql`(${products.stock} > 0 OR ${products.sellWithoutStock})`,
      ),
    )
    .orderBy(...(kind === 'ofertas' ? [sql`${saving} DESC`, asc(products.id)] : orderings.novidades))
    .limit(size);
}

export async function findMenus(db: Db, tenantId: number) {
  const [groups, makers] = await Promise.all([
    db
      .select({ codigo: productGroups.id, nome: productGroups.description })
      .from(productGroups)
      .where(eq(productGroups.tenantId, tenantId))
      .orderBy(asc(productGroups.description)),
    db
      .select({ codigo: manufacturers.id, nome: manufacturers.name, imagem: manufacturers.imageUrl })
      .from(manufacturers)
      .where(eq(manufacturers.tenantId, tenantId))
      .orderBy(asc(manufacturers.name)),
  ]);
  return { grupos: groups, fabricantes: makers };
}
