import { z } from 'zod';
import { fill, validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import {
  cepField,
  cnpjField,
  emailField,
  optional,
  optionalText,
  phoneField,
  requiredText,
  stateField,
} from './fields.js';

/** 'Dados da empresa': the company's own data and how its store and back office behave. */

export const companyMessages = {
  saved: 'Dados da empresa salvos.',
  stateRegistration: 'Informe a inscrição estadual (só números) ou ISENTO.',
} as const;

/** 'online' the normal store; 'offline' sends visitors to the login; 'budget' turns every purchase into a budget. */
export const systemModes = ['online', 'offline', 'budget'] as const;
export const systemModeLabels: Record<(typeof systemModes)[number], string> = {
  online: 'Loja aberta',
  offline: 'Loja fechada (só com login)',
  budget: 'Somente orçamentos',
};

const count = (min: number, max: number) =>
  z.coerce.number({ error: m.number }).int(m.number).min(min, fill(m.min, min)).max(max, fill(m.max, max));

export const companyInput = z.object({
  razaoSocial: requiredText(120),
  fantasia: requiredText(60),
  cnpj: cnpjField,
  inscricaoEstadual: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === 'ISENTO' || /^\d{2,14}$/.test(v.replace(/[.\-/]/g, '')), companyMessages.stateRegistration)
      .transform((v) => (v === 'ISENTO' ? v : v.replace(/[.\-/]/g, ''))),
  ),
  cep: optional(cepField),
  endereco: optionalText(120),
  numero: optionalText(10),
  complemento: optionalText(60),
  bairro: optionalText(60),
  cidade: optionalText(60),
  estado: optional(stateField),
  telefone: optional(phoneField),
  email: optional(emailField),
  permitirPrecos: z.boolean(),
  permitirCarrinho: z.boolean(),
  modo: z.enum(systemModes),
  diasCarencia: count(0, 60),
  validadeOrcamento: count(1, 365),
  limiteConvites: count(0, 1000),
});
export type CompanyInput = z.input<typeof companyInput>;
export type CompanyData = z.output<typeof companyInput>;

const nullable = z.string().nullable();
export const companyView = z.object({
  razaoSocial: z.string(),
  fantasia: z.string(),
  cnpj: nullable,
  inscricaoEstadual: nullable,
  cep: nullable,
  endereco: nullable,
  numero: nullable,
  complemento: nullable,
  bairro: nullable,
  cidade: nullable,
  estado: nullable,
  telefone: nullable,
  email: nullable,
  permitirPrecos: z.boolean(),
  permitirCarrinho: z.boolean(),
  modo: z.enum(systemModes),
  diasCarencia: z.number(),
  validadeOrcamento: z.number(),
  limiteConvites: z.number(),
});
export type CompanyView = z.infer<typeof companyView>;
export const companyReply = envelope({ mensagem: z.string() });
