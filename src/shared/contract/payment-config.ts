import {
  connectionTestReply,
  moipWebhooksReply,
  notificationAddressesReply,
  paymentConfigMessages,
  paymentProviderParams,
} from '../schemas/payment-config.js';
import { endpoint } from './endpoint.js';

/**
 * /configuracao-pagamento: the providers' credentials are saved through the configuration editor
 * (`POST /configuracoes-ecommerce/salvar`, keys cie, pgs, moi, pix); these calls ask the provider itself.
 */
export const paymentConfigCalls = {
  /** Calls the provider with the saved credentials: accepted, refused, or the service did not answer. */
  test: endpoint({
    method: 'POST',
    path: '/api/configuracao-pagamento/:provedor/testar',
    access: 'admin',
    params: paymentProviderParams,
    reply: connectionTestReply,
    invalid: paymentConfigMessages.unknownProvider,
  }),
  /** Moip's notification preferences (webhooks), read again after the 'moi' setting is saved (spec section 2). */
  moipWebhooks: endpoint({
    method: 'GET',
    path: '/api/configuracao-pagamento/moip/webhooks',
    access: 'admin',
    reply: moipWebhooksReply,
  }),
  /**
   * The company's notification address at Cielo, PagSeguro and the Pix PSP, to register there: it
   * carries the company's webhook secret, so admins only.
   */
  notifications: endpoint({
    method: 'GET',
    path: '/api/configuracao-pagamento/notificacoes',
    access: 'admin',
    reply: notificationAddressesReply,
  }),
};
