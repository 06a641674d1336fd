import { z } from 'zod';
import { gridRequest } from './grid.js';

/** POST /api/planilha: a grid's current query (search and filters), which grid, and the page it is on. */
export const spreadsheetRequest = gridRequest.extend({ grade: z.string().max(200), pagina: z.string().max(200) });
export type SpreadsheetRequest = z.input<typeof spreadsheetRequest>;

/** POST /gerar-pdf: the HTML to print (sanitised on the server) and the document's title. */
export const pdfRequest = z.object({ html: z.string().min(1).max(2_000_000), titulo: z.string().max(200).optional() });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

export const documentMessages = {
  pdfContentRequired: 'Envie o conteúdo (html) do documento.',
} as const;
