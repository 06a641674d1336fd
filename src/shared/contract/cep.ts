import { z } from 'zod';
import { addressLookupReply } from '../schemas/customer.js';
import { endpoint } from './endpoint.js';

export const cepCalls = {
  /** Our server asks the postal-code service, so the browser never calls it. */
  lookup: endpoint({
    method: 'GET',
    path: '/api/cep/:cep',
    access: 'public',
    params: z.object({ cep: z.string().max(20) }),
    reply: addressLookupReply,
  }),
};
