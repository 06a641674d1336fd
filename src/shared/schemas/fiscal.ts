import { z } from 'zod';
import { messages } from '../messages.js';
import { envelope } from './envelope.js';
import { int4 } from './int4.js';

const code = int4(z.coerce.number().int().positive());

/** GET /nfe/xml?nota={code}: the note's record id (the grid's sr_recno). */
export const invoiceXmlQuery = z.object({ nota: code });
/** GET /nfe/danfe?xml={code}: the spec names the note's id 'xml' here. */
export const danfeQuery = z.object({ xml: code });
/** GET /api/boletos/{id}/pdf: the receivable's id. */
export const boletoParams = z.object({ id: code });

/** Form fields arrive as text: 'S', 'true', '1' mean yes. */
const yes = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((value) => ['s', 'true', '1'].includes(String(value).toLowerCase()));

/**
 * POST /v1/emails/nfe/enviar: the notes (ids, as a list or comma-separated), the recipients (comma-
 * separated) and `enviar`: without it nothing is mailed and the reply only says what would go.
 */
export const invoiceMailRequest = z.object({
  notas: z
    .union([z.array(z.union([z.number(), z.string()])), z.string().max(2000)])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',').filter((part) => part.trim() !== '')).map(Number),
    )
    .pipe(
      z
        .array(int4(z.number().int().positive()))
        .min(1, messages.fiscal.notesRequired)
        .max(50, messages.fiscal.notesRequired),
    ),
  para: z.string().max(2000).default(''),
  enviar: yes.default(true),
});

export const invoiceMailReply = envelope({
  retorno: z.boolean(),
  mensagem: z.string(),
  /** The attachments mailed (or that would be): '{chave}.xml' and 'DANFE-{chave}.pdf' per note. */
  anexos: z.array(z.string()),
});

export const XML_TYPE = 'application/xml';
