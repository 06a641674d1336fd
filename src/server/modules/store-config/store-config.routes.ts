import type { FastifyInstance } from 'fastify';
import { storeConfigCalls } from '../../../shared/contract/store-config.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { restoreSetting, saveSetting, settingsForEditor, settingVersions } from './settings-editor.service.js';
import { signUp } from './newsletter.service.js';
import { publicSettings } from './store-config.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; config: { settingsKey: Buffer | undefined } };

export function storeConfigRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, storeConfigCalls.settings, ({ request }) => publicSettings(ctx.db, request.tenant.id));
  route(app, storeConfigCalls.newsletter, ({ request, body }) => signUp(ctx.db, request.tenant.id, body));
  route(app, storeConfigCalls.all, ({ request }) => settingsForEditor(ctx.db, request.tenant.id));
  route(app, storeConfigCalls.save, ({ auth, request, body }) =>
    saveSetting(ctx.db, ctx.config.settingsKey, auth, request.tenant.id, body),
  );
  route(app, storeConfigCalls.versions, ({ request, params }) =>
    settingVersions(ctx.db, request.tenant.id, params.nome),
  );
  route(app, storeConfigCalls.restore, ({ auth, request, params }) =>
    restoreSetting(ctx.db, ctx.config.settingsKey, auth, request.tenant.id, params.nome, params.codigo),
  );
}
