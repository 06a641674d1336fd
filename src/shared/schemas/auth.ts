import { z } from 'zod';
import { accessLevels, isCustomer, operatorRoles } from '../domain/access.js';
import { envelope, replyEnvelope } from './envelope.js';
import { emailField } from './fields.js';

/**
 * POST /ajax-login. Fields are checked by the service, not the schema, so a missing one gets the
 * spec's own message ('Todos os campos são obrigatórios.') in the login reply shape.
 */
export const loginRequest = z.object({
  email: z.string().trim().max(200).default(''),
  usuario: z.string().trim().max(200).default(''),
  senha: z.string().max(200).default(''),
  vHide: z.unknown().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /atualiza-contrato: the login fields plus the ticked box. */
export const contractAcceptRequest = loginRequest.extend({
  aceite: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal('true')]).optional(),
});
export type ContractAcceptRequest = z.infer<typeof contractAcceptRequest>;

export const contract = z.object({ titulo: z.string(), conteudo: z.string() });
export type Contract = z.infer<typeof contract>;

/** Who is logged in, as the web client needs it. */
export const sessionUser = z.object({
  codigo: z.number(),
  nome: z.string(),
  email: z.string(),
  /** 'C' customer; 'A', 'G', 'V' operators. */
  nivel: z.enum(accessLevels),
  typeLogin: z.enum(['cliente', 'operador']),
  perfil: z.enum(operatorRoles).nullable(),
  isCsgestor: z.boolean(),
  representante: z.number().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The logged-in user is a customer (access level 'C'): the one test the screens use. */
export const isCustomerUser = (user: SessionUser | null | undefined): boolean =>
  !!user && isCustomer({ level: user.nivel });

/** The logged-in user is a seller, manager or admin. */
export const isOperatorUser = (user: SessionUser | null | undefined): boolean =>
  !!user && !isCustomer({ level: user.nivel });

export const loginReply = replyEnvelope.extend({
  retorno: z.boolean(),
  mensagem: z.string().optional(),
  contrato: contract.optional(),
  usuario: sessionUser.optional(),
});
export type LoginReply = z.infer<typeof loginReply>;

export const tenantInfo = z.object({
  apelido: z.string(),
  nome: z.string(),
  permitirPrecos: z.boolean(),
  permitirCarrinho: z.boolean(),
  modo: z.enum(['online', 'offline', 'budget']),
  /** The customer form may fill a company's data from its CNPJ. */
  consultaCnpj: z.boolean(),
});
export type TenantInfo = z.infer<typeof tenantInfo>;

/** GET /api/sessao: what the web client needs at boot. */
export const sessionReply = z.object({ empresa: tenantInfo, usuario: sessionUser.nullable() });

/** POST /configuracao: the contract currently in force for customers. */
export const webConfigReply = z.object({
  webConfig: z.object({ contrato: contract.nullable() }),
});

/** POST /api/acesso/desbloquear (admins): the login (e-mail) of the account whose locks are lifted. */
export const unlockRequest = z.object({ email: emailField });

/** POST /api/acesso/desbloquear-link: the token of the mailed unlock link. */
export const unlockLinkRequest = z.object({ token: z.string().min(20).max(200) });

export const unlockReply = envelope({ retorno: z.literal(true) });
