import { paymentCalls } from '../../../shared/contract/payments';
import { paymentMessages } from '../../../shared/schemas/payments';
import type { CardAuthentication, CardCheckout } from '../../../shared/schemas/store';
import { api } from '../../lib/api-client';
import type { CardValues } from './CardForm';
import { hiddenFields, loadProviderScript } from './provider-script';

/** What BP.Mpi hands its callbacks (Cielo's 3DS 2.0 script). */
type MpiAnswer = { Cavv?: string; Xid?: string; Eci?: string; Version?: string; ReferenceId?: string };
type MpiConfig = {
  Environment: 'SDB' | 'PRD';
  Debug: boolean;
  onReady?: () => void;
  onSuccess: (answer: MpiAnswer) => void;
  onFailure: (answer: MpiAnswer) => void;
  onUnenrolled: (answer: MpiAnswer) => void;
  onDisabled: () => void;
  onError: (answer: unknown) => void;
  onUnsupportedBrand: (answer: unknown) => void;
};

declare global {
  interface Window {
    bpmpi_config?: () => MpiConfig;
    bpmpi_authenticate?: () => void;
  }
}

/** The order being authenticated: its number, total in centavos and instalments. */
export type AuthenticatedOrder = { number: number; amountCents: number; instalments: number };

/** The fields BP.Mpi reads by their `bpmpi_*` classes: the order, the card and its holder. */
function mpiFields(accessToken: string, card: CardValues, order: AuthenticatedOrder): Record<string, string> {
  return {
    bpmpi_auth: 'true',
    bpmpi_auth_suppresschallenge: 'false',
    bpmpi_accesstoken: accessToken,
    bpmpi_ordernumber: String(order.number),
    bpmpi_currency: 'BRL',
    bpmpi_totalamount: String(order.amountCents),
    bpmpi_installments: String(order.instalments),
    bpmpi_paymentmethod: 'Credit',
    bpmpi_cardnumber: card.numero.replace(/\D/g, ''),
    bpmpi_cardexpirationmonth: card.mes,
    bpmpi_cardexpirationyear: card.ano,
    bpmpi_order_productcode: 'PHY',
    bpmpi_merchant_url: window.location.origin,
    bpmpi_billto_customerid: card.cpf.replace(/\D/g, ''),
    bpmpi_billto_contactname: card.nome,
    bpmpi_billto_phonenumber: `55${card.telefone.replace(/\D/g, '')}`,
  };
}

/**
 * 3-D Secure 2.0 through Cielo's MPI: a fresh access token from our server, the card's issuer asked
 * by Cielo's BP.Mpi script from this browser (the number goes to the MPI, never to the store), and
 * the answer. Authenticated: its Cavv, Xid, Eci, Version and ReferenceId for the sale. Failed: a
 * refusal, nothing charged. A card its issuer cannot authenticate goes on without it only when the
 * store allows it (`opcional`); otherwise it is refused too.
 */
export async function issuerAuthentication(
  auth: NonNullable<CardCheckout['autenticacao']>,
  card: CardValues,
  order: AuthenticatedOrder,
): Promise<CardAuthentication | undefined> {
  const unavailable = () => new Error(paymentMessages.cardAuthUnavailable);
  const session = await api(paymentCalls.cardAuthSession, {}, { ownErrors: true }).catch(() => {
    throw unavailable();
  });
  const fields = hiddenFields(mpiFields(session.tokenAcesso, card, order));
  try {
    return await new Promise<CardAuthentication | undefined>((resolve, reject) => {
      const unsupported = () =>
        auth.opcional ? resolve(undefined) : reject(new Error(paymentMessages.cardAuthUnsupported));
      window.bpmpi_config = () => ({
        Environment: session.ambiente,
        Debug: false,
        onSuccess: (answer) =>
          answer.Cavv && answer.Eci
            ? resolve({
                cavv: answer.Cavv,
                eci: answer.Eci,
                ...(answer.Xid ? { xid: answer.Xid } : {}),
                ...(answer.Version ? { versao: answer.Version } : {}),
                ...(answer.ReferenceId ? { referencia: answer.ReferenceId } : {}),
              })
            : reject(new Error(paymentMessages.cardAuthFailed)),
        onFailure: () => reject(new Error(paymentMessages.cardAuthFailed)),
        onUnenrolled: unsupported,
        onDisabled: unsupported,
        onUnsupportedBrand: unsupported,
        onError: () => reject(unavailable()),
      });
      // The configuration is in place before the script runs: BP.Mpi may read it as it loads.
      loadProviderScript(auth.script).then(
        () => (window.bpmpi_authenticate ? window.bpmpi_authenticate() : reject(unavailable())),
        () => reject(unavailable()),
      );
    });
  } finally {
    fields.remove();
  }
}
