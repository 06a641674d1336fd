import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { spreadsheetRequest } from '../../../shared/schemas/documents.js';
import { gridMessages, type GridRow } from '../../../shared/schemas/grid.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { gridExport } from '../grids/index.js';
import type { DocumentPool } from './document-pool.js';
import { SpreadsheetStream } from './spreadsheet-stream.js';
import type { BoletoDocument } from './boleto-pdf.js';

/**
 * At most 100 000 rows, read in pages of at most 1 000 sized to take about 20 ms of the database
 * each: between pages the main thread answers other requests (PGlite's time is its time).
 */
const EXPORT_READ = { max: 100_000, pageSize: 1_000, pageMs: 20 };

/** The file name the spec asks for: the page path ('/comercial/vendas' -> 'comercial-vendas'). */
export function fileNameOf(pagePath: string): string {
  return (
    pagePath
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'planilha'
  );
}

/**
 * Every row of a grid's current query as a spreadsheet, streamed as it is written on a worker
 * thread. Refuses an unknown grid (400) and an empty query (404); a failure writing the workbook is
 * told to `log` and answered with the spec's 'could not create the file' (500).
 */
export async function exportGridSpreadsheet(
  db: Db,
  pool: DocumentPool,
  body: z.output<typeof spreadsheetRequest>,
  auth: AuthContext,
  tenantId: number,
  log: (error: unknown) => void,
): Promise<{ name: string; file: Readable }> {
  const grid = gridExport(db, body.grade, body, auth, tenantId, EXPORT_READ);
  if (!grid) throw badRequest(gridMessages.exportFailed);
  const first = await grid.pages.next();
  if (first.done || first.value.length === 0) throw notFound(gridMessages.exportEmpty);
  const name = fileNameOf(body.pagina);
  const columns = grid.columns.map(({ wire, label, type, display, valueLabels }) => ({
    wire,
    label,
    type,
    display,
    valueLabels,
  }));
  const failed = (error: unknown) => {
    if (error instanceof AppError) return error;
    log(error);
    return new AppError(500, gridMessages.exportFailed);
  };
  return {
    name,
    file: new SpreadsheetStream(pool, { title: name, columns }, pagesFrom(first.value, grid.pages), failed),
  };
}

async function* pagesFrom(first: GridRow[], rest: AsyncGenerator<GridRow[]>): AsyncGenerator<GridRow[]> {
  yield first;
  yield* rest;
}

/** The given HTML, sanitised, as a PDF (headed by `logo`, a PNG, when given), made on a worker thread. */
export async function pdfOf(pool: DocumentPool, html: string, title?: string, logo?: Buffer): Promise<Buffer> {
  return bytes(await pool.start('pdf', { html, title, logo }).done);
}

const bytes = (file: Uint8Array) => Buffer.from(file.buffer, file.byteOffset, file.byteLength);

/** The DANFE of an NF-e XML (the emitter's logo, a PNG, in its box when given), made on a worker thread. */
export async function danfeOf(pool: DocumentPool, xml: string, logo?: Buffer): Promise<Buffer> {
  return bytes(await pool.start('danfe', { xml, logo }).done);
}

/** A boleto's second copy, made on a worker thread. */
export async function boletoPdfOf(pool: DocumentPool, boleto: BoletoDocument): Promise<Buffer> {
  return bytes(await pool.start('boleto', boleto).done);
}
