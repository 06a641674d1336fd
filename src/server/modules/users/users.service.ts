import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { z } from 'zod';
import { USER_LINK_VALID_HOURS, userMessages, type userInput, type UserView } from '../../../shared/schemas/users.js';
import { isUniqueViolation, type Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { endSessionsOf, forgetAccountSessions } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import { storeExists } from '../tenants/index.js';
import {
  customerHasEmail,
  findUser,
  insertUser,
  insertUserToken,
  lockActiveAdmins,
  representativeExists,
  spendUserToken,
  updateUser,
  type UserFields,
  type UserRow,
} from './users.repo.js';
import { userLinkMail, type UserLinkPurpose } from './user-mail.js';

export type UserDeps = { db: Db; mail: MailService };
type Input = z.output<typeof userInput>;

const ENTITY = 'Usuário';
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const actorOf = (auth: AuthContext): Actor => ({ id: auth.id, name: auth.name });

/** A user on the wire: never the password hash. */
export const userViewOf = (row: UserRow): UserView => ({
  codigo: row.id,
  nome: row.name,
  email: row.email,
  perfil: row.role,
  representante: row.representativeId,
  loja: row.businessUnitId,
  ativo: row.active,
  ultimoAcesso: row.lastLoginAt?.toISOString() ?? null,
});

/** What the audit log keeps of a user: the view without the last login (not a change anyone made). */
const audited = (row: UserRow) => ({ ...userViewOf(row), ultimoAcesso: undefined });

const fieldsOf = (input: Input): UserFields => ({
  name: input.nome,
  email: input.email,
  role: input.perfil,
  representativeId: input.representante ?? null,
  businessUnitId: input.loja ?? null,
});

export async function userById(db: Db, tenantId: number, id: number): Promise<UserView> {
  const row = await findUser(db, tenantId, id);
  if (!row) throw notFound(userMessages.notFound);
  return userViewOf(row);
}

/** The representative and store named must be the company's; the e-mail no customer's (another user's: orEmailTaken). */
async function checkInput(db: Db, tenantId: number, input: Input) {
  if (input.representante !== undefined && !(await representativeExists(db, tenantId, input.representante)))
    throw badRequest(userMessages.unknownRepresentative, [
      { campo: 'representante', mensagem: userMessages.unknownRepresentative },
    ]);
  if (input.loja !== undefined && !(await storeExists(db, tenantId, input.loja)))
    throw badRequest(userMessages.unknownStore, [{ campo: 'loja', mensagem: userMessages.unknownStore }]);
  if (await customerHasEmail(db, tenantId, input.email)) throw emailTaken();
}

const emailTaken = () => conflict(userMessages.emailTaken, [{ campo: 'email', mensagem: userMessages.emailTaken }]);

/**
 * Refuses a change that would leave the company without an active admin (`leaving`: the user who
 * will not be one after it; when they never were, the others are still there and nothing is refused).
 */
async function keepAnAdmin(db: Db, tenantId: number, leaving: number) {
  const admins = await lockActiveAdmins(db, tenantId);
  if (admins.every((id) => id === leaving)) throw conflict(userMessages.lastAdmin);
}

/** Writes a one-use link for the user and queues the mail that carries it, in the caller's transaction. */
async function queueLink(
  deps: UserDeps,
  db: Db,
  tenant: Tenant,
  user: UserRow,
  purpose: UserLinkPurpose,
  origin: string,
) {
  const token = randomBytes(32).toString('base64url');
  await insertUserToken(db, {
    tenantId: tenant.id,
    tokenHash: tokenHash(token),
    operatorId: user.id,
    purpose,
    expiresAt: new Date(Date.now() + USER_LINK_VALID_HOURS * 3_600_000),
  });
  const link = `${origin}/definir-senha?usuario=1&token=${token}&apelido=${encodeURIComponent(tenant.alias)}`;
  await deps.mail.queue(
    { tenantId: tenant.id, to: [user.email], ...userLinkMail(purpose, tenant.tradeName, user.name, link) },
    db,
  );
}

/** Catches the unique e-mail index when two requests create the same user at once. */
async function orEmailTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A new user, with no password until they follow the mailed link; recorded in the audit log. */
export async function createUser(deps: UserDeps, auth: AuthContext, tenant: Tenant, input: Input, origin: string) {
  await checkInput(deps.db, tenant.id, input);
  // Nobody knows this password: the user sets theirs through the link.
  const unusable = await hash(randomBytes(32).toString('base64url'));
  const user = await orEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, tenant.id, fieldsOf(input), unusable);
      await queueLink(deps, tx, tenant, row, 'invite', origin);
      await recordAudit(tx, {
        tenantId: tenant.id,
        actor: actorOf(auth),
        action: 'Criou',
        entity: ENTITY,
        entityId: row.id,
        after: audited(row),
      });
      return row;
    }),
  );
  void deps.mail.flush().catch(() => undefined);
  return { codigo: user.id, mensagem: userMessages.created };
}

/** Name, e-mail, role, representative and store; an admin's role is kept if they are the last one. */
export async function editUser(deps: UserDeps, auth: AuthContext, tenantId: number, id: number, input: Input) {
  const before = await findUser(deps.db, tenantId, id);
  if (!before) throw notFound(userMessages.notFound);
  await checkInput(deps.db, tenantId, input);
  await orEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      if (input.perfil !== 'admin') await keepAnAdmin(tx, tenantId, id);
      const after = await updateUser(tx, tenantId, id, fieldsOf(input));
      await recordAudit(tx, {
        tenantId,
        actor: actorOf(auth),
        action: 'Alterou',
        entity: ENTITY,
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
    }),
  );
  forgetAccountSessions(deps.db, tenantId, 'operator', id);
  return { codigo: id, mensagem: userMessages.saved };
}

/** Disables (their sessions end at once) or re-enables a user; the last active admin stays. */
export async function setUserActive(deps: UserDeps, auth: AuthContext, tenantId: number, id: number, active: boolean) {
  const before = await findUser(deps.db, tenantId, id);
  if (!before) throw notFound(userMessages.notFound);
  await deps.db.transaction(async (tx) => {
    // Stryker disable next-line ConditionalExpression: equivalent; re-enabling, the caller is an active admin other than this user
    if (!active) await keepAnAdmin(tx, tenantId, id);
    const after = await updateUser(tx, tenantId, id, { active });
    // Stryker disable next-line ConditionalExpression: equivalent; a disabled user has no session to end (their login is refused)
    if (!active) await endSessionsOf(tx, tenantId, 'operator', id);
    await recordAudit(tx, {
      tenantId,
      actor: actorOf(auth),
      action: active ? 'Reativou' : 'Desativou',
      entity: ENTITY,
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  });
  forgetAccountSessions(deps.db, tenantId, 'operator', id);
  return { mensagem: active ? userMessages.enabled : userMessages.disabled };
}

/** Mails the user a link to set a new password; the current one keeps working until they do. */
export async function sendUserPasswordLink(
  deps: UserDeps,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  origin: string,
) {
  const user = await findUser(deps.db, tenant.id, id);
  if (!user) throw notFound(userMessages.notFound);
  await deps.db.transaction(async (tx) => {
    await queueLink(deps, tx, tenant, user, 'reset', origin);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actor: actorOf(auth),
      action: 'Enviou link de senha',
      entity: ENTITY,
      entityId: id,
    });
  });
  void deps.mail.flush().catch(() => undefined);
  return { mensagem: userMessages.resetSent };
}

/** The link's second half: sets the password, spends the link and ends the user's other sessions. */
export async function setUserPasswordFromLink(db: Db, tenantId: number, token: string, password: string) {
  const passwordHash = await hash(password);
  const userId = await db.transaction(async (tx) => {
    const spentFor = await spendUserToken(tx, tenantId, tokenHash(token), new Date());
    const user = spentFor === undefined ? undefined : await findUser(tx, tenantId, spentFor);
    // A disabled user's link opens nothing: the admin re-enables them first.
    if (!user?.active) throw badRequest(userMessages.linkInvalid);
    await updateUser(tx, tenantId, user.id, { passwordHash });
    await endSessionsOf(tx, tenantId, 'operator', user.id);
    await recordAudit(tx, {
      tenantId,
      actor: { id: user.id, name: user.name },
      action: 'Criou a própria senha',
      entity: ENTITY,
      entityId: user.id,
    });
    return user.id;
  });
  forgetAccountSessions(db, tenantId, 'operator', userId);
  return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: userMessages.passwordSet } };
}
