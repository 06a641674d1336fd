import type { FastifyInstance } from 'fastify';
import { storeConfigCalls } from '../../../shared/contract/store-config.js';
import { publicSettingKeys } from '../../../shared/schemas/store-config.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { sanitizeRichText } from '../documents/index.js';
import { findActiveSettings } from './store-config.repo.js';

/** Rows with rich text (pages, banners) reach the browser sanitised, whoever wrote them. */
function cleanHtml(value: Record<string, unknown>): Record<string, unknown> {
  return typeof value.html === 'string' ? { ...value, html: sanitizeRichText(value.html) } : value;
}

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

export function storeConfigRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, storeConfigCalls.settings, async ({ request }) => {
    const rows = await findActiveSettings(ctx.db, request.tenant.id, publicSettingKeys);
    return {
      configuracoes: Object.fromEntries(rows.map((row) => [row.key, cleanHtml(row.value as Record<string, unknown>)])),
    };
  });
}
