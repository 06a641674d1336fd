import type { FastifyInstance } from 'fastify';
import { publicSettingKeys, type StoreConfigReply } from '../../../shared/schemas/store-config.js';
import type { AppContext } from '../../app-context.js';
import { findActiveSettings } from './store-config.repo.js';

export function storeConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/loja/configuracao', async (request): Promise<StoreConfigReply> => {
    const rows = await findActiveSettings(ctx.db, request.tenant.id, publicSettingKeys);
    return { configuracoes: Object.fromEntries(rows.map((row) => [row.key, row.value as Record<string, unknown>])) };
  });
}
