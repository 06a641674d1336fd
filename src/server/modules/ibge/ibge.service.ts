import { messages } from '../../../shared/messages.js';
import type { Municipality } from '../../../shared/schemas/ibge.js';
import { badRequest } from '../../http/errors.js';
import { findMunicipality } from './municipalities.js';

/**
 * The municipality an address names, with IBGE's spelling and code, or a pt-BR 400 on the city
 * field: a city that is not one of the state's is refused, so nothing is stored with it.
 */
export function requireCityOfState(uf: string, city: string): Municipality {
  const found = findMunicipality(uf, city);
  if (!found) {
    const mensagem = messages.address.cityNotInState;
    throw badRequest(mensagem, [{ campo: 'cidade', mensagem }]);
  }
  return found;
}
