import type { FastifyInstance } from 'fastify';
import { documentCalls } from '../../../shared/contract/documents.js';
import { PDF_TYPE, XLSX_TYPE } from '../../../shared/schemas/documents.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import type { DocumentPool } from './document-pool.js';
import { exportGridSpreadsheet, pdfOf } from './documents.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; documents: DocumentPool };

export function documentRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, documentCalls.spreadsheet, async ({ body, auth, request, reply }) => {
    const sheet = await exportGridSpreadsheet(ctx.db, ctx.documents, body, auth, request.tenant.id, (error) =>
      request.log.error(error),
    );
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="${sheet.name}.xlsx"`)
      .send(sheet.file);
  });

  route(app, documentCalls.pdf, async ({ body, reply }) => {
    const file = await pdfOf(ctx.documents, body.html, body.titulo);
    return reply
      .header('Content-Type', PDF_TYPE)
      .header('Content-Disposition', 'inline; filename="documento.pdf"')
      .send(file);
  });
}
