import { useState } from 'react';
import { isValidCnpj } from '../../../shared/br/cnpj';
import { maskCep, maskPhone } from '../../../shared/br/masks';
import { cnpjCalls } from '../../../shared/contract/cnpj';
import { messages } from '../../../shared/messages';
import { validationMessages } from '../../../shared/validation-messages';
import type { FormValues } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';

type FormApi = {
  values: FormValues;
  setValue: (name: string, value: string) => void;
  setErrors: (update: (current: Record<string, string | undefined>) => Record<string, string | undefined>) => void;
};

const textOf = (value: FormValues[string]) => (typeof value === 'string' ? value.trim() : '');

/**
 * 'Buscar dados do CNPJ': asks our server for the company and fills legal name, trade name and
 * address (phone and e-mail only when still empty: they may be the buyer's, not the registry's).
 * The CEP it sets is then looked up as any typed CEP. Any refusal is a toast from the reply; the
 * form stays as it was, to be typed by hand.
 */
export function useCnpjLookup({ values, setValue, setErrors }: FormApi) {
  const [looking, setLooking] = useState(false);
  const lookup = async () => {
    const cnpj = textOf(values.cnpj);
    if (!isValidCnpj(cnpj)) {
      setErrors((current) => ({ ...current, cnpj: validationMessages.cnpj }));
      return;
    }
    setLooking(true);
    try {
      const found = await api(
        cnpjCalls.lookup,
        { params: { cnpj } },
        { quiet: true, failureMessage: messages.cnpjLookup.unavailable },
      );
      const fill = (name: string, value: string) => value && setValue(name, value);
      fill('nome', found.nome);
      fill('fantasia', found.fantasia);
      fill('cep', maskCep(found.cep));
      fill('estado', found.estado);
      fill('cidade', found.cidade);
      fill('bairro', found.bairro);
      fill('endereco', found.endereco);
      fill('numero', found.numero);
      fill('complemento', found.complemento);
      if (!textOf(values.telefone)) fill('telefone', maskPhone(found.telefone));
      if (!textOf(values.email)) fill('email', found.email);
    } catch {
      // The reply's warning toast already said why; the operator types the data.
    } finally {
      setLooking(false);
    }
  };
  return { lookup, looking };
}
