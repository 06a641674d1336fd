import type { CardCheckout } from '../../../shared/schemas/store';
import type { CardValues } from './CardForm';
import { loadProviderScript } from './provider-script';

type EncryptResult = { encryptedCard: string | null; hasErrors: boolean; errors: Array<{ code: string }> };
type PagSeguroSdk = {
  encryptCard: (card: {
    publicKey: string;
    holder: string;
    number: string;
    expMonth: string;
    expYear: string;
    securityCode: string;
  }) => EncryptResult;
};

declare global {
  interface Window {
    PagSeguro?: PagSeguroSdk;
  }
}

/**
 * PagSeguro's browser SDK, loaded from the address the server gives (its CDN; the fake in tests).
 * PagSeguro requires the card to be encrypted by it: RSA PKCS#1 v1.5, which WebCrypto cannot do.
 */
export async function loadPagSeguroSdk(src: string): Promise<PagSeguroSdk> {
  await loadProviderScript(src);
  if (!window.PagSeguro) throw new Error('SDK sem PagSeguro');
  return window.PagSeguro;
}

/** The card as PagSeguro takes it: number, validity and CVV encrypted with the account's public key. */
export async function pagSeguroBlob(checkout: CardCheckout, card: CardValues): Promise<string> {
  const sdk = await loadPagSeguroSdk(checkout.sdk ?? '');
  const result = sdk.encryptCard({
    publicKey: checkout.chavePublica ?? '',
    holder: card.nome,
    number: card.numero.replace(/\D/g, ''),
    expMonth: card.mes,
    expYear: card.ano,
    securityCode: card.cvv,
  });
  if (result.hasErrors || !result.encryptedCard) throw new Error(result.errors.map((e) => e.code).join(', '));
  return result.encryptedCard;
}
