import { z } from 'zod';
import { gridRequestFields, withFilters } from './grid.js';

/** POST /api/planilha: a grid's current query (search and filters), which grid, and the page it is on. */
export const spreadsheetRequest = withFilters(
  gridRequestFields.extend({ grade: z.string().max(200), pagina: z.string().max(200) }),
);
export type SpreadsheetRequest = z.input<typeof spreadsheetRequest>;

/** What one PDF may hold: HTML characters, printable blocks (headings, paragraphs, rows) and pages. */
export const PDF_LIMITS = { characters: 200_000, blocks: 2_000, pages: 50 } as const;

export const documentMessages = {
  pdfContentRequired: 'Envie o conteúdo (html) do documento.',
  pdfTooLarge:
    'O documento é grande demais para gerar o PDF (até 200.000 caracteres, 2.000 linhas ou 50 páginas). Divida-o em partes menores.',
} as const;

/** POST /gerar-pdf: the HTML to print (sanitised on the server) and the document's title. */
export const pdfRequest = z.object({
  html: z
    .string({ error: documentMessages.pdfContentRequired })
    .min(1, documentMessages.pdfContentRequired)
    .max(PDF_LIMITS.characters, documentMessages.pdfTooLarge),
  titulo: z.string().max(200).optional(),
});

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';
