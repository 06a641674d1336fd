import { hash } from '@node-rs/argon2';
import { registrationMessages, type Registration } from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { AuthService } from '../auth/auth.service.js';
import { insertCustomerWithContact } from './customers.repo.js';
import { assertUnique } from './customers.service.js';

/**
 * A visitor's request for a customer account. It is stored with access not yet activated
 * (activation '0'): the company reviews it and releases the access.
 */
export async function requestRegistration(db: Db, auth: AuthService, tenantId: number, input: Registration): Promise<number> {
  const contract = await auth.contractInForceVersion(tenantId);
  if (contract !== undefined && !input.aceite) {
    throw badRequest(registrationMessages.contractRequired, [{ campo: 'aceite', mensagem: registrationMessages.contractRequired }]);
  }
  const document = await assertUnique(db, tenantId, 0, input);
  return insertCustomerWithContact(
    db,
    {
      tenantId,
      personType: input.tipoPessoa,
      document,
      rg: input.rg,
      stateRegistration: input.inscricaoEstadual,
      name: input.nome,
      email: input.email,
      phone: input.telefone,
      cellphone: input.celular,
      contactName: input.contato,
      cep: input.cep,
      state: input.estado,
      city: input.cidade,
      district: input.bairro,
      street: input.endereco,
      number: input.numero,
      countryCode: input.pais,
      birthDate: input.dataNascimento,
      sex: input.sexo,
      passwordHash: await hash(input.senha),
      activation: '0',
      contractAcceptedVersion: contract,
    },
    input.contato ? { name: input.contato, phone: input.telefone, email: input.email, role: 'Contato principal' } : undefined,
  );
}
