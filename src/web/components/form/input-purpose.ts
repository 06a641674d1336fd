/** The fields whose keyboard and autofill we set, by the customer form's own names. */
export type PurposeField =
  | 'nome'
  | 'razaoSocial'
  | 'email'
  | 'telefone'
  | 'celular'
  | 'cpf'
  | 'dataNascimento'
  | 'cep'
  | 'estado'
  | 'cidade'
  | 'bairro'
  | 'endereco'
  | 'numero'
  | 'complemento';

type Purpose = { inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string };

/**
 * The keyboard a phone shows (digits for CPF, CEP and dates, the dial pad for phones) and the
 * autofill token. 'numero' keeps the letter keyboard: 'S/N' and '120A' are house numbers too; the
 * CNPJ is not here because since 2026 it may have letters.
 */
const purposes: Record<PurposeField, Purpose> = {
  nome: { autoComplete: 'name' },
  razaoSocial: { autoComplete: 'organization' },
  email: { inputMode: 'email', autoComplete: 'email' },
  telefone: { inputMode: 'tel', autoComplete: 'tel' },
  celular: { inputMode: 'tel', autoComplete: 'mobile tel' },
  cpf: { inputMode: 'numeric' },
  dataNascimento: { inputMode: 'numeric', autoComplete: 'bday' },
  cep: { inputMode: 'numeric', autoComplete: 'postal-code' },
  estado: { autoComplete: 'address-level1' },
  cidade: { autoComplete: 'address-level2' },
  bairro: { autoComplete: 'address-level3' },
  endereco: { autoComplete: 'address-line1' },
  numero: {},
  complemento: { autoComplete: 'address-line2' },
};

/**
 * Input attributes for a field. Autofill tokens only where the person types their own data (the
 * store's registration and checkout, WCAG 1.3.5); in the back office an operator types someone
 * else's, and the browser would offer the operator's own address, so autofill is off there.
 */
export function inputPurpose(field: PurposeField, ownData: boolean): Purpose {
  const { inputMode, autoComplete } = purposes[field];
  return { ...(inputMode ? { inputMode } : {}), autoComplete: ownData && autoComplete ? autoComplete : 'off' };
}
