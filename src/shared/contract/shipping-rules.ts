import { z } from 'zod';
import { shippingRuleInput, shippingRuleParams, shippingRuleView } from '../schemas/shipping-rules.js';
import { endpoint, envelope } from './endpoint.js';

/** The shipping table the admin configures (`/regras-de-frete`). */
export const shippingRuleCalls = {
  list: endpoint({
    method: 'GET',
    path: '/api/frete/regras',
    access: 'admin',
    reply: z.object({ regras: z.array(shippingRuleView) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/frete/regras',
    access: 'admin',
    body: shippingRuleInput,
    reply: envelope({ codigo: z.number() }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/frete/regras/:codigo',
    access: 'admin',
    params: shippingRuleParams,
    body: shippingRuleInput,
    reply: envelope({ codigo: z.number() }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/frete/regras/:codigo',
    access: 'admin',
    params: shippingRuleParams,
    reply: envelope({}),
  }),
};
