import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { GatewayError } from '../payment-config/index.js';
import { openPaymentCredential, sealPaymentCredential } from '../store-config/index.js';
import type { MoipPaymentsClient } from './moip-payments-client.js';
import {
  claimRetired,
  deleteFailed,
  dropPreference,
  keepPreference,
  livePreferences,
  markChecked,
  retirePreferences,
  type MoipPreferenceRow,
} from './moip-preferences.repo.js';
import type { Credentials } from './payment-provider.js';

export type MoipPreferenceDeps = {
  db: Db;
  log: FastifyBaseLogger;
  settingsKey: Buffer | undefined;
  moip: Pick<MoipPaymentsClient, 'notificationPreferences' | 'createNotifications' | 'deleteNotifications'>;
};

/** The company's Moip account and our notification path there, when Moip is who charges its cards. */
export type MoipTarget = { credentials: Credentials; path: string };

/** A kept preference is looked for at Moip again after this (it may have been deleted in Moip's panel). */
const RECHECK_MS = 60 * 60_000;
/** How long a server holds a retired preference while it asks Moip to delete it (the call times out well before). */
const DELETE_LEASE_MS = 2 * 60_000;
/** A failed delete is tried again after 1, 2, 4 … minutes, at most a day apart. */
const retryMs = (tries: number) => Math.min(2 ** tries, 24 * 60) * 60_000;

const environmentOf = (credentials: Credentials) => (credentials.ambiente === 'producao' ? 'producao' : 'sandbox');

/**
 * The notification preferences this server makes at a company's Moip account (Moip posts the
 * payments' events only to them). One is ensured before a Moip charge and kept with the credentials
 * it was made with; one the settings no longer point at (another provider first, other Moip
 * credentials, another address or secret) is retired, and deleted at Moip outside any transaction:
 * a delete Moip does not confirm is logged and tried again (the next save, charge or sweep).
 */
export class MoipPreferences {
  constructor(
    private readonly deps: MoipPreferenceDeps,
    /** Who charges the company's cards now, read from its committed settings. */
    private readonly current: (tenantId: number) => Promise<MoipTarget | undefined>,
  ) {}

  /**
   * Before a Moip charge: a preference posting to `target` with these credentials, made at Moip
   * when none is kept (or Moip no longer has it); any other of the company's is retired and
   * deleted. A failure is logged and the charge goes on (the reply comes at once, the sweep reads Moip).
   */
  async ensure(tenantId: number, credentials: Credentials, target: string): Promise<void> {
    try {
      await this.ensureAt(tenantId, credentials, target);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tenantId, reason: error.message }, 'moip notification preference not ensured');
    }
    await this.deleteRetired(tenantId);
  }

  /**
   * After a payment setting of the company was saved (committed): its preferences that the settings
   * no longer point at are retired and deleted at Moip; a new one is made at the next Moip charge.
   */
  async settingsSaved(tenantId: number): Promise<void> {
    const now = await this.current(tenantId);
    const live = await livePreferences(this.deps.db, tenantId);
    const stale = live.filter(
      (row) => !now || !this.sameAccount(row, now.credentials) || !row.target.endsWith(now.path),
    );
    await retirePreferences(
      this.deps.db,
      tenantId,
      stale.map((row) => row.id),
    );
    await this.deleteRetired(tenantId);
  }

  /** The retired preferences of every company whose retry time came (the payments' sweep): how many Moip deleted. */
  sweep(limit = 20): Promise<number> {
    return this.deleteRetired(undefined, limit);
  }

  private async ensureAt(tenantId: number, credentials: Credentials, target: string): Promise<void> {
    const live = await livePreferences(this.deps.db, tenantId);
    const ours = (row: MoipPreferenceRow) => row.target === target && this.sameAccount(row, credentials);
    await retirePreferences(
      this.deps.db,
      tenantId,
      live.filter((row) => !ours(row)).map((row) => row.id),
    );
    const kept = live.find(ours);
    if (kept && Date.now() - kept.checkedAt.getTime() < RECHECK_MS) return;
    const atMoip = await this.deps.moip.notificationPreferences(credentials);
    if (kept && atMoip.some((p) => p.id === kept.preferenceId)) return markChecked(this.deps.db, tenantId, kept.id);
    // Deleted in Moip's panel: made again. One posting here already (made before these rows were kept) is adopted.
    if (kept) await dropPreference(this.deps.db, tenantId, kept.id);
    const found = atMoip.find((p) => p.target === target)?.id;
    const id = found ?? (await this.deps.moip.createNotifications(credentials, target));
    await keepPreference(this.deps.db, this.rowOf(tenantId, credentials, target, id));
  }

  private rowOf(tenantId: number, credentials: Credentials, target: string, preferenceId: string) {
    const key = this.deps.settingsKey;
    // The webhook's address carries a secret made with SETTINGS_KEY: without the key nothing is ensured.
    if (!key) throw new Error('a Moip notification preference without SETTINGS_KEY');
    const sealed = (field: string) => sealPaymentCredential(key, tenantId, 'moi', field, credentials[field] ?? '');
    return {
      tenantId,
      preferenceId,
      target,
      environment: environmentOf(credentials),
      token: sealed('token'),
      key: sealed('chave'),
    };
  }

  /** The credentials a kept preference was made with; undefined when they no longer open (SETTINGS_KEY changed). */
  private credentialsOf(row: MoipPreferenceRow): Credentials | undefined {
    const opened = (field: string, stored: string) =>
      openPaymentCredential(this.deps.settingsKey, row.tenantId, 'moi', field, stored);
    const token = opened('token', row.token);
    const chave = opened('chave', row.key);
    return token && chave ? { token, chave, ambiente: row.environment } : undefined;
  }

  private sameAccount(row: MoipPreferenceRow, credentials: Credentials): boolean {
    const made = this.credentialsOf(row);
    return (
      row.environment === environmentOf(credentials) &&
      made?.token === credentials.token &&
      made?.chave === credentials.chave
    );
  }

  private async deleteRetired(tenantId: number | undefined, limit = 20): Promise<number> {
    let deleted = 0;
    for (const row of await claimRetired(this.deps.db, tenantId, DELETE_LEASE_MS, limit)) {
      if (await this.deleteAtMoip(row)) deleted++;
    }
    return deleted;
  }

  private async deleteAtMoip(row: MoipPreferenceRow): Promise<boolean> {
    const where = { tenantId: row.tenantId, preferenceId: row.preferenceId, target: row.target };
    try {
      const credentials = this.credentialsOf(row);
      if (!credentials) throw new GatewayError('unavailable', 'as credenciais da preferência não abrem (SETTINGS_KEY)');
      await this.deps.moip.deleteNotifications(credentials, row.preferenceId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await deleteFailed(this.deps.db, row, error.message, retryMs(row.deleteTries));
      this.deps.log.warn(
        { ...where, tries: row.deleteTries + 1, reason: error.message },
        'moip notification preference not deleted',
      );
      return false;
    }
    await dropPreference(this.deps.db, row.tenantId, row.id);
    this.deps.log.info(where, 'moip notification preference deleted');
    return true;
  }
}
