import { z } from 'zod';
import { operatorRoles } from '../domain/access.js';
import { envelope } from './envelope.js';
import { emailField, optional, requiredText } from './fields.js';
import { int4 } from './int4.js';

/** The back-office users an admin manages ('Usuários'): admins, managers and sellers. */

export const userMessages = {
  created: 'Usuário criado. Enviamos a ele um e-mail com o link para criar a senha.',
  saved: 'Usuário salvo.',
  enabled: 'Usuário reativado.',
  disabled: 'Usuário desativado. As sessões abertas dele foram encerradas.',
  resetSent: 'Enviamos ao usuário um e-mail com o link para criar uma nova senha.',
  notFound: 'Usuário não encontrado.',
  emailTaken: 'Já existe um usuário com este e-mail.',
  lastAdmin: 'A empresa precisa de pelo menos um administrador ativo.',
  roleRequired: 'Escolha o perfil.',
  unknownRepresentative: 'Representante não encontrado.',
  unknownStore: 'Loja não encontrada.',
  linkInvalid: 'Este link não vale mais. Peça um novo ao administrador da empresa.',
  passwordSet: 'Senha criada. Entre com o seu e-mail e a nova senha.',
} as const;

/** How long a mailed link to set a password stays valid. */
export const USER_LINK_VALID_HOURS = 48;

const code = int4(z.coerce.number().int().positive());

/** A user as the admin creates or edits them; a seller may be tied to a representative (their customers only). */
export const userInput = z.object({
  nome: requiredText(120),
  email: emailField,
  perfil: z.enum(operatorRoles, { error: userMessages.roleRequired }),
  representante: optional(code),
  loja: optional(code),
});
export type UserInput = z.input<typeof userInput>;

export const userParams = z.object({ codigo: code });

/** One user on the wire: never the password, nor anything derived from it. */
export const userView = z.object({
  codigo: z.number(),
  nome: z.string(),
  email: z.string(),
  perfil: z.enum(operatorRoles),
  representante: z.number().nullable(),
  loja: z.number().nullable(),
  ativo: z.boolean(),
  ultimoAcesso: z.string().nullable(),
});
export type UserView = z.infer<typeof userView>;

export const userActivation = z.object({ ativo: z.boolean() });
export const userReply = envelope({ codigo: z.number(), mensagem: z.string() });
export const userMessageReply = envelope({ mensagem: z.string() });
