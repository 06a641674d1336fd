import type { FastifyInstance } from 'fastify';
import { documentCalls } from '../../../shared/contract/documents.js';
import { PDF_TYPE, XLSX_TYPE } from '../../../shared/schemas/documents.js';
import { gridMessages } from '../../../shared/schemas/grid.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { gridAt, gridScope, allGridRows } from '../grids/index.js';
import { renderPdf } from './pdf.js';
import { buildSpreadsheet } from './spreadsheet.js';

const EXPORT_MAX_ROWS = 100_000;

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The file name the spec asks for: the page path ('/comercial/vendas' -> 'comercial-vendas'). */
export function fileNameOf(pagePath: string): string {
  return (
    pagePath
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'planilha'
  );
}

export function documentRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, documentCalls.spreadsheet, async ({ body, auth, request, reply }) => {
    const def = gridAt(body.grade);
    if (!def) throw badRequest(gridMessages.exportFailed);
    const rows = await allGridRows(ctx.db, def, body, gridScope(body, auth, request.tenant.id), EXPORT_MAX_ROWS);
    if (rows.length === 0) throw notFound(gridMessages.exportEmpty);
    const name = fileNameOf(body.pagina);
    try {
      const file = await buildSpreadsheet(name, def.columns, rows);
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
        .send(file);
    } catch (error) {
      request.log.error(error);
      return reply.status(500).send({ exception: gridMessages.exportFailed });
    }
  });

  route(app, documentCalls.pdf, async ({ body, reply }) => {
    const file = await renderPdf(body.html, body.titulo);
    return reply
      .header('Content-Type', PDF_TYPE)
      .header('Content-Disposition', 'inline; filename="documento.pdf"')
      .send(file);
  });
}
