import type { FastifyInstance } from 'fastify';
import { fiscalCalls } from '../../../shared/contract/fiscal.js';
import { PDF_TYPE } from '../../../shared/schemas/documents.js';
import { XML_TYPE, ZIP_TYPE } from '../../../shared/schemas/fiscal.js';
import type { Config } from '../../config.js';
import { route } from '../../http/route.js';
import type { MailService } from '../mail/index.js';
import { boletoPdf, invoiceDanfe, invoiceXml, mailInvoices, type DanfeDeps } from './fiscal.service.js';
import { invoiceZip } from './invoice-zip.service.js';

type RouteDeps = DanfeDeps & { mail: MailService; config: Pick<Config, 'customerMail'> };

export function fiscalRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, fiscalCalls.xml, async ({ query, auth, reply }) => {
    const file = await invoiceXml(ctx.db, auth, query.nota);
    return reply
      .header('Content-Type', `${XML_TYPE}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .send(file.xml);
  });

  route(app, fiscalCalls.danfe, async ({ query, auth, reply }) => {
    const file = await invoiceDanfe(ctx, auth, query.xml);
    return reply
      .header('Content-Type', PDF_TYPE)
      .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      .send(file.pdf);
  });

  route(app, fiscalCalls.zip, async ({ query, auth, reply }) => {
    const zip = await invoiceZip(ctx, auth, query);
    return reply
      .header('Content-Type', ZIP_TYPE)
      .header('Content-Disposition', `attachment; filename="${zip.fileName}"`)
      .send(zip.file);
  });

  route(app, fiscalCalls.sendMail, ({ body, auth, request }) =>
    mailInvoices({ ...ctx, customerMail: ctx.config.customerMail }, auth, request.tenant, body),
  );

  route(app, fiscalCalls.boleto, async ({ params, auth, request, reply }) => {
    const file = await boletoPdf(ctx.db, ctx.documents, auth, request.tenant, params.id);
    return reply
      .header('Content-Type', PDF_TYPE)
      .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      .send(file.pdf);
  });
}
