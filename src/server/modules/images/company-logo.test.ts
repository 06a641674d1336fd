import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/infra.js';
import { insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { LOGO_LABEL } from '../../../shared/domain/images.js';
import { companyLogoPng, DEFAULT_LOGO_SVG } from './company-logo.js';
import type { FileStorage } from './storage.js';

/**
 * The logo documents print. The neighbour company of the test database has the same numbering; each
 * case here is a new company with its own rows, and a storage that holds files by company and key.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const keyOf = (n: number, variant = '400.webp') => `paginas/${String(n).padStart(32, '0')}-${variant}`;

function storageWith(files: Record<string, Buffer>, failing = false): FileStorage {
  return {
    put: () => Promise.resolve(),
    delete: () => Promise.resolve(),
    get: (tenantId, key) =>
      failing ? Promise.reject(new Error('disco indisponível')) : Promise.resolve(files[`${tenantId}/${key}`]),
  };
}

async function saveLogo(tenantId: number, name: string, label: string, variant: string, createdAt: string) {
  await database.db.insert(storedFiles).values({
    tenantId,
    folder: 'paginas',
    name,
    sizeBytes: 10,
    mimeType: 'image/webp',
    variant,
    label,
    createdAt: new Date(createdAt),
  });
}

const pixelsOf = async (png: Buffer) => {
  const { format, width, height } = await sharp(png).metadata();
  const { dominant } = await sharp(png).stats();
  return { format, width, height, dominant };
};
const square = (colour: string) =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
    .webp()
    .toBuffer();
const defaultLogo = () => pixelsOf(Buffer.from(DEFAULT_LOGO_SVG));

describe('companyLogoPng', () => {
  it("prints the company's newest logo, as a PNG 70 pixels high (35 points, twice for paper)", async () => {
    const { id } = await insertTenant(database.db);
    await saveLogo(id, keyOf(1), LOGO_LABEL, 'card', '2026-01-01T00:00:00Z');
    await saveLogo(id, keyOf(2), LOGO_LABEL, 'card', '2026-06-01T00:00:00Z');
    await saveLogo(id, keyOf(3), LOGO_LABEL, 'zoom', '2026-09-01T00:00:00Z');
    await saveLogo(id, keyOf(4), 'banner', 'card', '2026-10-01T00:00:00Z');
    const storage = storageWith({
      [`${id}/${keyOf(1)}`]: await square('#ff0000'),
      [`${id}/${keyOf(2)}`]: await square('#00ff00'),
      [`${id}/${keyOf(3)}`]: await square('#0000ff'),
      [`${id}/${keyOf(4)}`]: await square('#ffff00'),
    });
    const logo = await pixelsOf(await companyLogoPng({ db: database.db, storage }, id));
    expect(logo).toMatchObject({ format: 'png', width: 70, height: 70 });
    expect(logo.dominant.g).toBeGreaterThan(200);
    expect(logo.dominant.r).toBeLessThan(60);
  });

  it('prints the default logo when the company has none, its file is gone, or the storage fails', async () => {
    const expected = await defaultLogo();
    expect(expected).toMatchObject({ format: 'svg', height: 35 });
    const { id: none } = await insertTenant(database.db);
    const { id: gone } = await insertTenant(database.db);
    await saveLogo(gone, keyOf(5), LOGO_LABEL, 'card', '2026-01-01T00:00:00Z');
    const { id: broken } = await insertTenant(database.db);
    await saveLogo(broken, keyOf(6), LOGO_LABEL, 'card', '2026-01-01T00:00:00Z');
    const unreadable = storageWith({ [`${broken}/${keyOf(6)}`]: Buffer.from('não é imagem') });
    for (const [tenant, storage] of [
      [none, storageWith({})],
      [gone, storageWith({})],
      [gone, storageWith({}, true)],
      [broken, unreadable],
    ] as const) {
      const logo = await pixelsOf(await companyLogoPng({ db: database.db, storage }, tenant));
      expect(logo).toMatchObject({ format: 'png', width: 280, height: 70, dominant: expected.dominant });
    }
  });

  it("never prints another company's logo", async () => {
    const { id: mine } = await insertTenant(database.db);
    const { id: other } = await insertTenant(database.db);
    await saveLogo(other, keyOf(7), LOGO_LABEL, 'card', '2026-01-01T00:00:00Z');
    const storage = storageWith({ [`${other}/${keyOf(7)}`]: await square('#ff0000') });
    const logo = await pixelsOf(await companyLogoPng({ db: database.db, storage }, mine));
    expect(logo).toMatchObject({ width: 280, height: 70, dominant: (await defaultLogo()).dominant });
  });
});
