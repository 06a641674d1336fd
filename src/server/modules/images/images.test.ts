import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUpload, imageSources, searchTermOf, usagePercent } from '../../../shared/domain/images.js';
import { messages } from '../../../shared/messages.js';
import { imageMessages } from '../../../shared/schemas/images.js';
import { manufacturers, products } from '../../db/schema/catalog.js';
import { storedFiles } from '../../db/schema/infra.js';
import { tenants } from '../../db/schema/tenants.js';
import { insertOperator } from '../../test/factories.js';
import { loginCookie } from '../../test/test-app.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import { cumulativeMonths } from './images.service.js';
import { multipart, png, pngChunk } from './upload-test-calls.js';

const MB = 1024 * 1024;

describe('quota arithmetic', () => {
  it('gives the share used with two decimals and refuses from 99.80 % on', () => {
    expect(usagePercent(0, 500)).toBe(0);
    expect(usagePercent(250 * MB, 500)).toBe(50);
    expect(usagePercent(Math.ceil(0.998 * MB), 1)).toBe(99.8);
    expect(canUpload(usagePercent(Math.ceil(0.998 * MB), 1))).toBe(false);
    expect(canUpload(usagePercent(Math.floor(0.9979 * MB), 1))).toBe(true);
    expect(usagePercent(2 * MB, 1)).toBe(200);
    expect(usagePercent(1, 0)).toBe(100);
  });

  it('trims the library search term to 20 characters', () => {
    expect(searchTermOf('  lata de tinta acrílica branca  ')).toBe('lata de tinta acríli');
  });

  it('accumulates the bytes of the last 12 months', () => {
    const months = cumulativeMonths(
      [
        { month: '2024-01', bytes: 10 },
        { month: '2026-10', bytes: 5 },
        { month: '2026-11', bytes: 1 },
      ],
      new Date('2026-11-20T12:00:00Z'),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ mes: '2025-12', bytes: 10 });
    expect(months.at(-2)).toEqual({ mes: '2026-10', bytes: 15 });
    expect(months.at(-1)).toEqual({ mes: '2026-11', bytes: 16 });
  });

  it('gives our stored images a srcset and a thumbnail, and other URLs as they are', () => {
    const key = 'a'.repeat(32);
    expect(imageSources(`/arquivos/1/produtos/${key}-400.webp`)).toEqual({
      src: `/arquivos/1/produtos/${key}-400.webp`,
      thumb: `/arquivos/1/produtos/${key}-80.webp`,
      srcSet: `/arquivos/1/produtos/${key}-400.webp 400w, /arquivos/1/produtos/${key}-1200.webp 1200w`,
    });
    expect(imageSources('https://exemplo.com.br/tinta.png')).toEqual({
      src: 'https://exemplo.com.br/tinta.png',
      thumb: 'https://exemplo.com.br/tinta.png',
    });
  });
});

/** A PNG whose header says 20 000 × 20 000 pixels (a decompression bomb), with a token pixel row. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Refused = { fields: Record<string, string>; name: string; bytes: Buffer };

let w: OrdersWorld;
let dataDir: string;
let otherManager: string;
let seller: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-img-'));
  w = await ordersWorld({ DATA_DIR: dataDir });
  seller = w.cookies.ana;
  const boss = await insertOperator(w.db, w.other.id, { role: 'manager' });
  otherManager = await loginCookie(w.t, boss.email, w.other.alias);
});
afterAll(async () => {
  await w.t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (cookie: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1], alias = '') => {
  const body = multipart(fields, file);
  return w.t.app.inject({
    method: 'POST',
    url: `/upload-images-ecommerce${alias ? `?apelido=${alias}` : ''}`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};
const filesOnDisk = (): string[] => {
  try {
    return readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String);
  } catch {
    return [];
  }
};
const rowsOf = async (tenantId: number) => w.db.select().from(storedFiles).where(eq(storedFiles.tenantId, tenantId));
const setQuota = (mb: number) => w.db.update(tenants).set({ storageQuotaMb: mb }).where(eq(tenants.id, w.tenant.id));

describe('upload', () => {
  it('stores four sizes without metadata, serves them cached for a year and counts their bytes', async () => {
    const reply = await send(
      w.cookies.manager,
      { action: 'set', pastaDoArquivo: 'produtos' },
      {
        name: 'foto.png',
        bytes: await png(1600, 900),
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const urls = reply.json<string[]>();
    expect(urls[0]).toMatch(new RegExp(`^/arquivos/${w.tenant.id}/produtos/[0-9a-f]{32}-400\\.webp$`));
    expect(urls).toHaveLength(4);
    const card = await w.t.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An uploaded file is never a page: nothing in it may run, even opened on its own.
    expect(card.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(card.rawPayload).metadata()).width).toBe(400);
    const thumb = await sharp((await w.t.app.inject({ method: 'GET', url: urls[2] ?? '' })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([80, 80]);
    const rows = await rowsOf(w.tenant.id);
    expect(rows).toHaveLength(4);
    const permission = await w.post(w.cookies.manager, '/upload-images-permicao');
    const used = rows.reduce((sum, r) => sum + r.sizeBytes, 0);
    expect(permission.body.espacoMB).toEqual({ msgExcecao: '', porcentagemUso: usagePercent(used, 500) });
  });

  it("serves a stored file only under its company's number, and answers any other with 404 in pt-BR", async () => {
    const reply = await send(
      w.cookies.manager,
      { action: 'set', pastaDoArquivo: 'produtos' },
      { name: 'foto.png', bytes: await png(500, 500) },
    );
    const url = reply.json<string[]>()[0] ?? '';
    const file = url.split('/').at(-1) ?? '';
    expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const tenant of [`${w.tenant.id}.0`, `${w.tenant.id}x`, `x${w.tenant.id}`, '1234567890']) {
      const other = await w.t.app.inject({ method: 'GET', url: `/arquivos/${tenant}/produtos/${file}` });
      expect(other.statusCode, tenant).toBe(404);
      expect(other.json(), tenant).toEqual({ exception: messages.access.notFound });
    }
    const unsafe = await w.t.app.inject({ method: 'GET', url: `/arquivos/${w.tenant.id}/produtos/${file}.exe` });
    expect(unsafe.statusCode).toBe(404);
  });

  it('lists no folder and serves no name it did not make', async () => {
    for (const url of [
      `/arquivos/${w.tenant.id}/produtos/`,
      `/arquivos/${w.tenant.id}/produtos`,
      '/arquivos/1/produtos/..%2f..%2fx',
    ])
      expect((await w.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  const refusals: Array<[string, () => Refused | Promise<Refused>, string]> = [
    [
      'a polyglot (JPEG header + HTML and script)',
      () => ({
        fields: {},
        name: 'foto.jpg',
        bytes: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
      }),
      imageMessages.damaged,
    ],
    [
      'an SVG with a script',
      () => ({
        fields: {},
        name: 'logo.svg',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      }),
      imageMessages.notAnImage,
    ],
    [
      'a 20 000 × 20 000 PNG',
      () => ({ fields: {}, name: 'grande.png', bytes: bombPng() }),
      imageMessages.tooManyPixels,
    ],
    [
      'a non-image named .png',
      () => ({ fields: {}, name: 'x.png', bytes: Buffer.from('MZ not a picture at all') }),
      imageMessages.notAnImage,
    ],
    [
      'a 2 MB manufacturer image',
      async () => {
        const bytes = await sharp({
          create: {
            width: 1000,
            height: 1000,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 90 },
          },
        })
          .png({ compressionLevel: 0 })
          .toBuffer();
        expect(bytes.length).toBeGreaterThan(2 * MB);
        return {
          fields: { pastaDoArquivo: 'fabricantes', nomeDoArquivo: `fabricante-${w.products.paint.manufacturerId}` },
          name: 'f.png',
          bytes,
        };
      },
      imageMessages.manufacturerLimit,
    ],
    [
      'a path-traversal name',
      async () => ({ fields: { nomeDoArquivo: '../../x' }, name: '../../x', bytes: await png() }),
      imageMessages.badName,
    ],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_name, make, message) => {
    const { fields, name, bytes } = await make();
    const before = { rows: (await rowsOf(w.tenant.id)).length, files: filesOnDisk().length };
    const reply = await send(w.cookies.manager, { action: 'set', ...fields }, { name, bytes });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().exception).toBe(message);
    expect({ rows: (await rowsOf(w.tenant.id)).length, files: filesOnDisk().length }).toEqual(before);
  });

  it('never names a file after the client: a `../../x` file name lands under a random key', async () => {
    const reply = await send(w.cookies.manager, {}, { name: '../../x.png', bytes: await png() });
    expect(reply.statusCode).toBe(200);
    expect(filesOnDisk().some((f) => f.includes('x.png'))).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['files']);
  });

  it('refuses a customer and a seller before reading the file', async () => {
    const before = (await rowsOf(w.tenant.id)).length;
    for (const cookie of [w.cookies.customer, seller]) {
      const reply = await send(cookie, {}, { name: 'a.png', bytes: await png() });
      expect(reply.statusCode).toBe(403);
    }
    expect(await w.post(w.cookies.customer, '/upload-images-permicao')).toMatchObject({ status: 403 });
    expect((await rowsOf(w.tenant.id)).length).toBe(before);
  });

  it("sets a manufacturer's image (fabricante-{codigo}) and answers it to `get`", async () => {
    const maker = w.products.paint.manufacturerId;
    const fields = { pastaDoArquivo: 'fabricantes', nomeDoArquivo: `fabricante-${maker}`, tipoDoAjax: 'Upload' };
    const reply = await send(w.cookies.manager, { action: 'set', ...fields }, { name: 'logo.jpg', bytes: await png() });
    const [url] = reply.json<string[]>();
    expect(url).toMatch(/\/fabricantes\/[0-9a-f]{32}-400\.webp$/);
    const [row] = await w.db
      .select({ imageUrl: manufacturers.imageUrl })
      .from(manufacturers)
      .where(and(eq(manufacturers.tenantId, w.tenant.id), eq(manufacturers.id, maker)));
    expect(row?.imageUrl).toBe(url);
    expect((await send(w.cookies.manager, { action: 'get', ...fields })).json()).toEqual([url]);
  });
});

describe('quota', () => {
  it("at 99.80 % warns and answers 'Upload excedido', writing nothing", async () => {
    const used = (await rowsOf(w.tenant.id)).reduce((sum, r) => sum + r.sizeBytes, 0);
    // A quota the stored bytes fill to 99.80 % or more.
    await setQuota(Math.max(1, Math.floor(used / (0.998 * MB))));
    const permission = await w.post(w.cookies.manager, '/upload-images-permicao');
    if (permission.body.espacoMB.porcentagemUso < 99.8) await setQuota(0);
    const full = await w.post(w.cookies.manager, '/upload-images-permicao');
    expect(full.body.espacoMB.porcentagemUso).toBeGreaterThanOrEqual(99.8);
    expect(full.body.espacoMB.msgExcecao).not.toBe('');
    const before = (await rowsOf(w.tenant.id)).length;
    const reply = await send(w.cookies.manager, {}, { name: 'a.png', bytes: await png() });
    expect(reply.json()).toBe(imageMessages.overQuota);
    expect((await rowsOf(w.tenant.id)).length).toBe(before);
    await setQuota(500);
  });
});

describe("the company's own limit", () => {
  it('lowers the quota uploads are checked against, up to the plan, for admins only', async () => {
    const admin = await loginCookie(w.t, (await insertOperator(w.db, w.tenant.id, { role: 'admin' })).email);
    const limit = (limiteMB: number | null, cookie = admin) => w.call(cookie, 'PUT', '/api/plano/limite', { limiteMB });
    expect((await limit(1, w.cookies.manager)).status).toBe(403);
    const above = await limit(501);
    expect(above.status).toBe(400);
    expect(above.body.exception).toBe(imageMessages.limitAbovePlan(500));
    expect((await limit(0)).body.exception).toBe(imageMessages.limitInvalid);

    const lowered = await limit(1);
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body).toMatchObject({
      cotaMB: 1,
      planoMB: 500,
      limiteMB: 1,
      msg: { mensagem: imageMessages.limitSaved },
    });
    const used = (await rowsOf(w.tenant.id)).reduce((sum, r) => sum + r.sizeBytes, 0);
    const permission = await w.post(w.cookies.manager, '/upload-images-permicao');
    expect(permission.body.espacoMB.porcentagemUso).toBe(usagePercent(used, 1));

    const back = await limit(null);
    expect(back.body).toMatchObject({ cotaMB: 500, planoMB: 500, limiteMB: null });
    const plan = await w.post(w.cookies.manager, '/upload-images-permicao');
    expect(plan.body.espacoMB.porcentagemUso).toBe(usagePercent(used, 500));
  });
});

describe('product images, deletion and use', () => {
  it("saves a product's four slots and deletes an image, freeing its bytes and its links", async () => {
    const [url] = (await send(w.cookies.manager, {}, { name: 'a.png', bytes: await png() })).json<string[]>();
    const external = 'https://exemplo.com.br/imagens/tinta.png';
    const saved = await w.post(w.cookies.manager, '/salvar/imagens/produto', {
      codigo: w.products.paint.id,
      imagens: [url, external, '', ''],
    });
    expect(saved.body.imagens).toEqual([url, external]);
    expect((await w.post(seller, '/salvar/imagens/produto', { codigo: w.products.paint.id, imagens: [] })).status).toBe(
      403,
    );
    const short = await w.post(w.cookies.manager, '/salvar/imagens/produto', {
      codigo: w.products.paint.id,
      imagens: ['http://a.b/c'],
    });
    expect(short.body.exception).toBe(imageMessages.invalidUrl);
    const before = (await rowsOf(w.tenant.id)).length;
    const gone = await w.post(w.cookies.manager, '/deletar-imagem', { action: 'delete', nomeDoArquivo: url });
    expect(gone.status).toBe(200);
    expect((await rowsOf(w.tenant.id)).length).toBe(before - 4);
    expect((await w.t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);
    const [product] = await w.db
      .select({ imagePaths: products.imagePaths })
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, w.products.paint.id)));
    expect(product?.imagePaths).toEqual([external]);
  });

  it("does not delete another company's image (404)", async () => {
    const theirs = await send(otherManager, {}, { name: 'a.png', bytes: await png() }, w.other.alias);
    const [url] = theirs.json<string[]>();
    const reply = await w.post(w.cookies.manager, '/deletar-imagem', { nomeDoArquivo: url });
    expect(reply.status).toBe(404);
    expect(await rowsOf(w.other.id)).toHaveLength(4);
  });

  it('answers the use per kind, per month and the largest images; the library searches labels', async () => {
    const usage = await w.call(w.cookies.manager, 'GET', '/api/plano/consumo');
    expect(usage.status).toBe(200);
    expect(usage.body.cotaMB).toBe(500);
    expect(usage.body.meses).toHaveLength(12);
    const kinds = Object.fromEntries(usage.body.porTipo.map((k: { tipo: string; bytes: number }) => [k.tipo, k.bytes]));
    expect(kinds.fabricantes).toBeGreaterThan(0);
    expect(usage.body.usadoBytes).toBe(kinds.produtos + kinds.fabricantes + kinds.paginas);
    expect(usage.body.maiores.length).toBeGreaterThan(0);
    const found = await w.call(w.cookies.manager, 'GET', '/api/imagens/biblioteca?termo=%20fabricante%20');
    expect(found.body.imagens).toHaveLength(1);
    // Past 20 characters the term is cut: 'fabricante' and ten more letters find nothing longer.
    const cut = await w.call(w.cookies.manager, 'GET', `/api/imagens/biblioteca?termo=${'f'.repeat(20)}abricante`);
    expect(cut.body.imagens).toEqual([]);
  });

  it('answers the default logo when the company has none', async () => {
    const reply = await w.post(w.cookies.customer, '/get-logo', {});
    expect(reply.body.url).toBe('/img/logo-padrao.svg');
  });
});
