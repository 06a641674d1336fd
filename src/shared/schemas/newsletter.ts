import { z } from 'zod';
import { emailField } from './fields.js';
import { envelope } from './envelope.js';

export const newsletterMessages = {
  consentRequired: 'Para receber a newsletter, aceite o uso do seu e-mail.',
  subscribed: 'Inscrição na newsletter confirmada. Obrigado!',
  unavailable: 'A newsletter não está disponível no momento.',
  /** LGPD: what the visitor agrees to, stored with the sign-up. */
  consent:
    'Autorizo o uso do meu e-mail para receber novidades e ofertas da loja. Posso cancelar a qualquer momento pelo Fale conosco.',
};

/** POST /api/loja/newsletter: the footer's sign-up ('new'); the consent must be given. */
export const newsletterSignup = z.object({
  email: emailField,
  consentimento: z.literal(true, { error: newsletterMessages.consentRequired }),
});
export type NewsletterSignup = z.infer<typeof newsletterSignup>;
export const newsletterSignupReply = envelope({ retorno: z.literal(true) });
