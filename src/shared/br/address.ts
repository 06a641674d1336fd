import { maskCep } from './masks.js';

export type AddressParts = {
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  cep?: string | null;
};

/**
 * One line the way Brazilian mail writes it: 'Rua X, 120, Sala 3 - Centro - Campinas/SP - CEP
 * 13015-904'; missing parts drop out with their separators. Screens, order documents and mail use it,
 * so the complement is never left off one of them.
 */
export function formatAddress(a: AddressParts): string {
  const street = [a.street, a.number, a.complement].filter((p) => p?.trim()).join(', ');
  const city = [a.city, a.state].filter((p) => p?.trim()).join('/');
  const cep = a.cep?.trim() ? `CEP ${maskCep(a.cep)}` : '';
  return [street, a.district?.trim() ?? '', city, cep].filter(Boolean).join(' - ');
}
