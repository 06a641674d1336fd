import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { insertTenant } from '../../test/factories.js';
import { writeStoreSettings } from '../../test/store-settings.js';
import { createTestDatabase } from '../../test/test-database.js';
import {
  CredentialsLockedError,
  openPaymentCredential,
  readPaymentSetting,
  readPaymentSettings,
  readPublicPaymentField,
  sealPaymentCredential,
} from './payment-credentials.js';

/**
 * Payment settings as the server reads them: sealed fields opened with SETTINGS_KEY for their own
 * company, key and field; a setting that does not open is locked, never read as empty.
 */
const KEY = Buffer.alloc(32, 9);
const OTHER_KEY = Buffer.alloc(32, 1);

let database: Database;
let tenantId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await insertTenant(database.db)).id;
  const sealed = (key: 'pgs' | 'moi', field: string, plain: string) =>
    sealPaymentCredential(KEY, tenantId, key, field, plain);
  await writeStoreSettings(
    database.db,
    tenantId,
    {
      key: 'pgs',
      value: { email: 'loja@pagseguro.com.br', token: sealed('pgs', 'token', 'TOKEN-PGS'), ambiente: 'sandbox' },
    },
    // Moip's chave sealed for another field: it does not open where it is.
    { key: 'moi', value: { token: sealed('moi', 'token', 'TOKEN-MOI'), chave: sealed('moi', 'token', 'CHAVE') } },
    { key: 'pix', value: { certificado: '  -----BEGIN CERTIFICATE-----  ', chave: 42 } },
  );
});
afterAll(() => database.close());

describe('a payment setting', () => {
  it("opens every field of the key, the sealed ones with SETTINGS_KEY, missing ones as ''", async () => {
    expect(await readPaymentSetting(database.db, KEY, tenantId, 'pgs')).toEqual({
      email: 'loja@pagseguro.com.br',
      token: 'TOKEN-PGS',
      ambiente: 'sandbox',
    });
  });

  it('is undefined when never saved, also for a company whose neighbour saved it', async () => {
    expect(await readPaymentSetting(database.db, KEY, tenantId, 'cie')).toBeUndefined();
    const { id: other } = await insertTenant(database.db);
    expect(await readPaymentSetting(database.db, KEY, other, 'pgs')).toBeUndefined();
  });

  it('is locked, naming the field, with another key, without a key, or when a field was sealed elsewhere', async () => {
    for (const [key, setting, field] of [
      [OTHER_KEY, 'pgs', 'pgs.token'],
      [undefined, 'pgs', 'pgs.token'],
      [KEY, 'moi', 'moi.chave'],
    ] as const) {
      const read = readPaymentSetting(database.db, key, tenantId, setting);
      await expect(read).rejects.toBeInstanceOf(CredentialsLockedError);
      await expect(read).rejects.toThrow(field);
    }
  });

  it('read together: each that opens, the locked ones left out as if never saved', async () => {
    const read = await readPaymentSettings(database.db, KEY, tenantId, ['pgs', 'moi', 'cie']);
    expect([...read.entries()]).toEqual([
      ['pgs', { email: 'loja@pagseguro.com.br', token: 'TOKEN-PGS', ambiente: 'sandbox' }],
    ]);
    expect((await readPaymentSettings(database.db, OTHER_KEY, tenantId, ['pgs', 'moi'])).size).toBe(0);
  });

  it('a row that is not an object is an error, not a setting left out', async () => {
    const { id } = await insertTenant(database.db);
    await database.db
      .insert(ecommerceSettings)
      .values({ tenantId: id, key: 'pgs', value: sql`'null'::jsonb`, description: 'pgs', version: 1 });
    await expect(readPaymentSettings(database.db, KEY, id, ['pgs'])).rejects.toBeInstanceOf(TypeError);
  });
});

describe('one stored field', () => {
  it("as stored when never sealed ('' when not text), opened when sealed for this place", () => {
    expect(openPaymentCredential(KEY, tenantId, 'cie', 'merchantId', 'abc')).toBe('abc');
    expect(openPaymentCredential(undefined, tenantId, 'cie', 'merchantId', 'abc')).toBe('abc');
    expect(openPaymentCredential(KEY, tenantId, 'cie', 'merchantId', 7)).toBe('');
    const sealed = sealPaymentCredential(KEY, tenantId, 'cie', 'merchantKey', 'segredo');
    expect(openPaymentCredential(KEY, tenantId, 'cie', 'merchantKey', sealed)).toBe('segredo');
    expect(openPaymentCredential(KEY, tenantId + 1, 'cie', 'merchantKey', sealed)).toBeUndefined();
    expect(openPaymentCredential(undefined, tenantId, 'cie', 'merchantKey', sealed)).toBeUndefined();
  });

  it('a sealed empty credential charges nothing: it reads as locked', () => {
    const empty = sealPaymentCredential(KEY, tenantId, 'cie', 'merchantKey', '');
    expect(openPaymentCredential(KEY, tenantId, 'cie', 'merchantKey', empty)).toBeUndefined();
  });

  it("a public field (never sealed) is read trimmed without a key; '' when missing or not text", async () => {
    expect(await readPublicPaymentField(database.db, tenantId, 'pix', 'certificado')).toBe(
      '-----BEGIN CERTIFICATE-----',
    );
    expect(await readPublicPaymentField(database.db, tenantId, 'pix', 'chave')).toBe('');
    expect(await readPublicPaymentField(database.db, tenantId, 'pix', 'outro')).toBe('');
    expect(await readPublicPaymentField(database.db, tenantId, 'cie', 'merchantId')).toBe('');
  });
});
