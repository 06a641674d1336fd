import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  prepareImage,
  storeImage,
  type FileStorage,
  type ImageDeps,
  type PreparedImage,
} from '../../modules/images/index.js';
import { queryRows, type Db } from '../client.js';
import { logoSvg, productSvg, type PictureKind } from './picture-svg.js';

/** The paint colours the demo's product names use (catalog-data.ts), longest name first. */
const paintColors: [string, string][] = (
  [
    ['Branco Gelo', '#e3ebee'],
    ['Cinza Concreto', '#8f918c'],
    ['Vermelho Cardinal', '#b3202c'],
    ['Amarelo Canário', '#f2c500'],
    ['Azul França', '#2c5aa0'],
    ['Verde Folha', '#4b8b3b'],
    ['Camurça', '#c49a6c'],
    ['Pérola', '#efe3d0'],
    ['Marfim', '#efe2bd'],
    ['Tabaco', '#7a5232'],
    ['Branco', '#f7f7f4'],
    ['Palha', '#e6d7a6'],
    ['Areia', '#d6bf98'],
    ['Preto', '#23262b'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** One colour per manufacturer (its logo, and the label of its products that have no paint colour). */
const brandColors = [
  '#c8102e',
  '#0057a8',
  '#1d4f91',
  '#00843d',
  '#e35205',
  '#6d2077',
  '#0093b2',
  '#2e7d32',
  '#8a1538',
  '#5b6770',
  '#d4a017',
  '#004b87',
];

const kindOfGroup = (group: string): PictureKind => {
  if (/spray/i.test(group)) return 'spray';
  if (/massas|texturas|impermeabilizantes|argamassas/i.test(group)) return 'balde';
  if (/pinc|rolos|lixas|ferramentas|acess|equipamentos/i.test(group)) return 'ferramenta';
  return 'lata';
};

type ProductRow = { id: number; description: string; family: string; brand: string; maker: number };
type Picture = { label: string; svg: string; productIds: number[] };

/**
 * Products that look alike share one picture, so under a hundred cover the catalogue: a paint colour
 * gives a picture per kind and colour, labelled with the colour's name; anything else a picture per
 * kind and manufacturer, in the manufacturer's colour and labelled with its name.
 */
function picturesOf(products: ProductRow[], colorOfMaker: Map<number, string>): Picture[] {
  const byKey = new Map<string, Picture>();
  for (const p of products) {
    const kind = kindOfGroup(p.family);
    const paint = paintColors.find(([name]) => p.description.includes(name));
    const [text, color] = paint ?? [p.brand, colorOfMaker.get(p.maker) ?? '#9ca3af'];
    const key = `${kind}|${text}`;
    const picture = byKey.get(key) ?? {
      label: `${kind} ${text}`.toLowerCase(),
      svg: productSvg(kind, color, text),
      productIds: [],
    };
    picture.productIds.push(p.id);
    byKey.set(key, picture);
  }
  return [...byKey.values()];
}

const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();

/** A few at a time: sharp has its own threads, and the seeding goes on on the main one meanwhile. */
async function prepareAll<T>(items: readonly T[], make: (item: T) => Promise<PreparedImage>, batch = 2) {
  const prepared: PreparedImage[] = [];
  for (let from = 0; from < items.length; from += batch)
    prepared.push(...(await Promise.all(items.slice(from, from + batch).map(make))));
  return prepared;
}

export type DemoPictures = { store: (db: Db) => Promise<number> };

/**
 * The demo's pictures: a logo per manufacturer and the shared product pictures above. They are
 * rendered (and their renditions made) in the background from here, while the orders are generated;
 * `store` then writes them through the images module (real `stored_files` rows, counted in the
 * quota) and links them to the manufacturers and products. It answers how many images it stored.
 */
export async function preparePictures(db: Db, storage: FileStorage, tenantId: number): Promise<DemoPictures> {
  const makers = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM manufacturers WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
  const colorOfMaker = new Map(makers.map((m, i) => [m.id, brandColors[i % brandColors.length] ?? '#5b6770']));
  const products = await queryRows<ProductRow>(
    db,
    sql`SELECT p.id, p.list_description AS description, g.description AS family, m.name AS brand, m.id AS maker
        FROM products p
        JOIN product_groups g ON g.tenant_id = p.tenant_id AND g.id = p.group_id
        JOIN manufacturers m ON m.tenant_id = p.tenant_id AND m.id = p.manufacturer_id
        WHERE p.tenant_id = ${tenantId}`,
  );
  const pictures = picturesOf(products, colorOfMaker);
  const ready = (async () => ({
    logos: await prepareAll(makers, async (m) =>
      prepareImage(
        await render(logoSvg(m.name, colorOfMaker.get(m.id) ?? '#5b6770')),
        'fabricantes',
        `fabricante-${m.id}`,
      ),
    ),
    products: await prepareAll(pictures, async (p) => prepareImage(await render(p.svg), 'produtos', p.label)),
  }))();
  // Until `store` awaits it, a failure must not surface as an unhandled rejection.
  ready.catch(() => undefined);
  return {
    store: async (tx: Db) => {
      const { logos, products: prepared } = await ready;
      const deps: ImageDeps = { db: tx, storage };
      for (const [i, logo] of logos.entries()) {
        const url = await storeImage(deps, tenantId, logo);
        await tx.execute(
          sql`UPDATE manufacturers SET image_url = ${url} WHERE tenant_id = ${tenantId} AND id = ${makers[i]?.id ?? 0}`,
        );
      }
      for (const [i, image] of prepared.entries()) {
        const url = await storeImage(deps, tenantId, image);
        const ids = sql`ARRAY[${sql.join(
          (pictures[i]?.productIds ?? []).map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`;
        await tx.execute(
          sql`UPDATE products SET image_paths = ARRAY[${url}]::text[] WHERE tenant_id = ${tenantId} AND id = ANY(${ids})`,
        );
      }
      return logos.length + prepared.length;
    },
  };
}
