import type { Db } from '../client.js';
import { priceTableItems, priceTables } from '../schema/pricing.js';
import type { CatalogProduct } from './seed-catalog.js';

/**
 * A few price tables a distributor would have (docs/pricing.md): the Northeast with freight built in
 * (+3 % in BA and PE), a key account's own prices for its usual products, and '84 dias' at +2 %.
 */
export async function seedPriceTables(
  db: Db,
  tenantId: number,
  keyAccountId: number,
  products: CatalogProduct[],
): Promise<void> {
  const rows = await db
    .insert(priceTables)
    .values([
      { tenantId, name: 'Tabela Nordeste (BA)', kind: 'uf', uf: 'BA', adjustment: 300 },
      { tenantId, name: 'Tabela Nordeste (PE)', kind: 'uf', uf: 'PE', adjustment: 300 },
      { tenantId, name: 'Cliente especial', kind: 'customer', customerId: keyAccountId },
      { tenantId, name: '84 dias', kind: 'condition', paymentCondition: '28/56/84', adjustment: 200 },
    ])
    .returning({ id: priceTables.id, kind: priceTables.kind });
  const keyAccount = rows.find((r) => r.kind === 'customer');
  if (!keyAccount) return;
  // Its 20 usual products at 7 % below the list, to the centavo.
  await db.insert(priceTableItems).values(
    products.slice(0, 20).map((p) => ({
      tenantId,
      tableId: keyAccount.id,
      productId: p.id,
      priceCents: Math.max(1, Math.round((p.priceCents * 93) / 100)),
    })),
  );
}
