import {
  notificationPlaces,
  notificationUnavailable,
  type NotificationAddressesReply,
} from '../../../shared/schemas/payment-config.js';
import type { CardPayments } from './card.service.js';
import type { PixPayments } from './pix.service.js';

/**
 * Where Cielo, PagSeguro and the Pix PSP post this company's notifications (each with its secret),
 * for /configuracao-pagamento: `origin` is the server's public one (webhookOrigin), as the checkout
 * gives providers. No origin or no SETTINGS_KEY: no address, and the page says what is missing.
 */
export function notificationAddresses(
  payments: { cards: Pick<CardPayments, 'webhookPath'>; pix: Pick<PixPayments, 'webhookUrl'> },
  tenantId: number,
  origin: string | undefined,
): NotificationAddressesReply {
  const base = origin?.replace(/\/+$/, '');
  const cardUrl = (provider: 'cielo' | 'pagseguro') => {
    const path = payments.cards.webhookPath(tenantId, provider);
    return base && path ? `${base}${path}` : undefined;
  };
  const urls = {
    cielo: cardUrl('cielo'),
    pagseguro: cardUrl('pagseguro'),
    pix: payments.pix.webhookUrl(tenantId, base),
  };
  return {
    enderecos: (['cielo', 'pagseguro', 'pix'] as const).map((provedor) => ({
      provedor,
      url: urls[provedor] ?? null,
      onde: urls[provedor] ? notificationPlaces[provedor] : notificationUnavailable,
    })),
  };
}
