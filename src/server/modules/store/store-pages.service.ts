import { formatMoney } from '../../../shared/br/format-money.js';
import { GALLERY_IMAGE_SIZES, imageSources } from '../../../shared/domain/images.js';
import { reaisToCents } from '../../../shared/domain/money.js';
import { productSlug } from '../../../shared/domain/product-name.js';
import { escapeHtml } from '../../../shared/html.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { storePages } from '../../../shared/schemas/store-config.js';
import { publicSettings, readStorefrontSwitches } from '../store-config/index.js';
import { findSitemapProducts } from './catalog.repo.js';
import { productPage, shopName } from './catalog.service.js';
import { plainText, shortDescription, type PageHead } from './store-head.js';
import { tintChart } from './tint-chart.service.js';

/** A store page's head and status: 404 when what the link names is not in the store. */
export type StorePage = { status: 200 | 404; head: PageHead };

/**
 * Where the store lives: its origin, and the absolute link of a path there (which keeps the
 * `apelido` of a company reached by it rather than by its own host name).
 */
export type Site = { origin: string; link: (path: string) => string };

/** The store is closed to visitors ('offline' sends them to the login): its pages say nothing. */
const isClosed = (tenant: Tenant) => tenant.systemMode === 'offline';

/** A numeric id from the path, or undefined (a back-office page such as /tintas/corantes). */
export function pageId(segment: string): number | undefined {
  return /^\d{1,9}$/.test(segment) && Number(segment) > 0 ? Number(segment) : undefined;
}

/** Whatever the store refuses to show a visitor (missing, inactive, tinting off) reads as missing. */
async function unlessMissing<T>(read: Promise<T>): Promise<T | undefined> {
  return read.catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return undefined;
    throw error;
  });
}

const absolute = (origin: string, path: string | undefined) =>
  path === undefined || /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

export function homeHead(tenant: Tenant, site: Site): StorePage {
  return {
    status: 200,
    head: {
      title: tenant.tradeName,
      description: `Loja virtual de ${tenant.tradeName}: produtos, preços e entrega, com o atendimento de sempre.`,
      canonical: site.link('/'),
      siteName: tenant.tradeName,
      hidden: isClosed(tenant),
    },
  };
}

/** The catalogue: one canonical address whatever the search (the filters are the visitor's, not pages). */
export function catalogueHead(tenant: Tenant, site: Site): StorePage {
  if (isClosed(tenant)) return homeHead(tenant, site);
  return {
    status: 200,
    head: {
      title: `Produtos · ${tenant.tradeName}`,
      description: `Os produtos de ${tenant.tradeName}: tintas, materiais e ferramentas, com preço e entrega.`,
      canonical: site.link('/produtos'),
      siteName: tenant.tradeName,
    },
  };
}

/** An institutional page ('Sobre nós', the policies): missing when the store has not written it. */
export async function storePageHead(db: Db, tenant: Tenant, key: string, site: Site): Promise<StorePage> {
  if (isClosed(tenant)) return homeHead(tenant, site);
  const title = Object.hasOwn(storePages, key) ? storePages[key as keyof typeof storePages] : undefined;
  const html = title && (await publicSettings(db, tenant.id)).configuracoes[key]?.html;
  if (!title || typeof html !== 'string' || !html) return missingHead(tenant);
  return {
    status: 200,
    head: {
      title: `${title} · ${tenant.tradeName}`,
      description: shortDescription(plainText(html) || `${title} de ${tenant.tradeName}.`),
      canonical: site.link(`/pagina/${key}`),
      siteName: tenant.tradeName,
    },
  };
}

function missingHead(tenant: Tenant): StorePage {
  return {
    status: 404,
    head: {
      title: 'Página não encontrada',
      description: `Esta página não está mais na loja de ${tenant.tradeName}.`,
      siteName: tenant.tradeName,
      hidden: true,
    },
  };
}

/** A product's preview card: name, price in R$ when the store shows prices, first image, JSON-LD. */
export async function productHead(db: Db, tenant: Tenant, id: number, site: Site): Promise<StorePage> {
  if (isClosed(tenant)) return homeHead(tenant, site);
  const product = await unlessMissing(productPage(db, tenant, undefined, id));
  if (!product) return missingHead(tenant);
  const canonical = site.link(`/produtos/${product.slug}/${product.codigo}`);
  const text =
    [product.descricaoRapida, product.descricaoEcommerce, product.especificacao].map(plainText).find(Boolean) ??
    `${product.nome}, de ${product.fabricante}.`;
  const price = product.preco;
  const image = absolute(site.origin, product.imagens[0]);
  const offer = {
    '@type': 'Offer',
    url: canonical,
    priceCurrency: 'BRL',
    price: price?.toFixed(2),
    availability: `https://schema.org/${product.disponivel ? 'InStock' : 'OutOfStock'}`,
  };
  return {
    status: 200,
    head: {
      title: `${product.nome} · ${tenant.tradeName}`,
      description: shortDescription(price == null ? text : `${formatMoney(reaisToCents(price))} · ${text}`),
      canonical,
      siteName: tenant.tradeName,
      image,
      preloadImage: galleryPreload(product.imagens[0]),
      offer: { price, available: product.disponivel },
      structured: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.nome,
          sku: String(product.codigo),
          description: text,
          ...(image ? { image: [image] } : {}),
          brand: { '@type': 'Brand', name: product.fabricante },
          category: product.grupo,
          // Without a price there is no offer to state (the store hides prices from visitors).
          ...(price == null ? {} : { offers: offer }),
        },
        breadcrumbs([
          ['Início', site.link('/')],
          [product.grupo, site.link(`/produtos?grupo=${product.codigoGrupo}`)],
          [product.nome, canonical],
        ]),
      ],
    },
  };
}

/** The product page's large first image, as its gallery asks for it (same `srcset` and sizes). */
function galleryPreload(path: string | undefined): PageHead['preloadImage'] {
  if (!path) return undefined;
  const { src, srcSet } = imageSources(path);
  return { href: src, srcSet, sizes: GALLERY_IMAGE_SIZES };
}

function breadcrumbs(trail: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], index) => ({ '@type': 'ListItem', position: index + 1, name, item })),
  };
}

/** A tint base's colour chart: how many colours, in which cans, from which price. */
export async function tintChartHead(db: Db, tenant: Tenant, id: number, site: Site): Promise<StorePage> {
  if (isClosed(tenant)) return homeHead(tenant, site);
  const chart = await unlessMissing(tintChart(db, tenant, undefined, id));
  if (!chart) return missingHead(tenant);
  // A tinted can costs its base plus the colourants: the cheapest colour in any can.
  const cheapest = chart.cores
    .flatMap((colour) => colour.precos)
    // Stryker disable next-line EqualityOperator: equivalent; '<=' keeps an equal price, the same minimum
    .reduce<number | null>((low, price) => (price !== null && (low === null || price < low) ? price : low), null);
  const from = cheapest === null ? '' : ` A partir de ${formatMoney(reaisToCents(cheapest))}.`;
  const cans = chart.embalagens.map((can) => can.embalagem).filter(Boolean);
  const colours = chart.cores.length === 1 ? '1 cor' : `${chart.cores.length} cores`;
  const sizes = cans.length ? `, em ${cans.join(', ')}` : '';
  return {
    status: 200,
    head: {
      title: `Cores de ${chart.produto.nome} · ${tenant.tradeName}`,
      description: shortDescription(`${colours} de ${chart.produto.nome}${sizes}.${from}`),
      canonical: site.link(`/tintas/${chart.produto.codigo}`),
      siteName: tenant.tradeName,
    },
  };
}

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_SIZE = 50_000;

async function sitemapPaths(db: Db, tenant: Tenant): Promise<string[]> {
  const switches = await readStorefrontSwitches(db, tenant.id);
  const products = await findSitemapProducts(db, tenant.id, !switches.exibirEstoqueZerado);
  return [
    '/',
    '/produtos',
    ...products.map((product) => `/produtos/${productSlug(shopName(product))}/${product.id}`),
    ...products.filter((product) => product.tintBase && switches.tingimento).map(({ id }) => `/tintas/${id}`),
  ].slice(0, SITEMAP_SIZE);
}

/** The addresses a search engine may index: home, catalogue, each product and each colour chart. */
export async function sitemap(db: Db, tenant: Tenant, site: Site): Promise<string> {
  const paths = isClosed(tenant) ? [] : await sitemapPaths(db, tenant);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeHtml(site.link(path))}</loc></url>`),
    '</urlset>',
  ].join('\n');
}

/** Crawlers keep to the shop: no calls, carts, customer areas or budget links; a closed store, nothing. */
export function robots(tenant: Tenant, site: Site): string {
  const rules = isClosed(tenant)
    ? ['Disallow: /']
    : ['/api/', '/carrinho', '/checkout', '/minha-conta', '/resumo-compra', '/view-compra', '/proposta/'].map(
        (path) => `Disallow: ${path}`,
      );
  return ['User-agent: *', ...rules, `Sitemap: ${site.link('/sitemap.xml')}`, ''].join('\n');
}
