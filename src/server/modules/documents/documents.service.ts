import type { z } from 'zod';
import type { spreadsheetRequest } from '../../../shared/schemas/documents.js';
import { gridMessages } from '../../../shared/schemas/grid.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { gridExport } from '../grids/index.js';
import { renderPdf } from './pdf.js';
import { buildSpreadsheet } from './spreadsheet.js';

const EXPORT_MAX_ROWS = 100_000;

/** The file name the spec asks for: the page path ('/comercial/vendas' -> 'comercial-vendas'). */
export function fileNameOf(pagePath: string): string {
  return (
    pagePath
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'planilha'
  );
}

/** The .xlsx and its name; or, when the workbook could not be written, why (the caller logs it). */
export type SpreadsheetExport = { ok: true; name: string; file: Buffer } | { ok: false; error: unknown };

/**
 * Every row of a grid's current query as a spreadsheet. Refuses an unknown grid (400) and an empty
 * query (404); a failure writing the workbook comes back as `ok: false`.
 */
export async function exportGridSpreadsheet(
  db: Db,
  body: z.output<typeof spreadsheetRequest>,
  auth: AuthContext,
  tenantId: number,
): Promise<SpreadsheetExport> {
  const grid = await gridExport(db, body.grade, body, auth, tenantId, EXPORT_MAX_ROWS);
  if (!grid) throw badRequest(gridMessages.exportFailed);
  if (grid.rows.length === 0) throw notFound(gridMessages.exportEmpty);
  const name = fileNameOf(body.pagina);
  try {
    return { ok: true, name, file: await buildSpreadsheet(name, grid.columns, grid.rows) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The given HTML, sanitised, as a PDF. */
export const pdfOf = (html: string, title?: string): Promise<Buffer> => renderPdf(html, title);
