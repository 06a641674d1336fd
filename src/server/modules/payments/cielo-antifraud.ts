import { cieloAddress, identityOf, plain } from './cielo-boleto.js';
import type { ChargeRequest, FraudContext } from './payment-provider.js';

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
