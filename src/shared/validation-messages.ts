/** The form messages of spec section 5, word for word but for the slips listed in docs/wording.md; {0} and {1} filled by `fill`. */
export const validationMessages = {
  required: 'Este campo é obrigatório.',
  remote: 'Corrija este campo.',
  email: 'Por favor insira um endereço de e-mail válido.',
  url: 'Digite uma URL válida.',
  date: 'Por favor insira uma data válida.',
  dateISO: 'Por favor insira uma data válida ( ISO ).',
  number: 'Por favor insira um número válido.',
  digits: 'Por favor, insira apenas dígitos.',
  creditcard: 'Digite um número de cartão de crédito válido.',
  equalTo: 'Por favor entre com o mesmo valor novamente.',
  maxlength: 'Digite no máximo {0} caracteres.',
  minlength: 'Digite pelo menos {0} caracteres.',
  rangelength: 'Insira um valor entre {0} e {1} caracteres.',
  range: 'Digite um valor entre {0} e {1}.',
  max: 'Digite um número menor que ou igual a {0}.',
  min: 'Digite um número maior que ou igual a {0}.',
  cpf: 'Informe um CPF válido',
  cnpj: 'Informe um CNPJ válido.',
  telefone: 'Informe um telefone válido',
  celular: 'Informe um celular válido',
  phoneBR: 'Informe um telefone válido',
  cep: 'Informe um CEP válido.',
  creditcardtypes: 'Digite um número de cartão de crédito válido.',
  money: 'Digite um valor válido',
} as const;

/** Fills '{0}', '{1}' ... with the given values: fill(validationMessages.maxlength, 4). */
export function fill(template: string, ...values: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? match : String(value);
  });
}
