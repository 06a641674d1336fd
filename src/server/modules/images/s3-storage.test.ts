import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { storedFiles } from '../../db/schema/infra.js';
import { tenants } from '../../db/schema/tenants.js';
import { loadConfig } from '../../config.js';
import { serveFakeS3, type FakeS3 } from '../../test/fake-s3.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import { multipart, png } from './upload-test-calls.js';

const BUCKET = 'balcao-imagens';
let s3: FakeS3;
let w: OrdersWorld;

beforeAll(async () => {
  s3 = await serveFakeS3(BUCKET);
  const endpoint = new URL(s3.url);
  w = await ordersWorld({ S3_URL: `http://CHAVE%2BTESTE:segredo%2F1@${endpoint.host}/${BUCKET}` });
  // A small quota, so one image shows in the share used.
  await w.db.update(tenants).set({ storageQuotaMb: 1 }).where(eq(tenants.id, w.tenant.id));
});
afterAll(async () => {
  await w.t.close();
  await s3.close();
});
beforeEach(() => {
  s3.failPutsAfter = undefined;
  s3.failGets = false;
});

const upload = async () => {
  const body = multipart(
    { action: 'set', pastaDoArquivo: 'produtos' },
    { name: 'foto.png', bytes: await png(900, 600) },
  );
  return w.t.app.inject({
    method: 'POST',
    url: '/upload-images-ecommerce',
    headers: { cookie: w.cookies.manager, ...body.headers },
    payload: body.payload,
  });
};
const rows = () => w.db.select().from(storedFiles).where(eq(storedFiles.tenantId, w.tenant.id));
const usedPercent = async () =>
  (await w.post(w.cookies.manager, '/upload-images-permicao')).body.espacoMB.porcentagemUso as number;

describe('S3_URL', () => {
  it('takes the keys from the user part and the bucket from the path', () => {
    expect(loadConfig({ S3_URL: 'https://AK%2F1:s%40c@s3.exemplo.com.br:9000/fotos' }).s3).toEqual({
      endpoint: 'https://s3.exemplo.com.br:9000',
      bucket: 'fotos',
      region: 'us-east-1',
      accessKeyId: 'AK/1',
      secretAccessKey: 's@c',
    });
    for (const bad of ['https://s3.exemplo.com.br/fotos', 'https://a:b@s3.exemplo.com.br/', 'ftp://a:b@h/fotos'])
      expect(() => loadConfig({ S3_URL: bad }), bad).toThrow(/S3_URL/);
  });
});

describe('images in an S3 bucket', () => {
  it('stores every size as a signed object, serves it from our address and frees the quota on delete', async () => {
    const reply = await upload();
    expect(reply.statusCode, reply.body).toBe(200);
    const [card] = reply.json<string[]>();
    expect([...s3.objects.keys()].every((key) => key.startsWith(`${w.tenant.id}/produtos/`))).toBe(true);
    expect(s3.objects.size).toBe(4);
    expect(s3.authorizations.at(-1)).toMatch(/^AWS4-HMAC-SHA256 Credential=CHAVE\+TESTE\/\d{8}\/us-east-1\/s3\//);
    const stored = await rows();
    const objectBytes = [...s3.objects.values()].reduce((sum, o) => sum + o.bytes.length, 0);
    expect(stored.reduce((sum, r) => sum + r.sizeBytes, 0)).toBe(objectBytes);
    expect(await usedPercent()).toBeGreaterThan(0);

    const served = await w.t.app.inject({ method: 'GET', url: card ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    expect(s3.objects.get(`${w.tenant.id}/${card?.split('/').slice(3).join('/')}`)?.contentType).toBe('image/webp');

    const gone = await w.post(w.cookies.manager, '/deletar-imagem', { nomeDoArquivo: card });
    expect(gone.status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect(await rows()).toHaveLength(0);
    expect(await usedPercent()).toBe(0);
    expect((await w.t.app.inject({ method: 'GET', url: card ?? '' })).statusCode).toBe(404);
  });

  it('answers a failing bucket with an error, not with 404 (the image exists; it may be served in a moment)', async () => {
    const [card] = (await upload()).json<string[]>();
    s3.failGets = true;
    const failing = await w.t.app.inject({ method: 'GET', url: card ?? '' });
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toEqual({ exception: messages.transportError });
    s3.failGets = false;
    expect((await w.t.app.inject({ method: 'GET', url: card ?? '' })).statusCode).toBe(200);
    await w.post(w.cookies.manager, '/deletar-imagem', { nomeDoArquivo: card });
  });

  it('refuses the upload in Portuguese and leaves nothing behind when the bucket answers 500', async () => {
    s3.failPutsAfter = 2;
    const reply = await upload();
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ exception: messages.transportError });
    expect(s3.objects.size).toBe(0);
    expect(await rows()).toHaveLength(0);
    expect(await usedPercent()).toBe(0);
  });
});
