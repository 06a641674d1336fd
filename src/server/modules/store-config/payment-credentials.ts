import { settingKeyByName } from '../../../shared/domain/store-settings.js';
import type { Db } from '../../db/client.js';
import { findSetting } from './settings-editor.repo.js';
import { isSealed, open, placeOf } from './secret-box.js';

/** A saved credential that cannot be opened: no SETTINGS_KEY, or another key than the one that sealed it. */
export class CredentialsLockedError extends Error {}

/**
 * A payment provider's setting (cie, pgs, moi) as the server uses it, credentials opened; undefined
 * when the company never saved it. For server use only: never part of a reply.
 */
export async function readPaymentSetting(
  db: Db,
  settingsKey: Buffer | undefined,
  tenantId: number,
  key: 'cie' | 'pgs' | 'moi' | 'pix',
): Promise<Record<string, string> | undefined> {
  const row = await findSetting(db, tenantId, key);
  if (!row) return undefined;
  const fields = settingKeyByName.get(key)?.fields ?? [];
  const value = row.value as Record<string, unknown>;
  const opened = fields.map((field): [string, string] => {
    const stored = value[field.name];
    if (!isSealed(stored)) return [field.name, typeof stored === 'string' ? stored : ''];
    const plain = settingsKey && open(settingsKey, stored, placeOf(tenantId, key, field.name));
    if (plain === undefined || plain === '') throw new CredentialsLockedError(`${key}.${field.name}`);
    return [field.name, plain];
  });
  return Object.fromEntries(opened);
}

/** A field of a payment setting that is never sealed (a public certificate): readable without SETTINGS_KEY. */
export async function readPublicPaymentField(
  db: Db,
  tenantId: number,
  key: 'cie' | 'pgs' | 'moi' | 'pix',
  name: string,
): Promise<string> {
  const stored = ((await findSetting(db, tenantId, key))?.value as Record<string, unknown> | undefined)?.[name];
  return typeof stored === 'string' ? stored.trim() : '';
}
