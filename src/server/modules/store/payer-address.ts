import { onlyDigits } from '../../../shared/br/only-digits.js';
import type { CheckoutRequest } from '../../../shared/schemas/store.js';
import type { PayerAddress } from '../../db/schema/payments.js';
import type { CustomerRow } from '../customers/index.js';

/** The delivery address in the providers' terms (the card sale's DeliveryAddress; the billing one when the record lacks it). */
export const payerAddress = (a: CheckoutRequest['entrega']): PayerAddress => ({
  street: a.endereco,
  number: a.numero,
  ...(a.complemento?.trim() ? { complement: a.complemento.trim() } : {}),
  district: a.bairro,
  city: a.cidade,
  state: a.estado,
  cep: a.cep,
});

const filled = (value: string | null): value is string => Boolean(value?.trim());

/**
 * The customer record's address when every part a provider needs is there (street, number,
 * district, city, state and an 8-digit CEP; the complement is optional); else undefined.
 */
export function registeredAddress(customer: CustomerRow): PayerAddress | undefined {
  const { street, number, complement, district, city, state, cep } = customer;
  if (!filled(street) || !filled(number) || !filled(district) || !filled(city) || !filled(state)) return undefined;
  if (onlyDigits(cep ?? '').length !== 8) return undefined;
  return {
    street: street.trim(),
    number: number.trim(),
    ...(filled(complement) ? { complement: complement.trim() } : {}),
    district: district.trim(),
    city: city.trim(),
    state: state.trim(),
    cep: onlyDigits(cep ?? ''),
  };
}

/**
 * The payer's address on a boleto and the card antifraud's billing address: the customer's
 * registered one, or the delivery address when the record lacks part of it.
 */
export const billingAddress = (customer: CustomerRow, delivery: PayerAddress): PayerAddress =>
  registeredAddress(customer) ?? delivery;
