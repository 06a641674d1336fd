import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Who hears a channel: each notice's payload, and whether notices reach the process at all. */
export type NoticeListener = {
  onNotice: (payload: string) => void;
  /** True once listening; false while the connection is down (notices sent meanwhile are lost). */
  onLive: (live: boolean) => void;
};

/** Starts listening (resolves once the first attempt is over) and returns how to stop. */
export type Listen = (channel: string, listener: NoticeListener) => Promise<() => Promise<void>>;

/**
 * PGlite: one process owns the database, and a notice reaches the listener while the statement
 * that committed it returns, so a cached answer is never behind a committed change.
 */
export const listenOnPglite =
  (client: PGlite): Listen =>
  async (channel, listener) => {
    const unsubscribe = await client.listen(channel, (payload) => listener.onNotice(payload));
    listener.onLive(true);
    return async () => {
      listener.onLive(false);
      await unsubscribe().catch(() => {});
    };
  };

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * PostgreSQL: a connection of its own, outside the pool (a pooled one would be handed to queries).
 * When it drops (a restart, idle_session_timeout) the listener is told it is no longer live and a
 * new connection is tried after 1 s, doubling up to 30 s.
 */
export const listenOnPostgres =
  (url: string, report: (error: Error) => void): Listen =>
  async (channel, listener) => {
    let current: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let delay = FIRST_RETRY_MS;

    const lost = (client: pg.Client, error?: Error) => {
      if (error) report(error);
      client.end().catch(() => {});
      if (current !== client) return;
      current = undefined;
      listener.onLive(false);
      if (!stopped) retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    };

    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel === channel) listener.onNotice(message.payload ?? '');
      });
      client.on('error', (error) => lost(client, error));
      client.on('end', () => lost(client));
      current = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        lost(client, error as Error);
        return;
      }
      if (stopped || current !== client) return void client.end().catch(() => {});
      delay = FIRST_RETRY_MS;
      listener.onLive(true);
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      listener.onLive(false);
      await client?.end().catch(() => {});
    };
  };
