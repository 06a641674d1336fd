import type { Faker } from '@faker-js/faker';
import { cnpjCheckDigits } from '../../../shared/br/cnpj.js';
import { cpfCheckDigits } from '../../../shared/br/cpf.js';

export function fakeCpf(faker: Faker): string {
  const base = faker.string.numeric({ length: 9, allowLeadingZeros: true });
  return /^(\d)\1+$/.test(base) ? fakeCpf(faker) : base + cpfCheckDigits(base);
}

/** A numeric CNPJ of a head office (branch 0001). */
export function fakeCnpj(faker: Faker): string {
  const base = faker.string.numeric({ length: 8, allowLeadingZeros: true }) + '0001';
  return base + cnpjCheckDigits(base);
}

/** An alphanumeric CNPJ as issued since July 2026: letters and digits in the 12-character base. */
export function fakeAlphanumericCnpj(faker: Faker): string {
  const base =
    faker.string.alphanumeric({ length: 8, casing: 'upper' }) +
    faker.string.alphanumeric({ length: 4, casing: 'upper' });
  return /[A-Z]/.test(base) ? base + cnpjCheckDigits(base) : fakeAlphanumericCnpj(faker);
}

/** A landline: DDD, then 8 digits starting 2-5 (the third digit of the full number is 1-5). */
export function fakePhone(faker: Faker, ddd: string): string {
  return ddd + faker.string.numeric({ length: 1, exclude: ['0', '1', '6', '7', '8', '9'] }) + faker.string.numeric(7);
}

/** A mobile: DDD, 9, then 8 digits. */
export function fakeCellphone(faker: Faker, ddd: string): string {
  return `${ddd}9${faker.string.numeric({ length: 1, exclude: ['0', '1', '2', '3', '4', '5'] })}${faker.string.numeric(7)}`;
}

export function fakeCep(faker: Faker, cepFrom: number, cepTo: number): string {
  const prefix = faker.number.int({ min: cepFrom, max: cepTo });
  return String(prefix).padStart(5, '0') + faker.string.numeric({ length: 3, allowLeadingZeros: true });
}
