import { timingSafeEqual } from 'node:crypto';
import type { PaymentState } from '../../../shared/schemas/payments.js';
import type { PayerAddress } from '../../db/schema/payments.js';

/**
 * The one face every payment adapter shows (Pix PSP, card acquirer ...): create a charge, read its
 * state, give the money back, and tell whether a webhook really came from the provider. Credentials
 * are the company's saved setting, opened; each call names them, so one adapter serves every tenant.
 */
export type Credentials = Record<string, string>;

export type ChargeRequest = {
  /** Our id of the charge at the provider (Pix txid, Cielo MerchantOrderId): a retry reuses it. */
  reference: string;
  amountCents: number;
  payer: { name: string; document: string; email?: string };
  description: string;
  /** Where the provider posts its notifications about this charge (PagSeguro's notification_urls). */
  notifyUrl?: string;
  /** A card charge: the card lives only in this request, never in a row or a log line. */
  card?: CardCharge;
  /** A boleto registered at the provider. */
  boleto?: BoletoCharge;
  /** What Cielo's antifraud analyses (sent only when the company contracted it). */
  antifraud?: FraudContext;
};

/**
 * The sale as Cielo's antifraud (Cybersource) needs it: the buyer's identity and addresses, the
 * device, the cart and the delivery. Holder data come from the card form, never the card itself.
 */
export type FraudContext = {
  /** The device fingerprint session id the browser generated for this attempt. */
  fingerprintId: string;
  ipAddress: string;
  /** 'YYYY-MM-DD'. */
  birthdate: string;
  /** Digits with the country code: '551932345678'. */
  phone: string;
  email: string;
  /** Customer.Address: the customer's registered address, or the delivery one when the record lacks it. */
  billing: PayerAddress;
  /** Customer.DeliveryAddress: where the order goes. */
  delivery: PayerAddress;
  items: Array<{ name: string; quantity: number; sku: string; unitCents: number }>;
  shipping: { addressee: string; method: 'Pickup' | 'Other' };
};

/** The issuer's 3-D Secure answer (Cielo's MPI in the browser), sent as the sale's ExternalAuthentication. */
export type CardAuthenticationResult = {
  cavv: string;
  xid?: string;
  eci: string;
  version?: string;
  referenceId?: string;
};

export type BoletoCharge = {
  /** The bank at the provider (Cielo's Payment.Provider: 'Bradesco2', 'BancoDoBrasil3' ...). */
  provider: string;
  /** 'YYYY-MM-DD'. */
  dueOn: string;
  /** Our number of the boleto (the order's), printed on it. */
  number: string;
  /** Who collects: the company's name, address and CNPJ as the boleto prints them. */
  assignor: { name: string; address: string; document: string };
  payerAddress: PayerAddress;
  /** The lines printed for the payer and for the bank's cashier. */
  demonstrative: string;
  instructions: string;
};

export type CardCharge = {
  holder: string;
  /** Our brand code ('visa', 'mastercard' ...). */
  brand: string;
  instalments: number;
  /** Authenticated by its issuer (3-D Secure) in the browser. */
  authentication?: CardAuthenticationResult;
  /**
   * Who pays the interest of these instalments ('pcl' semJuros, instalment-plan.ts); absent: the
   * store (interest-free). 'buyer': `cents` of interest are in the charge's amount.
   */
  interest?: { by: 'issuer' } | { by: 'buyer'; cents: number };
} & (OpenCard | EncryptedCard | TokenCard);

/** The card as Cielo takes it: number, 'MM/YYYY' and CVV in the request. */
export type OpenCard = { number: string; expiry: string; cvv: string };
/** The card as the browser encrypted it with PagSeguro's or Moip's public key (Moip's hash), and the holder's CPF. */
export type EncryptedCard = { encrypted: string; holderDocument: string };
/** The card as Cielo's Silent Order Post took it from the browser: a one-use PaymentToken. */
export type TokenCard = { paymentToken: string };

/** Card providers the checkout charges through (the `payments.provider` of their rows). */
export type CardProvider = 'cielo' | 'pagseguro' | 'moip';

/** A charge as the provider sees it, in our words. */
export type ChargeView = {
  state: PaymentState;
  /** The provider's reason for a refusal, shown to the customer. */
  reason?: string;
  /** Pix 'copia e cola'; a boleto's linha digitável. */
  copyPaste?: string;
  expiresAt?: Date;
  /** Our reference as the provider echoes it (Cielo's MerchantOrderId). */
  reference?: string;
  /** The provider's own id of the payment (Cielo's PaymentId): what a refund names. */
  providerId?: string;
  /** A card as the provider masks it (401200******1112). */
  cardMask?: string;
  /** A boleto's document at the provider (a page or PDF to open) and its due date ('YYYY-MM-DD'). */
  documentUrl?: string;
  dueOn?: string;
  /** Money held at the provider (a card authorised or captured): what a void gives back. */
  voidable?: boolean;
  /** Held by the provider's antifraud for the store's review: neither paid nor refused yet. */
  inReview?: boolean;
  /** Settled payments (a Pix may be paid by a transfer whose amount differs). */
  settlements: Array<{ eventId: string; amountCents: number; at: string }>;
};

export interface PaymentAdapter {
  createCharge(credentials: Credentials, charge: ChargeRequest): Promise<ChargeView>;
  /** undefined: the provider does not know the reference (never created). */
  readCharge(credentials: Credentials, reference: string): Promise<ChargeView | undefined>;
  refund(credentials: Credentials, settlementId: string, refundId: string, amountCents: number): Promise<void>;
  /** Whether a notification is authentic: its path secret, signature or client certificate. */
  verifyWebhook(expected: string, presented: string): boolean;
}

/**
 * A card acquirer: its charges are also read by the provider's own id (a notification names it),
 * and a charge may be opened in two steps: `opened` gets the provider's order id before the card is
 * charged, so a reply lost after that can be read back.
 */
export interface CardAdapter extends PaymentAdapter {
  createCharge(
    credentials: Credentials,
    charge: ChargeRequest,
    opened?: (providerOrder: string) => Promise<void>,
  ): Promise<ChargeView>;
  readPayment(credentials: Credentials, providerId: string): Promise<ChargeView | undefined>;
}

/** A secret compared in constant time (a webhook address's secret, where the provider signs nothing). */
export function sameSecret(expected: string, presented: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
