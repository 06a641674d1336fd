import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/tenancy.js';

/** Who did it: a logged-in user, or someone acting through a mailed link (actor without a session). */
export type Actor = { id: number | null; name: string };

export type AuditEntry = {
  tenantId: number;
  actor: Actor;
  /** What was done, in pt-BR as the admin reads it: 'Criou', 'Alterou', 'Desativou' … */
  action: string;
  /** The kind of record, in pt-BR: 'Usuário' … */
  entity: string;
  entityId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * One line of the audit log, written in the caller's transaction: the change and its record are
 * kept together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
