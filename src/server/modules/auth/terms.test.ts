import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/tenancy.js';
import { insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { publishTerms } from './terms.js';

/**
 * Saving the store's terms (configuration keys tul and tuc) publishes them as contracts: versions,
 * the one in force, and never another company's terms (a third company here: the test world's
 * neighbour must stay as it was built).
 */
let t: TestApp;
let ours: number;
let neighbour: number;
beforeAll(async () => {
  t = await createTestApp();
  ours = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  neighbour = (await insertTenant(t.database.db, { alias: 'outra' })).id;
});
afterAll(() => t.close());

const versions = (tenantId: number, audience: 'customer' | 'registration') =>
  t.database.db
    .select({
      version: contracts.version,
      title: contracts.title,
      content: contracts.content,
      active: contracts.active,
    })
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.audience, audience)))
    .orderBy(asc(contracts.version));

describe('publishing the store terms', () => {
  it('makes each changed text a new version in force, keeps the same text, and leaves the neighbour alone', async () => {
    await publishTerms(t.database.db, neighbour, 'tul', '<p>Termos da vizinha</p>');
    await publishTerms(t.database.db, ours, 'tul', '<p>Versão 1</p>');
    await publishTerms(t.database.db, ours, 'tul', '<p>Versão 1</p>');
    await publishTerms(t.database.db, ours, 'tul', '<p>Versão 2</p>');
    const title = 'Termos de uso da loja virtual';
    expect(await versions(ours, 'customer')).toEqual([
      { version: 1, title, content: '<p>Versão 1</p>', active: false },
      { version: 2, title, content: '<p>Versão 2</p>', active: true },
    ]);
    expect(await versions(neighbour, 'customer')).toEqual([
      { version: 1, title, content: '<p>Termos da vizinha</p>', active: true },
    ]);
  });

  it('publishes the registration terms under their own title', async () => {
    await publishTerms(t.database.db, ours, 'tuc', '<p>Cadastro</p>');
    expect(await versions(ours, 'registration')).toEqual([
      { version: 1, title: 'Termos de uso do cadastro', content: '<p>Cadastro</p>', active: true },
    ]);
  });

  it('takes the terms out of force when saved empty, and ignores keys that are not terms', async () => {
    await publishTerms(t.database.db, neighbour, 'tuc', '<p>Cadastro da vizinha</p>');
    await publishTerms(t.database.db, ours, 'tuc', '  ');
    await publishTerms(t.database.db, ours, 'vmc', '<p>Não é termo</p>');
    expect((await versions(ours, 'registration')).map((row) => row.active)).toEqual([false]);
    expect((await versions(neighbour, 'registration')).map((row) => row.active)).toEqual([true]);
    expect(await versions(ours, 'customer')).toHaveLength(2);
  });
});
