import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { manufacturers, productGroups, products } from './schema/catalog.js';

/** Text searched literally in LIKE/ILIKE: '%', '_' and '\' lose their wildcard meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern "contains `text`". */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** Products with their manufacturer's name and group's description: the base of every product list. */
export function productsWithNames<T extends Record<string, SQL>>(db: Db, extra: T) {
  return db
    .select({ product: products, manufacturer: manufacturers.name, group: productGroups.description, ...extra })
    .from(products)
    .innerJoin(
      manufacturers,
      and(eq(manufacturers.tenantId, products.tenantId), eq(manufacturers.id, products.manufacturerId)),
    )
    .innerJoin(
      productGroups,
      and(eq(productGroups.tenantId, products.tenantId), eq(productGroups.id, products.groupId)),
    );
}
