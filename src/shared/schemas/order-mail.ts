import { z } from 'zod';
import { int4 } from './int4.js';
import { envelope } from './envelope.js';

/** Texts of the 'Enviar email' modal and the delivery/budget mails (spec section 8). */
export const orderMailMessages = {
  deliverySubject: (order: number) => `Entrega do pedido nº ${order}`,
  deliveryGreeting: 'Olá! Seu pedido está a caminho. Confira abaixo os detalhes.',
  previewSentTitle: 'Pronto!',
  previewSent: 'Email enviado com sucesso.',
  previewFailedTitle: 'Ops...',
  sentTitle: 'Sucesso!',
  sent: 'Email enviado com sucesso!',
  failedTitle: 'Desculpe',
  failed: 'Houve um erro ao enviar o email. Tente novamente mais tarde!',
  recipientRequired: 'Informe ao menos um e-mail de destino.',
  invalidRecipient: (address: string) => `E-mail inválido: ${address}.`,
  queued:
    'O servidor de e-mail não respondeu agora; a mensagem ficou na fila de envio e será reenviada automaticamente.',
} as const;

/** The dialog of the delivery/budget send closes itself after this long. */
export const SEND_DIALOG_CLOSE_MS = 5000;

const simpleEmail = z.email();

/** 'para' accepts several addresses separated by commas (or semicolons); empty blocks sending. */
export function parseRecipients(text: string): { ok: true; emails: string[] } | { ok: false; message: string } {
  const emails = text
    .split(/[,;]/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (emails.length === 0) return { ok: false, message: orderMailMessages.recipientRequired };
  const bad = emails.find((e) => !simpleEmail.safeParse(e).success);
  if (bad) return { ok: false, message: orderMailMessages.invalidRecipient(bad) };
  return { ok: true, emails: [...new Set(emails)] };
}

/** POST /email-pedido/{id}: the recipients only; the subject is the document's title, set by the server. */
export const orderMailRequest = z.object({
  para: z.string().max(2000).default(''),
});

/** POST /enviar/email and /enviar/email/entrega. */
export const freeMailRequest = z.object({
  email: z.string().max(2000).default(''),
  titulo: z.string().trim().max(200).default(''),
  html: z.string().max(500_000).default(''),
  cliente: int4(z.coerce.number().int().nonnegative()).optional(),
  carrinho: z
    .object({ tipo: z.string().max(20).optional(), codigo: int4(z.coerce.number().int().positive()).optional() })
    .optional(),
});

/** The order or budget a document (preview, print view, PDF, mail) is of. */
export const documentParams = z.object({ id: int4(z.coerce.number().int().positive()) });

/** `?imprimir=1`: the print view of the preview. */
export const documentQuery = z.object({ imprimir: z.string().optional() });

/** POST /email-pedido/{id}: the mail left (or waits in the outbox). */
export const orderMailReply = envelope({ retorno: z.literal(true), mensagem: z.string() });

/** POST /apimail/visualizar-*: the HTML a seller wrote, to see as it will be mailed. */
export const mailPreviewRequest = z.object({ html: z.string().max(500_000).default('') });

/**
 * The free mail as the route reads it: a body that is not a mail reads as one with no recipient, so
 * the answer is the spec's failure ('false'), never a 400.
 */
export const freeMailBody = freeMailRequest.catch({ email: '', titulo: '', html: '' });

/** POST /enviar/email and /enviar/email/entrega: `[true]` when the mail left or waits in the outbox, else 'false'. */
export const FREE_MAIL_FAILED = 'false';
export const freeMailReply = z.union([z.tuple([z.literal(true)]), z.literal(FREE_MAIL_FAILED)]);
