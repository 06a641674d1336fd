import { settingKeyByName } from '../../../shared/domain/store-settings.js';
import type { Db } from '../../db/client.js';
import { findSettings } from './store-config.repo.js';
import { isSealed, open, placeOf, seal } from './secret-box.js';

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
  key: PaymentKey,
): Promise<Record<string, string> | undefined> {
  const [row] = await findSettings(db, tenantId, [key]);
  return row && openSetting(settingsKey, tenantId, key, row.value);
}

/**
 * Several payment settings in one statement (the checkout asks which card provider charges), each
 * opened. One that does not open (CredentialsLockedError) is left out: it charges nothing, as one
 * never saved.
 */
export async function readPaymentSettings(
  db: Db,
  settingsKey: Buffer | undefined,
  tenantId: number,
  keys: readonly PaymentKey[],
): Promise<Map<PaymentKey, Record<string, string>>> {
  const rows = await findSettings(db, tenantId, keys);
  const read = new Map<PaymentKey, Record<string, string>>();
  for (const row of rows) {
    const key = row.key as PaymentKey;
    try {
      read.set(key, openSetting(settingsKey, tenantId, key, row.value));
    } catch (error) {
      if (!(error instanceof CredentialsLockedError)) throw error;
    }
  }
  return read;
}

function openSetting(settingsKey: Buffer | undefined, tenantId: number, key: PaymentKey, stored: unknown) {
  const fields = settingKeyByName.get(key)?.fields ?? [];
  const value = stored as Record<string, unknown>;
  const opened = fields.map((field): [string, string] => {
    const plain = openPaymentCredential(settingsKey, tenantId, key, field.name, value[field.name]);
    if (plain === undefined) throw new CredentialsLockedError(`${key}.${field.name}`);
    return [field.name, plain];
  });
  return Object.fromEntries(opened);
}

export type PaymentKey = 'cie' | 'pgs' | 'moi' | 'pix';

/**
 * A credential sealed as the field of a payment setting is: for a copy kept beside something made
 * with it at the provider (a Moip notification preference, deleted later with the credentials it
 * was made with even after the setting changed).
 */
export const sealPaymentCredential = (
  settingsKey: Buffer,
  tenantId: number,
  key: PaymentKey,
  field: string,
  plain: string,
): string => seal(settingsKey, plain, placeOf(tenantId, key, field));

/**
 * A stored field of a payment setting, opened: as stored when it was never sealed ('' when not
 * text); undefined when it does not open (no SETTINGS_KEY, another key, another place).
 */
export function openPaymentCredential(
  settingsKey: Buffer | undefined,
  tenantId: number,
  key: PaymentKey,
  field: string,
  stored: unknown,
): string | undefined {
  if (!isSealed(stored)) return typeof stored === 'string' ? stored : '';
  const plain = settingsKey && open(settingsKey, stored, placeOf(tenantId, key, field));
  return plain === '' ? undefined : plain;
}

/** A field of a payment setting that is never sealed (a public certificate): readable without SETTINGS_KEY. */
export async function readPublicPaymentField(
  db: Db,
  tenantId: number,
  key: 'cie' | 'pgs' | 'moi' | 'pix',
  name: string,
): Promise<string> {
  const [row] = await findSettings(db, tenantId, [key]);
  const stored = (row?.value as Record<string, unknown> | undefined)?.[name];
  return typeof stored === 'string' ? stored.trim() : '';
}
