import { paymentMessages } from '../../../shared/schemas/payments';
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

/**
 * The card as PagSeguro takes it: number, validity and CVV encrypted here with the account's public
 * key; only the blob, the holder, the CPF and the brand go to our server.
 */
export async function encryptedCard(checkout: CardCheckout, card: CardValues) {
  try {
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
    return { criptografado: result.encryptedCard, nome: card.nome, cpf: card.cpf, bandeira: card.bandeira };
  } catch {
    throw new Error(paymentMessages.cardEncryptFailed);
  }
}
