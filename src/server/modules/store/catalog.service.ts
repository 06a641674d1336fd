import { isCustomer } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { displayName, productSlug } from '../../../shared/domain/product-name.js';
import { canSell, maxQuantity } from '../../../shared/domain/quantity.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import {
  STORE_PAGE_SIZE,
  storeMessages,
  type CatalogPage,
  type CatalogQuery,
  type Menus,
  type ShelvesReply,
  type StoreColour,
  type StoreProduct,
  type StoreProductPage,
} from '../../../shared/schemas/store.js';
import type { StorefrontSwitches } from '../../../shared/schemas/store-config.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { sanitizeRichText } from '../documents/index.js';
import { localDate } from '../orders/index.js';
import { pricesFor } from '../pricing/index.js';
import { readProductSlide, readStorefrontSwitches } from '../store-config/index.js';
import { findColours } from '../tinting/index.js';
import {
  findCatalogPage,
  findCatalogProduct,
  findMenus,
  findProductsByIds,
  findShelf,
  type CatalogRow,
} from './catalog.repo.js';

const SHELF_SIZE = 12;

type NamedProduct = Pick<
  CatalogRow['product'],
  'ecommerceDescription' | 'listDescription' | 'siteDescription' | 'packaging' | 'listPackaging'
>;

/** A product's name in the shop (its slug names its page). */
export function shopName(product: NamedProduct): string {
  return displayName({
    ecommerce: product.ecommerceDescription,
    list: product.listDescription,
    site: product.siteDescription,
    packaging: product.packaging ?? product.listPackaging,
  });
}

/**
 * A catalog row as the storefront's product card. PERMITIR_PRECOS (the tenant) and 'epr' (the store
 * configuration) must both allow prices, or none leaves the server.
 */
function storeProduct(prices: ShopPrices, { product, manufacturer, group }: CatalogRow): StoreProduct {
  const nome = shopName(product);
  return {
    codigo: product.id,
    nome,
    slug: productSlug(nome),
    fabricante: manufacturer,
    grupo: group,
    preco: prices ? centsToReais(prices.get(product.id) ?? product.priceCents) : null,
    precoLista: prices ? centsToReais(product.listPriceCents) : null,
    imagem: product.imagePaths[0] ?? null,
    disponivel: canSell(product),
    maximo: maxQuantity(product),
    multiplo: product.multipleMode,
  };
}

const rich = (html: string | null) => (html ? sanitizeRichText(html) : null);

const showsPrices = (tenant: Tenant, switches: StorefrontSwitches) => tenant.allowPrices && switches.exibirPrecos;

/** Each product's price for the shopper, or null when the store shows no prices. */
type ShopPrices = Map<number, number> | null;

/**
 * The shopper's prices (docs/pricing.md): a logged-in customer's applicable ones (their table, their
 * state's), anyone else's the default table's; today, before any payment condition is chosen.
 */
export async function shopPrices(
  db: Db,
  tenant: Tenant,
  switches: StorefrontSwitches,
  auth: AuthContext | undefined,
  rows: Pick<CatalogRow, 'product'>[],
): Promise<ShopPrices> {
  if (!showsPrices(tenant, switches)) return null;
  return pricesFor(
    db,
    tenant.id,
    { ...shopperTarget(auth), condition: null },
    rows.map((r) => r.product),
  );
}

/** Whose prices the shop shows: a logged-in customer's, anyone else's the default table's; today's. */
const shopperTarget = (auth: AuthContext | undefined) => ({
  customerId: auth && isCustomer(auth) ? auth.id : null,
  on: localDate(),
});

/**
 * One page of the catalog (search, manufacturer, group, order) and the filtered total; the store's
 * 'ord' when the shopper chose no order, without zero-stock products when 'ves' is off.
 */
export async function catalogPage(
  db: Db,
  tenant: Tenant,
  auth: AuthContext | undefined,
  query: CatalogQuery,
): Promise<CatalogPage> {
  const switches = await readStorefrontSwitches(db, tenant.id);
  const filter = {
    ...query,
    storeSort: switches.ordem,
    inStockOnly: !switches.exibirEstoqueZerado,
    pricing: shopperTarget(auth),
  };
  const rows = await findCatalogPage(db, tenant.id, filter, STORE_PAGE_SIZE);
  const prices = await shopPrices(db, tenant, switches, auth, rows);
  return {
    produtos: rows.map((row) => storeProduct(prices, row)),
    total: rows[0]?.total ?? 0,
    pagina: query.pagina,
    tamanhoPagina: STORE_PAGE_SIZE,
  };
}

/** An active product's page, its rich text sanitised; 404 when there is none. */
export async function productPage(
  db: Db,
  tenant: Tenant,
  auth: AuthContext | undefined,
  id: number,
): Promise<StoreProductPage> {
  const [row, switches] = await Promise.all([
    findCatalogProduct(db, tenant.id, id),
    readStorefrontSwitches(db, tenant.id),
  ]);
  if (!row) throw notFound(cartMessages.productNotFound);
  const { product } = row;
  return {
    ...storeProduct(await shopPrices(db, tenant, switches, auth, [row]), row),
    embalagem: product.packaging ?? product.listPackaging,
    imagens: product.imagePaths.slice(0, 4),
    especificacao: rich(product.specificationHtml),
    descricao: product.ecommerceDescription,
    descricaoEcommerce: rich(product.ecommerceHtml),
    descricaoRapida: rich(product.quickDescriptionHtml),
    // 'ven' off: the stock stays on the server.
    estoque: product.sellWithoutStock || !switches.exibirEstoque ? null : product.stock,
    codigoFabricante: product.manufacturerId,
    codigoGrupo: product.groupId,
    exigeCor: product.tintBase,
  };
}

/** The home page's shelves: the admin's product slide ('slp') when there is one, offers and newest. */
export async function shelves(db: Db, tenant: Tenant, auth: AuthContext | undefined): Promise<ShelvesReply> {
  const [offers, newest, switches, slide] = await Promise.all([
    findShelf(db, tenant.id, 'ofertas', SHELF_SIZE),
    findShelf(db, tenant.id, 'novidades', SHELF_SIZE),
    readStorefrontSwitches(db, tenant.id),
    readProductSlide(db, tenant.id),
  ]);
  const chosen = slide ? await slideProducts(db, tenant.id, slide.ids, !switches.exibirEstoqueZerado) : [];
  const prices = await shopPrices(db, tenant, switches, auth, [...chosen, ...offers, ...newest]);
  const card = (row: CatalogRow) => storeProduct(prices, row);
  return {
    prateleiras: [
      ...(slide && chosen.length ? [{ titulo: slide.title, produtos: chosen.map(card) }] : []),
      { titulo: storeMessages.shelfOffers, produtos: offers.map(card) },
      { titulo: storeMessages.shelfNewest, produtos: newest.map(card) },
    ],
  };
}

/** The slide's products in the admin's order; inactive or unknown codes drop out. */
async function slideProducts(db: Db, tenantId: number, ids: number[], inStockOnly: boolean) {
  const rows = new Map((await findProductsByIds(db, tenantId, ids, inStockOnly)).map((row) => [row.product.id, row]));
  return ids.map((id) => rows.get(id)).filter((row): row is CatalogRow => row !== undefined);
}

/** The groups and manufacturers the store's menus list. */
export const menus = (db: Db, tenantId: number): Promise<Menus> => findMenus(db, tenantId);

/** Colours for a tint base, by code or name. */
export async function colours(db: Db, tenantId: number, term: string): Promise<{ cores: StoreColour[] }> {
  const found = await findColours(db, tenantId, term);
  return {
    cores: found.map((c) => ({
      codigo: c.code,
      nome: displayName({ tint: { description: c.description, unit: c.unit, line: c.line, type: c.type } }),
      rgb: c.rgb,
    })),
  };
}
