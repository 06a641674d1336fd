import { z } from 'zod';

export const mailSituations = ['pending', 'sent', 'kept', 'failed'] as const;

/** One mail of the outbox as the admin reads it ('Caixa de saída'). */
export const outboxMail = z.object({
  codigo: z.number(),
  para: z.array(z.string()),
  assunto: z.string(),
  html: z.string(),
  situacao: z.enum(mailSituations),
  criadoEm: z.string(),
  enviadoEm: z.string().nullable(),
  erro: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxReply = z.object({ emails: z.array(outboxMail) });
