import { storeConfigReply } from '../schemas/store-config.js';
import { endpoint } from './endpoint.js';

/** The storefront's public configuration rows (banners, menus, pages, rules), by key. */
export const storeConfigCalls = {
  settings: endpoint({ method: 'GET', path: '/api/loja/configuracao', access: 'public', reply: storeConfigReply }),
};
