import { municipalitiesParams, municipalitiesReply } from '../schemas/ibge.js';
import { endpoint } from './endpoint.js';

export const ibgeCalls = {
  /**
   * The city pick list of a state, from IBGE's list kept on the server (no outside service). Public:
   * the store's registration needs it before any login. The reply is cached for a day (ETag).
   */
  municipalities: endpoint({
    method: 'GET',
    path: '/api/ibge/ufs/:uf/municipios',
    access: 'public',
    params: municipalitiesParams,
    reply: municipalitiesReply,
  }),
};
