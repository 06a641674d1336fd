import { cnpjLookupParams, cnpjLookupReply } from '../schemas/cnpj.js';
import { endpoint } from './endpoint.js';

export const cnpjCalls = {
  /**
   * The customer form's CNPJ lookup, for companies that turned it on: our server asks the CNPJ
   * service, so the browser never calls it. Refusals carry only a warning `msg`.
   */
  lookup: endpoint({
    method: 'GET',
    path: '/api/cnpj/:cnpj',
    access: 'operator',
    params: cnpjLookupParams,
    reply: cnpjLookupReply,
  }),
};
