import { z } from 'zod';
import { envelope } from './envelope.js';
import { int4, INT4_MAX } from './int4.js';
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
  /** Nome fantasia: companies only. */
  fantasia: optionalText(150),
  email: emailField,
  telefone: phoneField,
  celular: optional(cellphoneField),
  cep: cepField,
  estado: stateField,
  cidade: requiredText(80),
  bairro: requiredText(80),
  endereco: requiredText(150),
  numero: requiredText(20),
  complemento: optionalText(60),
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
  if (!parsed.success)
    ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]?.message ?? m.required });
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
    fantasia: individual ? undefined : value.fantasia,
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
    if (value.senha !== value.confirmacaoSenha)
      ctx.addIssue({ code: 'custom', path: ['confirmacaoSenha'], message: m.equalTo });
  }, always)
  .transform(keepTypeFields);
export type RegistrationRequest = z.input<typeof registrationRequest>;
export type Registration = z.output<typeof registrationRequest>;
/**
 * The 'sent' toast, the same whether or not the e-mail or the document was already registered (so
 * the reply does not tell a stranger who is a customer): no code of the stored request.
 */
export const registrationReply = envelope({ retorno: z.literal(true) });

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

export const cepMessages = {
  notFound: 'Cep não encontrado',
  /** Not the spec's: the services failed, so the CEP stays and the address is typed by hand. */
  unavailable: 'A consulta de CEP não está disponível agora. Confira o CEP e preencha o endereço.',
  filled: 'Campos preenchidos automaticamente',
} as const;

/** 'N' releases credit; anything else blocks it (spec sections 3 and 4). */
export const CREDIT_RELEASED = 'N';
/** What we write for a blocked credit (the demo data and older records use it too). */
export const CREDIT_BLOCKED = 'S';
export const creditMessages = { released: 'Crédito liberado', blocked: 'Entre em contato' } as const;
export const isCreditReleased = (credito: string | null | undefined) => credito === CREDIT_RELEASED;

/**
 * The customer record an operator creates or edits: the form plus the credit standing. Credit left
 * out keeps the stored one (a new customer: released by a manager, blocked by a seller).
 */
export const customerRecord = customerFormFields
  .extend({
    credito: optional(z.string().trim().max(1)),
    restricaoCredito: optionalText(200),
  })
  .superRefine(checkDocument, always)
  .transform(keepTypeFields);
export type CustomerRecordInput = z.input<typeof customerRecord>;
export type CustomerRecord = z.output<typeof customerRecord>;

/** One entry of the contacts collection of the customer details. */
export const customerContact = z.object({
  codigo: z.number(),
  nome: z.string(),
  cargo: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
});

/**
 * POST /cliente/get-detalhes: the spec's customer details. `cnpj` carries the customer's document
 * (CPF for individuals, see `tipoPessoa`); contato1..contato4 are the first four contacts' names.
 */
export const customerDetails = z.object({
  codigo: z.number(),
  tipoPessoa: z.enum(['F', 'J']),
  razaoSocial: z.string(),
  fantasia: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  cep: z.string().nullable(),
  cnpj: z.string().nullable(),
  inscricaoEstadual: z.string().nullable(),
  rg: z.string().nullable(),
  contato1: z.string().nullable(),
  contato2: z.string().nullable(),
  contato3: z.string().nullable(),
  contato4: z.string().nullable(),
  telefone: z.string().nullable(),
  celular: z.string().nullable(),
  email: z.string().nullable(),
  credito: z.string(),
  restricaoCredito: z.string().nullable(),
  observacao: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  sexo: z.string().nullable(),
  contatoPrincipal: z.string().nullable(),
  contatos: z.array(customerContact),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

export const customerMessages = {
  saved: 'Cliente salvo com sucesso.',
  codeRequired: 'Informe o código do cliente.',
  observationEmpty: 'Escreva a observação antes de salvar.',
  observationSaved: 'Observação salva.',
} as const;

/**
 * A customer's code as it travels: a positive integer, or its digits as text (path params, older
 * clients). Anything else is refused with 'Informe o código do cliente.', never read as NaN or 0.
 */
export const customerCode = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { error: customerMessages.codeRequired },
  )
  .pipe(
    z
      .number()
      .int(customerMessages.codeRequired)
      .positive(customerMessages.codeRequired)
      .max(INT4_MAX, customerMessages.codeRequired),
  );

/** POST /cliente/get-detalhes. */
export const customerDetailsRequest = z.object({ codigo: customerCode });
/** POST /get-email-cliente. */
export const customerEmailRequest = z.object({ cod: customerCode });
export const customerEmailReply = z.object({ email: z.string() });
/** /api/clientes/:codigo. */
export const customerParams = z.object({ codigo: customerCode });
/** POST /api/clientes and PUT /api/clientes/:codigo: the saved customer's code and the 'saved' toast. */
export const savedCustomerReply = envelope({ codigo: z.number() });

/** POST /api/clientes/:codigo/email: the customer's new e-mail (their login), for managers and admins. */
export const emailChangeRequest = z.object({ email: emailField });

/** POST /api/clientes/:codigo/observacao: an absent text is empty, and an empty one is refused (spec section 5). */
export const observationRequest = z.object({
  observacao: z.string({ error: customerMessages.observationEmpty }).max(2000, fill(m.maxlength, 2000)).default(''),
});

/** POST /get-comparativo-compras-by-cliente/result: per month, 'YYYY-MM-01', value in reais, units bought. */
export const purchaseMonth = z.object({ dte: z.string(), vlr: z.number(), qtd: z.number() });
export type PurchaseMonth = z.infer<typeof purchaseMonth>;
/** Which customer; a customer asking about themselves may leave it out. */
export const comparisonRequest = z.object({ idCliente: customerCode.optional() });
export const comparisonReply = z.object({ resultSet: z.array(purchaseMonth) });
export const COMPARISON_YEARS = 3;
export const comparisonMessages = { empty: 'Nenhuma compra para comparar' } as const;

/** POST /send-mail for an invitation: the customer (cliente) and the address (email, the registered one). */
/** The access mails of spec section 4: the invitation, a password reset and a data update. */
export const accessMailTypes = ['convite', 'senha', 'dados'] as const;
export type AccessMailType = (typeof accessMailTypes)[number];

export const inviteRequest = z.object({
  cliente: int4(z.coerce.number().int().positive()),
  email: z.string().trim().default(''),
  /** Accepted for the spec and ignored: links point only at the server's own public address. */
  location: z.string().trim().max(300).optional(),
  /** 'convite' (default), 'senha' (password reset) or 'dados' (the record was changed). */
  type: z.enum(accessMailTypes).catch('convite').default('convite'),
  title: z.string().optional(),
  serie: z.unknown().optional(),
  login: z.unknown().optional(),
  senha: z.unknown().optional(),
  urlBudget: z.unknown().optional(),
  semEmailCadastrado: z.unknown().optional(),
});

/** POST /api/definir-senha: the link's token and the new password (twice). */
export const setPasswordRequest = z
  .object({
    token: z.string().min(20).max(200),
    senha: z.string({ error: m.required }).min(PASSWORD_MIN_LENGTH, fill(m.minlength, PASSWORD_MIN_LENGTH)).max(100),
    confirmacaoSenha: z.string({ error: m.required }),
  })
  .superRefine((value, ctx) => {
    if (value.senha !== value.confirmacaoSenha)
      ctx.addIssue({ code: 'custom', path: ['confirmacaoSenha'], message: m.equalTo });
  }, always);
export const setPasswordReply = envelope({ retorno: z.literal(true) });

/**
 * POST /v1/emails/cliente/alterarSenha ('Esqueci minha senha', spec section 7): the login e-mail;
 * `apelido` and `enviar` as the old client sends them (the company comes from the address).
 */
export const forgotPasswordRequest = z.object({
  email: emailField,
  apelido: z.string().max(40).optional(),
  enviar: z.unknown().optional(),
});
/** Always the same reply, registered e-mail or not. */
export const forgotPasswordReply = envelope({ retorno: z.literal(true) });

/**
 * Why POST /send-mail did not send (our addition to the spec's `erro`, so the browser decides by a
 * value, not by the wording): the daily limit, or an e-mail that cannot be the customer's.
 */
export const sendMailRefusals = ['limite', 'email'] as const;

/**
 * POST /send-mail: `erro` and its `motivo` when the mail was not sent (bad or taken e-mail, daily
 * limit), else `retorno` and the mail's type ('Convite', 'Cadastro' ...).
 */
export const sendMailReply = envelope({
  erro: z.string().optional(),
  motivo: z.enum(sendMailRefusals).optional(),
  retorno: z.literal(true).optional(),
  tipo: z.string().optional(),
});

/**
 * Access mail types (spec section 4): 'Convite' before access exists, 'Cadastro' after; password
 * reset and data change are their own mails with their own confirmation dialog.
 */
export const inviteTitles = {
  invite: 'Convite',
  registered: 'Cadastro',
  reset: 'Redefinição de senha',
  data: 'Alteração de cadastro',
} as const;
export type AccessMailPurpose = keyof typeof inviteTitles;
export const INVITE_VALID_HOURS = 72;
export const inviteMessages = {
  customerRequired: 'Informe o cliente.',
  badEmail: 'Informe um e-mail válido.',
  emailTaken: 'O e-mail informado já está cadastrado para outro cliente.',
  notRegisteredEmail: 'O e-mail informado não é o do cadastro do cliente. Altere o cadastro antes de enviar.',
  limit: (n: number) => `Limite diário de ${n} convites atingido. Tente novamente amanhã.`,
  sent: 'Email enviado com sucesso.',
  linkInvalid: 'Este link não vale mais. Peça um novo convite à empresa.',
  passwordSet: 'Senha criada! Agora é só entrar com o seu e-mail.',
  resetSent: (email: string) => `Enviamos para ${email} um link para criar uma nova senha.`,
  dataSent: (email: string) => `Avisamos ${email} da alteração do cadastro.`,
  sentTitle: 'Pronto!',
  failedTitle: 'Ops...',
  emailTakenTitle: 'E-mail já cadastrado',
  notUnderstood: 'Não foi possível entender a resposta do servidor. Tente novamente.',
} as const;
