import { centsToReais } from '../../../shared/domain/money.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { maxQuantity } from '../../../shared/domain/quantity.js';
import { isCustomer } from '../../../shared/domain/access.js';
import { PRODUCT_PAGE_SIZE, type ProductHit, type ProductSearchRequest } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { pricesFor, type PricingTarget } from '../pricing/index.js';
import { visibleOrder } from './cart.service.js';
import { localDate } from './clock.js';
import { priceDateOf, targetOf } from './order-pricing.js';
import { searchProducts } from './orders.repo.js';

/** The cart's product search: a page of hits and whether there is a next one. */
export async function searchCatalog(
  db: Db,
  auth: AuthContext,
  input: ProductSearchRequest,
): Promise<{ produtos: ProductHit[]; temMais: boolean }> {
  const rows = await searchProducts(
    db,
    auth.tenantId,
    { term: input.termo, field: input.campo },
    input.pagina,
    PRODUCT_PAGE_SIZE,
  );
  const page = rows.slice(0, PRODUCT_PAGE_SIZE);
  const prices = await pricesFor(
    db,
    auth.tenantId,
    await targetFor(db, auth, input.pedido),
    page.map((r) => r.product),
  );
  return {
    produtos: page.map(({ product, manufacturer, group }) => ({
      codigo: product.id,
      nome: displayName({
        ecommerce: product.ecommerceDescription,
        list: product.listDescription,
        site: product.siteDescription,
        packaging: product.packaging ?? product.listPackaging,
      }),
      fabricante: manufacturer,
      grupo: group,
      estoque: product.stock,
      preco: centsToReais(prices.get(product.id) ?? product.priceCents),
      precoLista: centsToReais(product.listPriceCents),
      vendaSemEstoque: product.sellWithoutStock,
      maximo: maxQuantity(product),
      multiplo: product.multipleMode,
      imagem: product.imagePaths[0] ?? null,
      base: product.tintBase,
    })),
    temMais: rows.length > PRODUCT_PAGE_SIZE,
  };
}

/**
 * Whose prices the hits show: the cart's customer and condition when the seller names the cart; a
 * logged-in customer's own; otherwise the default table's, today.
 */
async function targetFor(db: Db, auth: AuthContext, orderId: number | undefined): Promise<PricingTarget> {
  if (orderId !== undefined) {
    const row = await visibleOrder(db, auth, orderId);
    return targetOf(row.order, priceDateOf(row));
  }
  return { customerId: isCustomer(auth) ? auth.id : null, condition: null, on: localDate() };
}
