import { z } from 'zod';
import { periodRange } from '../domain/periods.js';
import { messages } from '../messages.js';
import { envelope } from './envelope.js';
import { int4 } from './int4.js';
import { companyToday } from '../br/dates.js';

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

/** The accountant's ZIP covers at most a year of notes. */
export const ZIP_MAX_MONTHS = 12;
const PREVIOUS_MONTH = 3;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.fiscal.zipDate, abort: true })
  // A real day: 2026-02-30 parses, but as 2026-03-02.
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), messages.fiscal.zipDate);

/** The day `months` after a 'YYYY-MM-DD' day (31/01 + 1 month rolls into March, as Date does). */
const monthsAfter = (day: string, months: number) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, Number(day.slice(8, 10))))
    .toISOString()
    .slice(0, 10);

/**
 * GET /api/nfe/zip: the period's first and last days (`de`, `ate`; by default the previous month,
 * what the accountant asks for) and, for an operator, one customer (`cliente`). At most
 * ZIP_MAX_MONTHS months.
 */
export const invoiceZipQuery = z
  .object({ de: isoDay.optional(), ate: isoDay.optional(), cliente: code.optional() })
  .transform(({ de, ate, cliente }) => {
    const fallback = periodRange(PREVIOUS_MONTH, companyToday());
    return { de: de ?? fallback?.inicial ?? '', ate: ate ?? fallback?.final ?? '', cliente };
  })
  .refine((q) => q.ate >= q.de, { message: messages.fiscal.zipPeriodOrder, path: ['ate'] })
  // 'Últimos 12 meses' (26/11/2025 to 25/11/2026) fits; a day more does not.
  .refine((q) => q.ate < monthsAfter(q.de, ZIP_MAX_MONTHS), {
    message: messages.fiscal.zipPeriodTooLong(ZIP_MAX_MONTHS),
    path: ['ate'],
  });
export type InvoiceZipQuery = z.output<typeof invoiceZipQuery>;

/** The last day of the month of a 'YYYY-MM-DD' date. */
const monthEnd = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** 'notas-fiscais-2026-10.zip' for one whole month, else the period's days. */
export function invoiceZipName({ de, ate }: { de: string; ate: string }): string {
  const month = de.slice(0, 7);
  const wholeMonth = de.endsWith('-01') && ate === monthEnd(de);
  return wholeMonth ? `notas-fiscais-${month}.zip` : `notas-fiscais-${de}_${ate}.zip`;
}

export const ZIP_TYPE = 'application/zip';
