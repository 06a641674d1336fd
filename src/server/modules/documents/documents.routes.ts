import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gridMessages } from '../../../shared/schemas/grid.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requireAuth } from '../../http/request-context.js';
import { allGridRows } from '../grids/grid-engine.js';
import { grids, parseGridCall } from '../grids/grids.routes.js';
import { renderPdf } from './pdf.js';
import { buildSpreadsheet } from './spreadsheet.js';

const EXPORT_MAX_ROWS = 100_000;
const pdfRequest = z.object({ html: z.string().min(1).max(2_000_000), titulo: z.string().max(200).optional() });
const exportTarget = z.object({ grade: z.string(), pagina: z.string().max(200) });

/** The file name the spec asks for: the page path ('/comercial/vendas' -> 'comercial-vendas'). */
export function fileNameOf(pagePath: string): string {
  return (
    pagePath
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'planilha'
  );
}

export function documentRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** POST /api/planilha: every row of a grid's current query (search and filters, no paging) as .xlsx. */
  app.post('/api/planilha', async (request, reply) => {
    const target = exportTarget.safeParse(request.body);
    const def = target.success ? grids.find((g) => g.url === target.data.grade) : undefined;
    if (!target.success || !def) throw badRequest(gridMessages.exportFailed);
    const { body, scope } = parseGridCall(request);
    const rows = await allGridRows(ctx.db, def, body, scope, EXPORT_MAX_ROWS);
    if (rows.length === 0) throw notFound(gridMessages.exportEmpty);
    const name = fileNameOf(target.data.pagina);
    try {
      const file = await buildSpreadsheet(name, def.columns, rows);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
        .send(file);
    } catch (error) {
      request.log.error(error);
      return reply.status(500).send({ exception: gridMessages.exportFailed });
    }
  });

  /** POST /gerar-pdf: the given HTML, sanitised, as a PDF. */
  app.post('/gerar-pdf', async (request, reply) => {
    requireAuth(request);
    const parsed = pdfRequest.safeParse(request.body);
    if (!parsed.success) throw badRequest('Envie o conteúdo (html) do documento.');
    const file = await renderPdf(parsed.data.html, parsed.data.titulo);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline; filename="documento.pdf"')
      .send(file);
  });
}
