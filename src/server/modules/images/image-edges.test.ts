import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, MANUFACTURER_MAX_BYTES } from '../../../shared/domain/images.js';
import { imageMessages as msg } from '../../../shared/schemas/images.js';
import { manufacturers } from '../../db/schema/catalog.js';
import { storedFiles } from '../../db/schema/infra.js';
import { tenants } from '../../db/schema/tenants.js';
import { insertOperator } from '../../test/factories.js';
import { loginCookie } from '../../test/test-app.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import { prepareImage, storeImage } from './images.service.js';
import { dataDirStorage } from './storage.js';
import { multipart, png, pngOfSize, type UploadedFile } from './upload-test-calls.js';

/** The edges of uploading: a manufacturer's image by URL, exact size limits, the 80 % warning, deletion. */

const MB = 1024 * 1024;
const brandUrl = 'https://exemplo.com.br/marcas/coral-logo.png';

let w: OrdersWorld;
let dataDir: string;
let maker: number;
let makerFields: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-img-edges-'));
  w = await ordersWorld({ DATA_DIR: dataDir });
  maker = w.products.paint.manufacturerId;
  makerFields = { pastaDoArquivo: 'fabricantes', nomeDoArquivo: `fabricante-${maker}` };
});
afterAll(async () => {
  await w.t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (fields: Record<string, string>, file?: UploadedFile, cookie = w.cookies.manager) => {
  const body = multipart(fields, file);
  return w.t.app.inject({
    method: 'POST',
    url: '/upload-images-ecommerce',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};
const stored = async () => ({
  rows: (await w.db.select().from(storedFiles).where(eq(storedFiles.tenantId, w.tenant.id))).length,
  files: filesOnDisk().length,
});
const filesOnDisk = (): string[] => {
  try {
    return readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const makerImage = async (id = maker) => {
  const [row] = await w.db
    .select({ url: manufacturers.imageUrl })
    .from(manufacturers)
    .where(and(eq(manufacturers.tenantId, w.tenant.id), eq(manufacturers.id, id)));
  return row?.url;
};
const setMakerImage = (url: string | null) =>
  w.db
    .update(manufacturers)
    .set({ imageUrl: url })
    .where(and(eq(manufacturers.tenantId, w.tenant.id), eq(manufacturers.id, maker)));

describe("a manufacturer's image given by URL", () => {
  beforeEach(() => setMakerImage(null));

  it('links the URL without storing a byte, and `get` answers it', async () => {
    const before = await stored();
    expect((await send({ action: 'get', ...makerFields })).json()).toEqual([]);
    const reply = await send({ action: 'set', ...makerFields, urlImagem: brandUrl });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual([brandUrl]);
    expect(await makerImage()).toBe(brandUrl);
    expect(await stored()).toEqual(before);
    expect((await send({ action: 'get', ...makerFields })).json()).toEqual([brandUrl]);
  });

  it('reads the fields of a JSON body as well as of a form', async () => {
    await setMakerImage(brandUrl);
    const reply = await w.post(w.cookies.manager, '/upload-images-ecommerce', { action: 'get', ...makerFields });
    expect(reply.body).toEqual([brandUrl]);
    const bad = await w.post(w.cookies.manager, '/upload-images-ecommerce', { nomeDoArquivo: '../x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      exception: msg.badName,
      erros: [{ campo: 'nomeDoArquivo', mensagem: msg.badName }],
    });
  });

  it('answers a URL for a product image, or under a name that only ends like a manufacturer, linking nothing', async () => {
    const reply = await send({ action: 'set', urlImagem: brandUrl });
    expect(reply.json()).toEqual([brandUrl]);
    const lookalike = { pastaDoArquivo: 'fabricantes', nomeDoArquivo: `xfabricante-${maker}`, urlImagem: brandUrl };
    const productFolder = { ...lookalike, pastaDoArquivo: 'produtos', nomeDoArquivo: `fabricante-${maker}` };
    for (const fields of [lookalike, productFolder])
      expect((await send({ action: 'set', ...fields })).json(), fields.nomeDoArquivo).toEqual([brandUrl]);
    expect(await makerImage()).toBeNull();
    expect((await send({ action: 'get' })).json()).toEqual([]);
  });

  it.each([
    ['no file and no URL', {}, undefined, 400, msg.noFile],
    ['a file sent under another field', {}, { field: 'anexo' }, 400, msg.noFile],
    ['an ftp URL', { urlImagem: 'ftp://exemplo.com.br/marcas/coral-logo.png' }, undefined, 400, msg.invalidUrl],
    ['a URL shorter than 25 characters', { urlImagem: 'http://a.com.br/l.png' }, undefined, 400, msg.invalidUrl],
  ])('refuses %s, changing nothing', async (_name, fields, file, status, message) => {
    const before = await stored();
    const upload = file ? { name: 'a.png', bytes: await png(), ...file } : undefined;
    const reply = await send({ action: 'set', ...makerFields, ...fields }, upload);
    expect(reply.statusCode).toBe(status);
    expect(reply.json().exception).toBe(message);
    expect(await makerImage()).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for a manufacturer the company does not have, by URL, by file and to `get`', async () => {
    const unknown = { pastaDoArquivo: 'fabricantes', nomeDoArquivo: 'fabricante-999999' };
    const before = await stored();
    for (const reply of [
      await send({ action: 'set', ...unknown, urlImagem: brandUrl }),
      await send({ action: 'set', ...unknown }, { name: 'a.png', bytes: await png() }),
      await send({ action: 'get', ...unknown }),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json().exception).toBe(msg.notFound);
    }
    // The file's four sizes were written before the manufacturer was found missing: all removed.
    expect(await stored()).toEqual(before);
  });
});

describe('size limits', () => {
  it('takes a manufacturer image of exactly 1 MB and refuses one byte more', async () => {
    const exact = await send(makerFields, { name: 'marca.png', bytes: await pngOfSize(MANUFACTURER_MAX_BYTES) });
    expect(exact.statusCode, exact.body).toBe(200);
    const before = await stored();
    const over = await send(makerFields, { name: 'marca.png', bytes: await pngOfSize(MANUFACTURER_MAX_BYTES + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().exception).toBe(msg.manufacturerLimit);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file past 10 MB before reading it as an image', async () => {
    const before = await stored();
    const huge = { name: 'enorme.png', bytes: Buffer.alloc(IMAGE_MAX_BYTES + 1, 1) };
    const product = await send({}, huge);
    expect(product.statusCode).toBe(400);
    expect(product.json().exception).toBe('O arquivo passa do limite de 10 MB por imagem.');
    const brand = await send(makerFields, huge);
    expect(brand.json().exception).toBe(msg.manufacturerLimit);
    expect(await stored()).toEqual(before);
  });

  it('refuses a form with two files or more than ten fields as damaged', async () => {
    const twoFiles = multipart({}, { name: 'a.png', bytes: await png() });
    const second = multipart({}, { name: 'b.png', bytes: await png() }).payload.toString('latin1');
    const boundary = String(twoFiles.headers['content-type']).split('boundary=')[1] ?? '';
    const otherBoundary = second.slice(2, second.indexOf('\r\n'));
    const payload = Buffer.concat([
      twoFiles.payload.subarray(0, twoFiles.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(second.replaceAll(otherBoundary, boundary), 'latin1'),
    ]);
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`campo${i}`, 'x']));
    const before = await stored();
    for (const reply of [
      await w.t.app.inject({
        method: 'POST',
        url: '/upload-images-ecommerce',
        headers: { cookie: w.cookies.manager, ...twoFiles.headers },
        payload,
      }),
      await send(fields, { name: 'a.png', bytes: await png() }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().exception).toBe(msg.damaged);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the quota warning', () => {
  /** The company's use set to `bytes` against a 1 MB quota: one row of that size, no other. */
  async function useBytes(bytes: number) {
    await w.db.update(tenants).set({ storageQuotaMb: 1 }).where(eq(tenants.id, w.tenant.id));
    await w.db.delete(storedFiles).where(and(eq(storedFiles.tenantId, w.tenant.id), eq(storedFiles.label, 'peso')));
    const others = (await w.db.select().from(storedFiles).where(eq(storedFiles.tenantId, w.tenant.id))).reduce(
      (sum, r) => sum + r.sizeBytes,
      0,
    );
    await w.db.insert(storedFiles).values({
      tenantId: w.tenant.id,
      folder: 'paginas',
      name: 'paginas/peso.bin',
      sizeBytes: bytes - others,
      mimeType: 'application/octet-stream',
      label: 'peso',
    });
    return (await w.post(w.cookies.manager, '/upload-images-permicao')).body.espacoMB;
  }
  afterAll(async () => {
    await w.db.delete(storedFiles).where(and(eq(storedFiles.tenantId, w.tenant.id), eq(storedFiles.label, 'peso')));
    await w.db.update(tenants).set({ storageQuotaMb: 500 }).where(eq(tenants.id, w.tenant.id));
  });

  it('starts at 80,00 % and turns into a refusal at 99,80 %', async () => {
    expect(await useBytes(Math.ceil(0.8 * MB) - 1)).toEqual({ msgExcecao: '', porcentagemUso: 79.99 });
    expect(await useBytes(Math.ceil(0.8 * MB))).toEqual({ msgExcecao: msg.usageWarning('80,00'), porcentagemUso: 80 });
    expect(await useBytes(Math.ceil(0.9975 * MB))).toEqual({
      msgExcecao: msg.usageWarning('99,75'),
      porcentagemUso: 99.75,
    });
    expect(await useBytes(Math.ceil(0.998 * MB))).toEqual({ msgExcecao: msg.quotaFull('99,80'), porcentagemUso: 99.8 });
  });
});

describe('editors, deletion, the logo and the library', () => {
  it('lets an admin send an image as a manager does', async () => {
    const admin = await insertOperator(w.db, w.tenant.id, { role: 'admin' });
    const reply = await send({}, { name: 'a.png', bytes: await png() }, await loginCookie(w.t, admin.email));
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it("deletes a manufacturer's image and takes it off the manufacturer", async () => {
    const [card] = (await send(makerFields, { name: 'marca.png', bytes: await png() })).json<string[]>();
    expect(await makerImage()).toBe(card);
    const gone = await w.post(w.cookies.manager, '/deletar-imagem', { nomeDoArquivo: card });
    expect(gone.body).toEqual({ excluido: true });
    expect(await makerImage()).toBeNull();
    for (const name of [card, 'logo.png']) {
      const again = await w.post(w.cookies.manager, '/deletar-imagem', { nomeDoArquivo: name });
      expect(again.status).toBe(404);
      expect(again.body.exception).toBe(msg.notFound);
    }
  });

  it("answers the company's logo by its label, spaces around it or no label at all", async () => {
    const [logo] = (
      await send({ pastaDoArquivo: 'paginas', nomeDoArquivo: 'logo' }, { name: 'logo.png', bytes: await png() })
    ).json<string[]>();
    for (const arquivo of [' logo ', undefined]) {
      const reply = await w.post(w.cookies.customer, '/get-logo', arquivo === undefined ? {} : { arquivo });
      expect(reply.body.url, arquivo).toBe(logo);
    }
  });

  it("names an image without a label 'imagem' in the library", async () => {
    const [card] = (await send({}, { name: 'sem-nome.png', bytes: await png() })).json<string[]>();
    const found = await w.call(w.cookies.manager, 'GET', '/api/imagens/biblioteca?termo=');
    expect(found.body.imagens).toContainEqual({ url: card, nome: 'imagem', tipo: 'produtos' });
  });

  it('answers 404 for the images of a product the company does not have, saving nothing', async () => {
    const reply = await w.post(w.cookies.manager, '/salvar/imagens/produto', { codigo: 999_999, imagens: [] });
    expect(reply.status).toBe(404);
    expect(reply.body.exception).toBe(msg.productNotFound);
  });

  it('stores an image the server made as an upload is stored, and answers its card size', async () => {
    const before = await stored();
    const image = await prepareImage(await png(), 'paginas', 'demonstracao');
    const url = await storeImage({ db: w.db, storage: dataDirStorage(dataDir) }, w.tenant.id, image);
    const card = image.renditions.find((r) => r.variant === 'card');
    expect(url.endsWith(card?.key ?? '?')).toBe(true);
    const rows = await w.db.select().from(storedFiles).where(eq(storedFiles.label, 'demonstracao'));
    expect(rows).toHaveLength(image.renditions.length);
    expect(new Set(rows.map((r) => r.imageKey)).size).toBe(1);
    expect(card?.key).toContain(`/${rows[0]?.imageKey}-400.`);
    expect(await stored()).toEqual({ rows: before.rows + rows.length, files: before.files + rows.length });
  });

  it('takes a limit equal to the plan and names the field of one above it', async () => {
    const admin = await loginCookie(w.t, (await insertOperator(w.db, w.tenant.id, { role: 'admin' })).email);
    const equal = await w.call(admin, 'PUT', '/api/plano/limite', { limiteMB: 500 });
    expect(equal.body).toMatchObject({ cotaMB: 500, limiteMB: 500 });
    const above = await w.call(admin, 'PUT', '/api/plano/limite', { limiteMB: 500.01 });
    expect(above.body.erros).toEqual([{ campo: 'limiteMB', mensagem: msg.limitAbovePlan(500) }]);
    await w.call(admin, 'PUT', '/api/plano/limite', { limiteMB: null });
  });
});
