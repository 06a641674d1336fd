import type { CardCheckout } from '../../../shared/schemas/store';
import type { CardValues } from './CardForm';
import { loadProviderScript } from './provider-script';

type MoipCreditCard = {
  setPubKey: (key: string) => MoipCreditCard;
  setCreditCard: (card: {
    number: string;
    cvc: string;
    expirationMonth: string;
    expirationYear: string;
  }) => MoipCreditCard;
  hash: () => Promise<string | null>;
};

declare global {
  interface Window {
    MoipSdkJs?: { MoipCreditCard: MoipCreditCard };
  }
}

/**
 * The card as Moip takes it: moip-sdk-js (loaded from the address the server gives; the fake in
 * tests) hashes number, CVV and validity with the account's public key (PEM, GET /v2/keys).
 */
export async function moipHash(checkout: CardCheckout, card: CardValues): Promise<string> {
  await loadProviderScript(checkout.sdk ?? '');
  const sdk = window.MoipSdkJs;
  if (!sdk) throw new Error('SDK sem MoipSdkJs');
  const hash = await sdk.MoipCreditCard.setPubKey(checkout.chavePublica ?? '')
    .setCreditCard({
      number: card.numero.replace(/\D/g, ''),
      cvc: card.cvv,
      expirationMonth: card.mes,
      expirationYear: card.ano,
    })
    .hash();
  if (!hash) throw new Error('Moip não gerou o hash');
  return hash;
}
