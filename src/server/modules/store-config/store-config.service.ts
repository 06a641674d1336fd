import { publicSettingKeys, type StoreConfigReply } from '../../../shared/schemas/store-config.js';
import type { Db } from '../../db/client.js';
import { sanitizePageHtml } from '../documents/index.js';
import { findActiveSettings } from './store-config.repo.js';
import { readStorefrontSwitches } from './storefront-switches.js';

/** Rows with rich text (pages, banners) reach the browser sanitised, whoever wrote them. */
function cleanHtml(value: Record<string, unknown>): Record<string, unknown> {
  return typeof value.html === 'string' ? { ...value, html: sanitizePageHtml(value.html) } : value;
}

/** The store's public settings, by key, as the storefront reads them. */
export async function publicSettings(db: Db, tenantId: number): Promise<StoreConfigReply> {
  const [rows, vitrine] = await Promise.all([
    findActiveSettings(db, tenantId, publicSettingKeys),
    readStorefrontSwitches(db, tenantId),
  ]);
  return {
    configuracoes: Object.fromEntries(rows.map((row) => [row.key, cleanHtml(row.value as Record<string, unknown>)])),
    vitrine,
  };
}
