import { newsletterSignup, newsletterSignupReply } from '../schemas/newsletter.js';
import { storeConfigReply } from '../schemas/store-config.js';
import {
  settingMessages,
  settingParams,
  settingSave,
  settingSaveReply,
  settingsReply,
  settingVersionsReply,
  versionParams,
} from '../schemas/store-settings.js';
import { endpoint } from './endpoint.js';

/**
 * The storefront's public configuration rows (banners, menus, pages, rules), by key; and the
 * admin's editor of every key ('Configurações da loja'), each save kept as a version.
 */
export const storeConfigCalls = {
  settings: endpoint({ method: 'GET', path: '/api/loja/configuracao', access: 'public', reply: storeConfigReply }),
  /** The footer's newsletter sign-up ('new'): an e-mail and the consent, once per e-mail. */
  newsletter: endpoint({
    method: 'POST',
    path: '/api/loja/newsletter',
    access: 'public',
    body: newsletterSignup,
    reply: newsletterSignupReply,
    limit: 'registration',
  }),
  /** Every key with its current row (credentials left out). */
  all: endpoint({ method: 'GET', path: '/api/configuracoes-ecommerce', access: 'admin', reply: settingsReply }),
  save: endpoint({
    method: 'POST',
    path: '/configuracoes-ecommerce/salvar',
    access: 'admin',
    body: settingSave,
    reply: settingSaveReply,
  }),
  versions: endpoint({
    method: 'GET',
    path: '/api/configuracoes-ecommerce/:nome/versoes',
    access: 'admin',
    params: settingParams,
    reply: settingVersionsReply,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/configuracoes-ecommerce/:nome/versoes/:codigo/restaurar',
    access: 'admin',
    params: versionParams,
    reply: settingSaveReply,
    invalid: settingMessages.versionNotFound,
  }),
};
