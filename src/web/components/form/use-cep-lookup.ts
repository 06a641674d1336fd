import { useEffect, useRef } from 'react';
import { CEP_LENGTH } from '../../../shared/br/cep';
import { maskCep } from '../../../shared/br/masks';
import { onlyDigits } from '../../../shared/br/only-digits';
import { cepCalls } from '../../../shared/contract/cep';
import { BRAZIL_COUNTRY_CODE, cepMessages } from '../../../shared/schemas/customer';
import { api, ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

/** Spec section 5: the lookup waits 500 ms after typing; the district is cut to 19 characters. */
export const CEP_DEBOUNCE_MS = 500;
const DISTRICT_MAX = 19;

type Setter = (name: string, value: string) => void;

/**
 * Looks the CEP up once exactly 8 digits are typed. Found: fills the address and says so. Not found:
 * the API client shows 'Cep não encontrado' and the CEP field is cleared. The services failed: the
 * client says the lookup is unavailable and the CEP stays, for the address to be typed.
 */
export function useCepLookup(cep: string, setValue: Setter, { lookUpFirst = false } = {}): void {
  const digits = onlyDigits(cep);
  // A CEP already there when the form opens (a saved address) is not looked up again, unless the
  // form opens on a CEP that came without its address (lookUpFirst).
  const lastLooked = useRef<string | null>(lookUpFirst ? null : digits);
  useEffect(() => {
    if (digits.length !== CEP_LENGTH || digits === lastLooked.current) return;
    const timer = setTimeout(() => {
      lastLooked.current = digits;
      api(cepCalls.lookup, { params: { cep: digits } }, { quiet: true })
        .then((address) => {
          setValue('cep', maskCep(address.cep));
          setValue('estado', address.uf);
          setValue('cidade', address.localidade);
          setValue('bairro', address.bairro.slice(0, DISTRICT_MAX));
          setValue('endereco', address.logradouro);
          setValue('pais', BRAZIL_COUNTRY_CODE);
          showToast({ kind: 'info', message: cepMessages.filled });
        })
        .catch((error: unknown) => {
          lastLooked.current = null;
          // A CEP that does not exist is cleared (spec section 5); when the services failed it stays,
          // the reply said so, and the address is typed by hand.
          if (error instanceof ApiError && (error.status === 400 || error.status === 404)) setValue('cep', '');
        });
    }, CEP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [digits, setValue]);
}
