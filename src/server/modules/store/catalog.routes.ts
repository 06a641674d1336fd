import type { FastifyInstance } from 'fastify';
import { storeCalls } from '../../../shared/contract/store.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { displayName, productSlug } from '../../../shared/domain/product-name.js';
import { canSell, maxQuantity } from '../../../shared/domain/quantity.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { STORE_PAGE_SIZE, storeMessages, type StoreColour, type StoreProduct } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { sanitizeRichText } from '../documents/index.js';
import type { Tenant } from '../../http/tenant.js';
import { findColours } from '../tinting/index.js';
import { findCatalogPage, findCatalogProduct, findMenus, findShelf, type CatalogRow } from './catalog.repo.js';

const SHELF_SIZE = 12;

function storeProduct(tenant: Tenant, { product, manufacturer, group }: CatalogRow): StoreProduct {
  const nome = displayName({
    ecommerce: product.ecommerceDescription,
    list: product.listDescription,
    site: product.siteDescription,
    packaging: product.packaging ?? product.listPackaging,
  });
  return {
    codigo: product.id,
    nome,
    slug: productSlug(nome),
    fabricante: manufacturer,
    grupo: group,
    // PERMITIR_PRECOS: without it no price leaves the server.
    preco: tenant.allowPrices ? centsToReais(product.priceCents) : null,
    precoLista: tenant.allowPrices ? centsToReais(product.listPriceCents) : null,
    imagem: product.imagePaths[0] ?? null,
    disponivel: canSell(product),
    maximo: maxQuantity(product),
  };
}

const rich = (html: string | null) => (html ? sanitizeRichText(html) : null);

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The storefront's catalog: open to visitors; prices only when the company shows them. */
export function catalogRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, storeCalls.products, async ({ query, request }) => {
    const rows = await findCatalogPage(ctx.db, request.tenant.id, query, STORE_PAGE_SIZE);
    return {
      produtos: rows.map((row) => storeProduct(request.tenant, row)),
      total: rows[0]?.total ?? 0,
      pagina: query.pagina,
      tamanhoPagina: STORE_PAGE_SIZE,
    };
  });

  route(app, storeCalls.product, async ({ params, request }) => {
    const row = await findCatalogProduct(ctx.db, request.tenant.id, params.id);
    if (!row) throw notFound(cartMessages.productNotFound);
    const { product } = row;
    return {
      ...storeProduct(request.tenant, row),
      embalagem: product.packaging ?? product.listPackaging,
      imagens: product.imagePaths.slice(0, 4),
      especificacao: rich(product.specificationHtml),
      descricao: product.ecommerceDescription,
      descricaoRapida: rich(product.quickDescriptionHtml),
      estoque: product.sellWithoutStock ? null : product.stock,
      codigoFabricante: product.manufacturerId,
      codigoGrupo: product.groupId,
      exigeCor: product.tintBase,
    };
  });

  route(app, storeCalls.shelves, async ({ request }) => {
    const [offers, newest] = await Promise.all([
      findShelf(ctx.db, request.tenant.id, 'ofertas', SHELF_SIZE),
      findShelf(ctx.db, request.tenant.id, 'novidades', SHELF_SIZE),
    ]);
    return {
      prateleiras: [
        { titulo: storeMessages.shelfOffers, produtos: offers.map((row) => storeProduct(request.tenant, row)) },
        { titulo: storeMessages.shelfNewest, produtos: newest.map((row) => storeProduct(request.tenant, row)) },
      ],
    };
  });

  route(app, storeCalls.menus, ({ request }) => findMenus(ctx.db, request.tenant.id));

  /** Colours for a tint base, by code or name: `{ cores: [{codigo, nome, rgb}] }`. */
  route(app, storeCalls.colours, async ({ query, request }) => {
    const colours = await findColours(ctx.db, request.tenant.id, query.busca);
    return {
      cores: colours.map((c): StoreColour => ({
        codigo: c.code,
        nome: displayName({ tint: { description: c.description, unit: c.unit, line: c.line, type: c.type } }),
        rgb: c.rgb,
      })),
    };
  });
}
