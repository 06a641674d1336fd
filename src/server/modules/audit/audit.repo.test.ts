import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/tenancy.js';
import { insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { recordAudit } from './audit.repo.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const linesOf = (tenantId: number) =>
  database.db
    .select({
      tenantId: auditLog.tenantId,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.tenantId, tenantId))
    .orderBy(auditLog.id);

describe('recordAudit', () => {
  it('writes who did what to which record, with the record before and after, in its own company', async () => {
    const tenant = await insertTenant(database.db, { alias: 'auditada' });
    await recordAudit(database.db, {
      tenantId: tenant.id,
      actor: { id: 7, name: 'Ana Admin' },
      action: 'Alterou',
      entity: 'Usuário',
      entityId: 12,
      before: { nivel: 3 },
      after: { nivel: 2 },
    });
    await recordAudit(database.db, {
      tenantId: tenant.id,
      actor: { id: null, name: 'Cliente pelo link do e-mail' },
      action: 'Criou',
      entity: 'Senha',
      entityId: null,
    });
    expect(await linesOf(tenant.id)).toEqual([
      {
        tenantId: tenant.id,
        actorId: 7,
        actorName: 'Ana Admin',
        action: 'Alterou',
        entity: 'Usuário',
        entityId: 12,
        before: { nivel: 3 },
        after: { nivel: 2 },
      },
      {
        tenantId: tenant.id,
        actorId: null,
        actorName: 'Cliente pelo link do e-mail',
        action: 'Criou',
        entity: 'Senha',
        entityId: null,
        before: null,
        after: null,
      },
    ]);
  });

  it('is kept or dropped with the transaction it was written in', async () => {
    const tenant = await insertTenant(database.db, { alias: 'desfeita' });
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          tenantId: tenant.id,
          actor: { id: 1, name: 'A' },
          action: 'Desativou',
          entity: 'Usuário',
          entityId: 1,
        });
        throw new Error('a falha depois do registro');
      }),
    ).rejects.toThrow('a falha depois do registro');
    expect(await linesOf(tenant.id)).toEqual([]);
  });
});
