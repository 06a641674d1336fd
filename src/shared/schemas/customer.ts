import { z } from 'zod';
import { fill, validationMessages as m } from '../validation-messages.js';
import {
  cellphoneField,
  cepField,
  cnpjField,
  cpfField,
  dateField,
  emailField,
  optional,
  optionalText,
  phoneField,
  requiredText,
  stateField,
} from './fields.js';

/** Brazil's country code in the customer record (spec section 5). */
export const BRAZIL_COUNTRY_CODE = '1058';

/**
 * The customer form of spec section 3. Which document is required follows tipoPessoa: F needs a
 * CPF (and may have an RG), J a CNPJ (and may have an inscrição estadual).
 */
export const customerFormFields = z.object({
  tipoPessoa: z.enum(['F', 'J'], { error: m.required }),
  cpf: z.string().optional(),
  rg: optionalText(20),
  cnpj: z.string().optional(),
  inscricaoEstadual: optionalText(20),
  nome: requiredText(150),
  email: emailField,
  telefone: phoneField,
  celular: optional(cellphoneField),
  cep: cepField,
  estado: stateField,
  cidade: requiredText(80),
  bairro: requiredText(80),
  endereco: requiredText(150),
  numero: requiredText(20),
  pais: z.string().trim().default(BRAZIL_COUNTRY_CODE),
  dataNascimento: optional(dateField),
  sexo: optional(z.enum(['M', 'F'])),
  contato: optionalText(100),
});

/** Zod skips refinements once a field failed; these run anyway, so a form shows every error at once. */
const always = { when: () => true };

type DocumentFields = { tipoPessoa?: unknown; cpf?: unknown; cnpj?: unknown };

/** The document the person type calls for must be there and valid: CPF for F, CNPJ for J. */
function checkDocument(value: DocumentFields, ctx: z.RefinementCtx): void {
  const field = value.tipoPessoa === 'F' ? 'cpf' : value.tipoPessoa === 'J' ? 'cnpj' : undefined;
  if (!field) return;
  const parsed = (field === 'cpf' ? cpfField : cnpjField).safeParse(value[field] ?? '');
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]?.message ?? m.required });
}

/** Keeps the document of the person type, bare, and drops the fields of the other type. */
function keepTypeFields<T extends z.output<typeof customerFormFields>>(value: T): T {
  const individual = value.tipoPessoa === 'F';
  return {
    ...value,
    cpf: individual ? cpfField.parse(value.cpf) : undefined,
    rg: individual ? value.rg : undefined,
    cnpj: individual ? undefined : cnpjField.parse(value.cnpj),
    inscricaoEstadual: individual ? undefined : value.inscricaoEstadual,
    dataNascimento: individual ? value.dataNascimento : undefined,
    sexo: individual ? value.sexo : undefined,
  };
}

export const PASSWORD_MIN_LENGTH = 6;

/**
 * POST /cliente-final/solicitar: a visitor asks for a customer account, choosing the password;
 * `aceite` is required when the company has terms in force.
 */
export const registrationRequest = customerFormFields
  .extend({
    senha: z.string({ error: m.required }).min(PASSWORD_MIN_LENGTH, fill(m.minlength, PASSWORD_MIN_LENGTH)).max(100),
    confirmacaoSenha: z.string({ error: m.required }),
    aceite: z.boolean().optional(),
  })
  .superRefine(checkDocument, always)
  .superRefine((value, ctx) => {
    if (value.senha !== value.confirmacaoSenha) ctx.addIssue({ code: 'custom', path: ['confirmacaoSenha'], message: m.equalTo });
  }, always)
  .transform(keepTypeFields);
export type RegistrationRequest = z.input<typeof registrationRequest>;
export type Registration = z.output<typeof registrationRequest>;

export const registrationMessages = {
  invalid: 'Preencha os campos corretamente.',
  contractRequired: 'Aceite os termos de contrato, para poder continuar.',
  duplicateDocument: 'Já existe um cadastro com este documento.',
  duplicateEmail: 'Este e-mail já está cadastrado.',
  sent: 'Cadastro enviado! Avisaremos por e-mail assim que o seu acesso for liberado.',
} as const;

/** GET /api/cep/{cep}: the spec's address lookup reply. */
export const addressLookupReply = z.object({
  cep: z.string(),
  uf: z.string(),
  localidade: z.string(),
  bairro: z.string(),
  logradouro: z.string(),
  erro: z.boolean().optional(),
});
export type AddressLookupReply = z.infer<typeof addressLookupReply>;

export const cepMessages = {
  notFound: 'Cep não encontrado',
  filled: 'Campos preenchidos automaticamente',
} as const;

