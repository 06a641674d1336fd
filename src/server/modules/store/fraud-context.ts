import { PICKUP_SERVICE } from '../../../shared/domain/shipping.js';
import { paymentMessages } from '../../../shared/schemas/payments.js';
import { cardSchemaOf, type CheckoutRequest } from '../../../shared/schemas/store.js';
import { badRequest } from '../../http/errors.js';
import type { CustomerRow } from '../customers/index.js';
import type { FraudContext } from '../payments/index.js';
import { billingAddress, payerAddress } from './payer-address.js';

type Payer = { name: string; document: string; email?: string };

/**
 * What Cielo's antifraud analyses: the holder's birth date and phone from the card form, the
 * device id the page generated (the one its fingerprint script was loaded with), the buyer's e-mail
 * and CPF/CNPJ, the billing address (the customer's registered one; the delivery address when the
 * record lacks part of it), the delivery address, the cart and the delivery. Any of them missing:
 * 400 before anything is written.
 */
export function fraudContext(
  input: CheckoutRequest,
  buyer: { payer: Payer; customer: CustomerRow },
  items: FraudContext['items'],
  ipAddress: string,
): FraudContext {
  const { payer, customer } = buyer;
  const given = cardSchemaOf(input.cartao).safeParse(input.cartao).data;
  const holder = given && 'nascimento' in given ? given : undefined;
  const [day, month, year] = (holder?.nascimento ?? '').split('/');
  const phone = (holder?.telefone ?? '').replace(/\D/g, '');
  if (!holder?.dispositivo || !year || !phone || !payer.email || !payer.document || !ipAddress)
    throw badRequest(paymentMessages.cardFraudFieldsMissing);
  const delivery = payerAddress(input.entrega);
  return {
    fingerprintId: holder.dispositivo,
    ipAddress,
    birthdate: `${year}-${month}-${day}`,
    phone: `55${phone}`,
    email: payer.email,
    billing: billingAddress(customer, delivery),
    delivery,
    items,
    shipping: { addressee: payer.name, method: input.frete === PICKUP_SERVICE ? 'Pickup' : 'Other' },
  };
}
