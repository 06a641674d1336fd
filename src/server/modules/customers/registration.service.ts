import { hash } from '@node-rs/argon2';
import { CREDIT_RELEASED, registrationMessages, type Registration } from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { AuthService } from '../auth/index.js';
import { insertCustomerWithContact } from './customers.repo.js';
import { assertUnique, columnsOf } from './customers.service.js';

/**
 * A visitor's request for a customer account. It is stored with access not yet activated
 * (activation '0'): the company reviews it and releases the access.
 */
export async function requestRegistration(
  db: Db,
  auth: AuthService,
  tenantId: number,
  input: Registration,
): Promise<number> {
  const contract = await auth.contractInForceVersion(tenantId);
  if (contract !== undefined && !input.aceite) {
    throw badRequest(registrationMessages.contractRequired, [
      { campo: 'aceite', mensagem: registrationMessages.contractRequired },
    ]);
  }
  const document = await assertUnique(db, tenantId, 0, input);
  return insertCustomerWithContact(
    db,
    {
      tenantId,
      ...columnsOf({ ...input, credito: CREDIT_RELEASED, restricaoCredito: undefined }, document),
      passwordHash: await hash(input.senha),
      activation: '0',
      contractAcceptedVersion: contract,
    },
    input.contato
      ? { name: input.contato, phone: input.telefone, email: input.email, role: 'Contato principal' }
      : undefined,
  );
}
