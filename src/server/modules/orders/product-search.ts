import { centsToReais } from '../../../shared/domain/money.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { maxQuantity } from '../../../shared/domain/quantity.js';
import { PRODUCT_PAGE_SIZE, type ProductHit } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { searchProducts } from './orders.repo.js';

/** The cart's product search: a page of hits and whether there is a next one. */
export async function searchCatalog(
  db: Db,
  tenantId: number,
  input: { termo: string; campo: 'todos' | 'codigo' | 'descricao' | 'fabricante' | 'grupo'; pagina: number },
): Promise<{ produtos: ProductHit[]; temMais: boolean }> {
  const rows = await searchProducts(
    db,
    tenantId,
    { term: input.termo, field: input.campo },
    input.pagina,
    PRODUCT_PAGE_SIZE,
  );
  return {
    produtos: rows.slice(0, PRODUCT_PAGE_SIZE).map(({ product, manufacturer, group }) => ({
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
      preco: centsToReais(product.priceCents),
      precoLista: centsToReais(product.listPriceCents),
      vendaSemEstoque: product.sellWithoutStock,
      maximo: maxQuantity(product),
      imagem: product.imagePaths[0] ?? null,
    })),
    temMais: rows.length > PRODUCT_PAGE_SIZE,
  };
}
