import { z } from 'zod';
import { isValidPhoneBR } from '../br/phone.js';
import { onlyDigits } from '../br/only-digits.js';
import { messages } from '../messages.js';
import { fill, validationMessages as m } from '../validation-messages.js';
import { cartReply } from './cart.js';
import { PASSWORD_MIN_LENGTH } from './customer.js';
import { envelope, replyMessage } from './envelope.js';
import { int4 } from './int4.js';

/** The customer's own area (/minha-conta): passwords, the contact form and buying an order again. */

const { fillAll } = messages.password;

/** A password field the user must fill: empty is the spec's 'Favor, preencher todos os campos.'. */
const filled = z.string({ error: fillAll }).min(1, fillAll).max(100, fill(m.maxlength, 100));
const newPassword = filled.min(PASSWORD_MIN_LENGTH, fill(m.minlength, PASSWORD_MIN_LENGTH));

/** POST /senha/alterar (spec section 7): the current password and the new one. */
export const changePasswordRequest = z.object({ senhaAntiga: filled, senha: newPassword });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Success: `retorno` and `msg`; a wrong current password: `erro` with tipo and mensagem (spec section 8). */
export const changePasswordReply = envelope({ retorno: z.boolean(), erro: replyMessage.optional() });

/**
 * POST /get-reset-pass: the profile form's current password, the new one and its confirmation. The
 * confirmation is compared on the server, which answers code 2 (spec section 8), not a field error.
 */
export const resetPasswordRequest = z.object({ senhaAtual: filled, novaSenha: newPassword, confirmacaoSenha: filled });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The profile reset's outcome (spec section 8): 1 current password invalid, 2 mismatch, 3 changed. */
export const resetCodes = { currentInvalid: 1, mismatch: 2, changed: 3 } as const;
export const resetPasswordReply = envelope({ retorno: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
export type ResetPasswordReply = z.infer<typeof resetPasswordReply>;

const { required, invalidEmail } = messages.contact;
// An empty field says only 'Campo obrigatório' (`abort`: the e-mail and phone rules do not run on it).
const contactText = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, fill(m.maxlength, max));

/** POST /contato/email (spec section 5): every field required; `de` an e-mail, `telefone` a Brazilian phone. */
export const contactRequest = z.object({
  nome: contactText(120),
  assunto: contactText(150),
  de: contactText(200).toLowerCase().pipe(z.email(invalidEmail)),
  telefone: contactText(20).refine(isValidPhoneBR, m.phoneBR).transform(onlyDigits),
  conteudo: contactText(5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;
export const contactReply = envelope({ retorno: z.literal(true) });

/** POST /api/loja/comprar-novamente: one of the customer's orders. */
export const buyAgainRequest = z.object({
  pedido: int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number)),
});

/** The open cart after the order's products went in, and the names of those no longer sold. */
export const buyAgainReply = envelope({
  carrinho: cartReply,
  adicionados: z.number().int(),
  indisponiveis: z.array(z.string()),
});
export type BuyAgainReply = z.infer<typeof buyAgainReply>;
