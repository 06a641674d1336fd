import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { isValidCep } from '../../../shared/br/cep.js';
import { onlyDigits } from '../../../shared/br/only-digits.js';
import { cepMessages, type addressLookupReply } from '../../../shared/schemas/customer.js';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import { findMunicipality } from '../ibge/index.js';
import type { PostalAddress, PostalCodeProvider } from './postal-code-provider.js';

type AddressReply = z.output<typeof addressLookupReply>;

/** The spec's refusal of a lookup (section 8: the warning 'Cep não encontrado'), whatever the cause. */
export const cepNotFound: ReplyEnvelope & { erro: true } = {
  erro: true,
  msg: { tipo: 'warning', mensagem: cepMessages.notFound },
};

/** Every postal-code service failed: the CEP may well exist, so the form keeps it (not the spec's 'erro'). */
export const cepUnavailable: ReplyEnvelope = { msg: { tipo: 'warning', mensagem: cepMessages.unavailable } };

/**
 * A CEP's address in the reply's wire names, or the refusal: 400 for a CEP that cannot exist, 404
 * for one the services do not know, 502 when every service failed.
 */
export type CepLookup =
  | { address: AddressReply }
  | { refusal: 400 | 404; reply: typeof cepNotFound }
  | { refusal: 502; reply: typeof cepUnavailable };

/**
 * The city as the forms' pick list names it (IBGE's list), by the service's IBGE code or else by
 * its name; a city the list does not know comes as the service wrote it, for the person to pick.
 */
const cityName = (found: PostalAddress) =>
  findMunicipality(found.state, found.city, found.cityCode)?.nome ?? found.city;

export async function lookupCep(provider: PostalCodeProvider, cep: string, log: FastifyBaseLogger): Promise<CepLookup> {
  if (!isValidCep(cep)) return { refusal: 400, reply: cepNotFound };
  try {
    const found = await provider.lookup(onlyDigits(cep));
    if (!found) return { refusal: 404, reply: cepNotFound };
    return {
      address: {
        cep: found.cep,
        uf: found.state,
        localidade: cityName(found),
        bairro: found.district,
        logradouro: found.street,
      },
    };
  } catch (error) {
    log.warn(error);
    return { refusal: 502, reply: cepUnavailable };
  }
}
