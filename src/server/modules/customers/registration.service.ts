import { hash } from '@node-rs/argon2';
import { messages } from '../../../shared/messages.js';
import { CREDIT_RELEASED, registrationMessages, type Registration } from '../../../shared/schemas/customer.js';
import { isUniqueViolation, type Db } from '../../db/client.js';
import type { Limit } from '../../config.js';
import { requireCityOfState } from '../ibge/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { RateCounter } from '../../http/rate-counter.js';
import type { Tenant } from '../../http/tenant.js';
import type { AuthService } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import { findHolders, insertCustomerWithContact } from './customers.repo.js';
import { columnsOf } from './customers.service.js';
import { attemptMail, receivedMail, type Reused } from './registration-mail.js';

export type RegistrationDeps = {
  db: Db;
  auth: AuthService;
  mail: MailService;
  rateCounter: RateCounter;
  /** Self-registrations one company takes from everyone together (per address is the route's limit). */
  perCompany: Limit;
};

type Holder = Awaited<ReturnType<typeof findHolders>>[number];

/**
 * A visitor's request for a customer account. A new one is stored with access not yet activated
 * (activation '0'): the company reviews it and releases the access. The reply never says whether the
 * e-mail or the document was already registered: when either is, nothing is stored and the holder
 * is told by mail that someone tried; the password is hashed on both paths so they take as long.
 */
export async function requestRegistration(deps: RegistrationDeps, tenant: Tenant, input: Registration): Promise<void> {
  // Refused before anything else, for a registered person and a new one alike.
  requireCityOfState(input.estado, input.cidade);
  const terms = await deps.auth.registrationTerms(tenant.id);
  if (terms && !input.aceite) {
    throw badRequest(registrationMessages.contractRequired, [
      { campo: 'aceite', mensagem: registrationMessages.contractRequired },
    ]);
  }
  const company = await deps.rateCounter.take(tenant.id, 'registration:empresa', deps.perCompany);
  if (!company.allowed) throw new AppError(429, messages.rateLimit.tooMany(company.retryAfterMs));
  const document = input.cpf ?? input.cnpj ?? '';
  const passwordHash = await hash(input.senha);
  // A look before the insert, so the usual repeat is not a failed write; the unique indexes on
  // document and e-mail decide in the end (insertRequest), with the same outcome: mutating this
  // look away changes nothing a caller sees.
  // Stryker disable next-line ObjectLiteral: equivalent; the unique indexes refuse the insert instead
  const holders = await findHolders(deps.db, tenant.id, 0, { document, email: input.email });
  const stored =
    // Stryker disable next-line ConditionalExpression: equivalent; see above
    holders.length === 0 && (await insertRequest(deps, tenant, input, document, passwordHash, terms?.loginVersion));
  if (!stored) await tellHolders(deps, tenant, input, document);
  void deps.mail.flush().catch(() => undefined);
}

/** Stores the request and confirms it by mail; false when another request took the document or e-mail meanwhile. */
async function insertRequest(
  deps: RegistrationDeps,
  tenant: Tenant,
  input: Registration,
  document: string,
  passwordHash: string,
  acceptedLoginTerms: number | undefined,
): Promise<boolean> {
  try {
    await insertCustomerWithContact(
      deps.db,
      {
        tenantId: tenant.id,
        ...columnsOf({ ...input, credito: CREDIT_RELEASED, restricaoCredito: undefined }, document),
        passwordHash,
        activation: '0',
        contractAcceptedVersion: acceptedLoginTerms,
      },
      input.contato
        ? { name: input.contato, phone: input.telefone, email: input.email, role: 'Contato principal' }
        : undefined,
    );
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await deps.mail.queue({ tenantId: tenant.id, to: [input.email], ...receivedMail(tenant.tradeName, input.nome) });
  return true;
}

/**
 * The holders of the e-mail or the document learn of the attempt; the given address, when it is
 * not a holder's, gets the same 'received' mail a new request gets.
 */
async function tellHolders(deps: RegistrationDeps, tenant: Tenant, input: Registration, document: string) {
  const holders = await findHolders(deps.db, tenant.id, 0, { document, email: input.email });
  const email = input.email.toLowerCase();
  for (const holder of holders) {
    if (!holder.email) continue;
    const content = attemptMail(tenant.tradeName, holder.name, reusedOf(holder, document, email));
    await deps.mail.queue({ tenantId: tenant.id, to: [holder.email], ...content });
  }
  if (!holders.some((holder) => holder.email?.toLowerCase() === email))
    await deps.mail.queue({ tenantId: tenant.id, to: [input.email], ...receivedMail(tenant.tradeName, input.nome) });
}

function reusedOf(holder: Holder, document: string, email: string): Reused {
  const sameEmail = holder.email?.toLowerCase() === email;
  if (holder.document === document) return sameEmail ? 'both' : 'document';
  return 'email';
}
