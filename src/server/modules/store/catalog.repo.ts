import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { defaultStoreSort, type CatalogQuery, type StoreSort } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { productsWithNames } from '../../db/queries.js';
import { hasEveryWord, productPackaging, productText, relevance, searchWords } from '../../db/text-search.js';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';
import { orderItems, orders } from '../../db/schema/orders.js';
import { orderStatus } from '../../../shared/domain/order-status.js';
import { applicablePriceSql, type PricingTarget } from '../pricing/index.js';

const name = sql`coalesce(nullif(${products.ecommerceDescription}, ''), nullif(${products.listDescription}, ''), ${products.siteDescription})`;

const byName = [sql`${name} ASC`, asc(products.id)];

/** Units sold (sales and reservations) of the product: the 'mais vendidos' order. */
const unitsSold = sql`(SELECT coalesce(sum(${orderItems.quantity}), 0) FROM ${orderItems}
  JOIN ${orders} ON ${orders.tenantId} = ${orderItems.tenantId} AND ${orders.id} = ${orderItems.orderId}
  WHERE ${orderItems.tenantId} = ${products.tenantId} AND ${orderItems.productId} = ${products.id}
    AND ${orders.status} IN (${orderStatus.sale}, ${orderStatus.reservation}))`;

const orderings: Record<Exclude<StoreSort, 'relevancia' | 'menorPreco' | 'maiorPreco'>, SQL[]> = {
  nome: byName,
  novidades: [desc(products.createdAt), desc(products.id)],
  maisVendidos: [sql`${unitsSold} DESC`, ...byName],
};

/**
 * The shopper's order, else the store's; relevance compares the search with the product's names,
 * manufacturer and group.
 */
function orderingOf(tenantId: number, query: CatalogFilter): SQL[] {
  const sort = query.ordem ?? defaultStoreSort(query.busca, query.storeSort);
  if (sort === 'menorPreco' || sort === 'maiorPreco') {
    // The price this shopper sees, in SQL, so every page follows one order (docs/pricing.md).
    const price = applicablePriceSql(tenantId, query.pricing, {
      id: sql`${products.id}`,
      priceCents: sql`${products.priceCents}`,
    });
    return [sort === 'menorPreco' ? sql`${price} ASC` : sql`${price} DESC`, asc(products.id)];
  }
  if (sort !== 'relevancia') return orderings[sort];
  const whole = sql`${productText} || ' ' || ${productPackaging} || ' ' || ${manufacturers.name} || ' ' || ${productGroups.description}`;
  // Stryker disable next-line MethodExpression: equivalent; the catalogue's query schema trims busca already
  return query.busca.trim() ? [desc(relevance(whole, query.busca)), ...byName] : byName;
}

/** Catalog rows carry the filtered total for the pager. */
const catalogFrom = (db: Db) => productsWithNames(db, { total: sql<number>`count(*) OVER ()`.mapWith(Number) });

/**
 * What the shopper asked for and what the store configures (default order, zero-stock products
 * shown), and whose prices the price orders follow.
 */
export type CatalogFilter = CatalogQuery & {
  storeSort: StoreSort;
  inStockOnly: boolean;
  pricing: Omit<PricingTarget, 'condition'>;
};

/** Products that can be sold now: some stock, or sold without stock. */
const inStock = sql`(${products.stock} > 0 OR ${products.sellWithoutStock})`;

/**
 * A page of active products with the total count, by search term (word by word, without accents, in
 * the descriptions, manufacturer and group), manufacturer and group.
 */
export async function findCatalogPage(db: Db, tenantId: number, query: CatalogFilter, size: number) {
  const texts = [productText, productPackaging, sql`${manufacturers.name}`, sql`${productGroups.description}`];
  return catalogFrom(db)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.active, true),
        hasEveryWord(texts, searchWords(query.busca)),
        query.fabricante ? eq(products.manufacturerId, query.fabricante) : undefined,
        query.grupo ? eq(products.groupId, query.grupo) : undefined,
        query.inStockOnly ? inStock : undefined,
      ),
    )
    .orderBy(...orderingOf(tenantId, query))
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
    .where(and(eq(products.tenantId, tenantId), eq(products.active, true), inStock))
    .orderBy(...(kind === 'ofertas' ? [sql`${saving} DESC`, asc(products.id)] : orderings.novidades))
    .limit(size);
}

/** The active products of these ids (the 'slp' slide), sellable ones only when zero stock is hidden. */
export async function findProductsByIds(db: Db, tenantId: number, ids: number[], inStockOnly: boolean) {
  return catalogFrom(db).where(
    and(
      eq(products.tenantId, tenantId),
      inArray(products.id, ids),
      eq(products.active, true),
      inStockOnly ? inStock : undefined,
    ),
  );
}

/** The sitemap's limit of addresses per file. */
const SITEMAP_SIZE = 50_000;

/** The products the store lists to search engines: active, and sellable when zero stock is hidden. */
export async function findSitemapProducts(db: Db, tenantId: number, inStockOnly: boolean) {
  return db
    .select({
      id: products.id,
      ecommerceDescription: products.ecommerceDescription,
      listDescription: products.listDescription,
      siteDescription: products.siteDescription,
      packaging: products.packaging,
      listPackaging: products.listPackaging,
      tintBase: products.tintBase,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.active, true), inStockOnly ? inStock : undefined))
    .orderBy(asc(products.id))
    .limit(SITEMAP_SIZE);
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
