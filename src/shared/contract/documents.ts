import { PDF_TYPE, pdfRequest, spreadsheetRequest, XLSX_TYPE } from '../schemas/documents.js';
import { gridMessages } from '../schemas/grid.js';
import { documentReply, endpoint } from './endpoint.js';

/** Files made on the server: a grid's rows as a spreadsheet, and HTML as a PDF. */
export const documentCalls = {
  /** Every row of a grid's current query (search and filters, no paging) as .xlsx. */
  spreadsheet: endpoint({
    method: 'POST',
    path: '/api/planilha',
    access: 'session',
    body: spreadsheetRequest,
    reply: documentReply(XLSX_TYPE),
    invalid: gridMessages.exportFailed,
    limit: 'export',
  }),
  /**
   * The given HTML, sanitised, as a PDF: for operators; more than PDF_LIMITS (characters, blocks,
   * pages) is refused with documentMessages.pdfTooLarge.
   */
  pdf: endpoint({
    method: 'POST',
    path: '/gerar-pdf',
    access: 'operator',
    body: pdfRequest,
    reply: documentReply(PDF_TYPE),
    limit: 'pdf',
  }),
};
