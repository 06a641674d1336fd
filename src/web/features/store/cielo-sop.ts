import { paymentCalls } from '../../../shared/contract/payments';
import { paymentMessages } from '../../../shared/schemas/payments';
import type { TokenCardFields } from '../../../shared/schemas/store';
import { api } from '../../lib/api-client';
import type { CardValues } from './CardForm';
import { hiddenFields, loadProviderScript } from './provider-script';

type SopOptions = {
  accessToken: string;
  environment: 'sandbox' | 'production';
  language: 'PT';
  enableBinQuery: boolean;
  enableVerifyCard: boolean;
  enableTokenize: boolean;
  cvvrequired: boolean;
  onSuccess: (response: { PaymentToken?: string }) => void;
  onError: (response: unknown) => void;
  onInvalid: (fields: unknown) => void;
};

declare global {
  interface Window {
    bpSop_silentOrderPost?: (options: SopOptions) => void;
  }
}

/** The fields Cielo's script reads: the number without spaces and the validity as MM/AAAA, as Cielo takes them. */
const sopFields = (card: CardValues) => ({
  'bp-sop-cardtype': 'creditCard',
  'bp-sop-cardholdername': card.nome,
  'bp-sop-cardnumber': card.numero.replace(/\D/g, ''),
  'bp-sop-cardexpirationdate': `${card.mes}/${card.ano}`,
  'bp-sop-cardcvvc': card.cvv,
});

/** The card sent by Cielo's script to Cielo, and the one-use PaymentToken it answers. */
function postToCielo(
  post: NonNullable<Window['bpSop_silentOrderPost']>,
  accessToken: string,
  environment: SopOptions['environment'],
) {
  return new Promise<string>((resolve, reject) =>
    post({
      accessToken,
      environment,
      language: 'PT',
      enableBinQuery: false,
      enableVerifyCard: false,
      enableTokenize: false,
      cvvrequired: true,
      onSuccess: (response) =>
        response.PaymentToken ? resolve(response.PaymentToken) : reject(new Error('sem PaymentToken')),
      onError: () => reject(new Error('erro do Silent Order Post')),
      onInvalid: () => reject(new Error('campos recusados pelo Silent Order Post')),
    }),
  );
}

/**
 * Cielo's Silent Order Post: a fresh access token from our server (one card each), Cielo's script
 * posts number, validity and CVV from this browser to Cielo, and only the PaymentToken, the holder,
 * the CPF, birth date and phone (Cielo's antifraud asks for them) and the brand go to our server.
 */
export async function tokenisedCard(script: string, card: CardValues): Promise<TokenCardFields> {
  let fields: HTMLFormElement | undefined;
  try {
    const session = await api(paymentCalls.cardSession, {}, { ownErrors: true });
    await loadProviderScript(script);
    const post = window.bpSop_silentOrderPost;
    if (!post) throw new Error('script da Cielo sem bpSop_silentOrderPost');
    fields = hiddenFields(sopFields(card));
    const token = await postToCielo(post, session.tokenAcesso, session.ambiente);
    const { nome, cpf, bandeira, nascimento, telefone } = card;
    return { tokenPagamento: token, nome, cpf, bandeira, nascimento, telefone };
  } catch {
    throw new Error(paymentMessages.cardTokenFailed);
  } finally {
    fields?.remove();
  }
}
