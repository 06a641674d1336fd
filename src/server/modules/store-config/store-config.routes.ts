import type { FastifyInstance } from 'fastify';
import { storeConfigCalls } from '../../../shared/contract/store-config.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { restoreSetting, saveSetting, settingsForEditor, settingVersions } from './settings-editor.service.js';
import { signUp } from './newsletter.service.js';
import { publicSettings } from './store-config.service.js';

/** What these routes need from the composition root. */
type RouteDeps = {
  db: Db;
  config: { settingsKey: Buffer | undefined };
  /** Told once a card provider's setting is committed: Moip's notification preferences follow it. */
  moipPreferences: { settingsSaved(tenantId: number): Promise<void> };
};

/** The settings that choose who charges the company's cards (the first complete one of these). */
const cardProviderKeys = new Set(['cie', 'pgs', 'moi']);

export function storeConfigRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** After the save's transaction, never inside it: the provider is asked over the network. */
  const saved = async <T>(tenantId: number, key: string, reply: T): Promise<T> => {
    if (cardProviderKeys.has(key)) await ctx.moipPreferences.settingsSaved(tenantId);
    return reply;
  };

  route(app, storeConfigCalls.settings, ({ request }) => publicSettings(ctx.db, request.tenant.id));
  route(app, storeConfigCalls.newsletter, ({ request, body }) => signUp(ctx.db, request.tenant.id, body));
  route(app, storeConfigCalls.all, ({ request }) => settingsForEditor(ctx.db, request.tenant.id));
  route(app, storeConfigCalls.save, async ({ auth, request, body }) =>
    saved(
      request.tenant.id,
      body.nome,
      await saveSetting(ctx.db, ctx.config.settingsKey, auth, request.tenant.id, body),
    ),
  );
  route(app, storeConfigCalls.versions, ({ request, params }) =>
    settingVersions(ctx.db, request.tenant.id, params.nome),
  );
  route(app, storeConfigCalls.restore, async ({ auth, request, params }) => {
    const { tenant } = request;
    const reply = await restoreSetting(ctx.db, ctx.config.settingsKey, auth, tenant.id, params.nome, params.codigo);
    return saved(tenant.id, params.nome, reply);
  });
}
