import type { FastifyInstance } from 'fastify';
import { privacyCalls } from '../../../shared/contract/privacy.js';
import { PDF_TYPE } from '../../../shared/schemas/documents.js';
import { JSON_TYPE } from '../../../shared/schemas/privacy.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import type { DocumentPool } from '../documents/index.js';
import type { MailService } from '../mail/index.js';
import {
  answerDataRequest,
  personalDataJson,
  personalDataPdf,
  queueRequest,
  saveOwnContact,
} from './privacy.service.js';

type RouteDeps = { db: Db; documents: DocumentPool; mail: MailService };

export function privacyRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, privacyCalls.exportJson, async ({ auth, reply }) =>
    reply
      .header('Content-Type', `${JSON_TYPE}; charset=utf-8`)
      .header('Content-Disposition', 'attachment; filename="meus-dados.json"')
      .send(await personalDataJson(ctx.db, auth)),
  );

  route(app, privacyCalls.exportPdf, async ({ auth, reply }) =>
    reply
      .header('Content-Type', PDF_TYPE)
      .header('Content-Disposition', 'attachment; filename="meus-dados.pdf"')
      .send(await personalDataPdf(ctx.db, ctx.documents, auth)),
  );

  route(app, privacyCalls.updateContact, ({ auth, body }) => saveOwnContact(ctx.db, auth, body));
  route(app, privacyCalls.request, ({ auth, body }) => queueRequest(ctx.db, auth, body));
  route(app, privacyCalls.answer, ({ auth, params, body, request }) =>
    answerDataRequest(ctx, auth, request.tenant, params.id, body),
  );
}
