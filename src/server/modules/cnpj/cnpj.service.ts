import type { FastifyBaseLogger } from 'fastify';
import { isValidCnpj } from '../../../shared/br/cnpj.js';
import { onlyAlphanumeric } from '../../../shared/br/only-digits.js';
import { messages } from '../../../shared/messages.js';
import type { CnpjLookupReply } from '../../../shared/schemas/cnpj.js';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import type { Tenant } from '../../http/tenant.js';
import type { CnpjProvider, CompanyRecord } from './cnpj-provider.js';

const warning = (mensagem: string): ReplyEnvelope => ({ msg: { tipo: 'warning', mensagem } });

/**
 * A company's data for the customer form, or why not: 409 the company has not turned the lookup on,
 * 400 a CNPJ that cannot exist, 404 one the registry does not have, 502 the service failed. Every
 * refusal is only a warning: the form goes on and the operator types the data.
 */
export type CnpjLookup = { company: CnpjLookupReply } | { refusal: 400 | 404 | 409 | 502; reply: ReplyEnvelope };

function replyOf(found: CompanyRecord): CnpjLookupReply {
  return {
    cnpj: found.cnpj,
    nome: found.legalName,
    fantasia: found.tradeName,
    cep: found.cep,
    estado: found.state,
    cidade: found.city,
    bairro: found.district,
    endereco: found.street,
    numero: found.number,
    complemento: found.complement,
    telefone: found.phone,
    email: found.email,
    msg: { tipo: 'info', mensagem: messages.cnpjLookup.filled },
  };
}

export async function lookupCnpj(
  provider: CnpjProvider,
  tenant: Tenant,
  cnpj: string,
  log: FastifyBaseLogger,
): Promise<CnpjLookup> {
  if (!tenant.cnpjLookup) return { refusal: 409, reply: warning(messages.cnpjLookup.disabled) };
  if (!isValidCnpj(cnpj)) return { refusal: 400, reply: warning(messages.cnpjLookup.notFound) };
  try {
    const found = await provider.lookup(onlyAlphanumeric(cnpj));
    if (!found) return { refusal: 404, reply: warning(messages.cnpjLookup.notFound) };
    return { company: replyOf(found) };
  } catch (error) {
    log.warn(error);
    return { refusal: 502, reply: warning(messages.cnpjLookup.unavailable) };
  }
}
