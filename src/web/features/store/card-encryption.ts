import { paymentMessages } from '../../../shared/schemas/payments';
import type { CardCheckout } from '../../../shared/schemas/store';
import type { CardValues } from './CardForm';
import { moipHash } from './moip-sdk';
import { pagSeguroBlob } from './pagseguro-sdk';

/**
 * The card encrypted in this browser by its provider's SDK (PagSeguro's encryptCard, Moip's hash):
 * only the blob, the holder, the CPF and the brand go to our server.
 */
export async function encryptedCard(checkout: CardCheckout, card: CardValues) {
  const moip = checkout.provedor === 'moip';
  try {
    const criptografado = await (moip ? moipHash(checkout, card) : pagSeguroBlob(checkout, card));
    return { criptografado, nome: card.nome, cpf: card.cpf, bandeira: card.bandeira };
  } catch {
    throw new Error(paymentMessages.cardEncryptFailed(moip ? 'da Moip' : 'do PagSeguro'));
  }
}
