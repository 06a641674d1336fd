import type { CardCheckout } from '../../../shared/schemas/store.js';
import { cieloAddress, identityOf, plain } from './cielo-boleto.js';
import { usesAntifraud } from './cielo-mpi-client.js';
import { environmentOf } from './cielo-sop-client.js';
import type { ChargeRequest, Credentials, FraudContext } from './payment-provider.js';

/** ThreatMetrix's org_id for Cielo's (Braspag's) Cybersource, fixed per environment by Cielo's manual. */
const fingerprintOrgIds = { sandbox: '1snn5n9w', producao: 'k8vif92e' } as const;

/**
 * Cybersource's device fingerprint for the checkout page (Cielo's 'Fingerprint web'): tags.js with the
 * environment's org_id; the page adds `session_id` = the store's ProviderMerchantId + the device id
 * the sale then carries in FingerPrintId. Null without antifraud or without the ProviderMerchantId.
 */
export function fingerprintScript(scriptUrl: string, credentials: Credentials): CardCheckout['antifraude'] {
  const prefix = credentials.antifraudeMerchantId?.trim();
  if (!usesAntifraud(credentials) || !prefix) return null;
  const script = new URL(scriptUrl);
  script.searchParams.set('org_id', fingerprintOrgIds[environmentOf(credentials)]);
  return { script: script.toString(), prefixo: prefix };
}

/**
 * Cielo API 3.0's antifraud (Cybersource, through Braspag) on a card sale: the analysis after the
 * authorisation ('AuthorizeFirst', only when authorised: 'OnSuccess'), captured on low risk and
 * voided by Cielo on high risk, with the device (FingerPrintId, Browser), the cart and the delivery;
 * and the Customer's identity, e-mail, birth date, phone, billing and delivery addresses that the analysis requires.
 */
export function fraudNodes(charge: ChargeRequest, fraud: FraudContext) {
  return {
    customer: {
      ...identityOf(charge.payer.document),
      Email: fraud.email,
      Birthdate: fraud.birthdate,
      Phone: fraud.phone,
      Address: cieloAddress(fraud.billing),
      DeliveryAddress: cieloAddress(fraud.delivery),
    },
    fraudAnalysis: {
      Provider: 'Cybersource',
      Sequence: 'AuthorizeFirst',
      SequenceCriteria: 'OnSuccess',
      CaptureOnLowRisk: true,
      VoidOnHighRisk: true,
      TotalOrderAmount: charge.amountCents,
      FingerPrintId: fraud.fingerprintId,
      Browser: {
        CookiesAccepted: true,
        Email: fraud.email,
        IpAddress: fraud.ipAddress,
        BrowserFingerprint: fraud.fingerprintId,
        Type: 'Web',
      },
      Cart: {
        IsGift: false,
        ReturnsAccepted: true,
        Items: fraud.items.map((item) => ({
          Name: plain(item.name, 255),
          Quantity: item.quantity,
          Sku: item.sku,
          UnitPrice: item.unitCents,
        })),
      },
      Shipping: {
        Addressee: plain(fraud.shipping.addressee, 60),
        Method: fraud.shipping.method,
        Phone: fraud.phone,
      },
    },
  };
}

/** Cybersource's answer in Cielo's reply. */
export type FraudVerdict = 'Accept' | 'Reject' | 'Review' | undefined;
/** The Status number when StatusDescription is absent. */
const byNumber: Record<number, FraudVerdict> = { 1: 'Accept', 2: 'Reject', 3: 'Review' };

/** The verdict of a sale's FraudAnalysis node; undefined: the sale was not analysed. */
export function fraudVerdict(node: { Status?: unknown; StatusDescription?: unknown } | undefined): FraudVerdict {
  if (!node) return undefined;
  const named = typeof node.StatusDescription === 'string' ? node.StatusDescription : '';
  if (named === 'Accept' || named === 'Reject' || named === 'Review') return named;
  // Pending: the analysis timed out between Braspag and Cybersource; it is decided later, like a review.
  if (named === 'Pending') return 'Review';
  return byNumber[Number(node.Status)];
}
