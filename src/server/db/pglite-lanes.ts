import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Two lanes in front of PGlite's one connection. PGlite runs each query on the server's thread, one
 * at a time, first come first served: while two managers' dashboards queue a dozen aggregates, a
 * login or a cart waits for all of them. Work started inside `inBackground` (the BI dashboards) goes
 * to the slow lane: it gets the engine only when no request of the fast lane is waiting, and only
 * after the event loop has had a turn to hear new requests (a query holds the thread, so a request
 * that came in meanwhile has not been read yet). So a cheap request waits for at most the one
 * dashboard query that is running, not for the queue. No lane starves: after FAST_STREAK fast turns
 * in a row, a waiting slow one goes.
 */
const FAST_STREAK = 8;

const background = new AsyncLocalStorage<true>();

/** Runs `work` in the slow lane (PGlite only; on PostgreSQL every query has its own connection). */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** One holder at a time, the fast lane first. */
export class LaneGate {
  #busy = false;
  #fast: Array<() => void> = [];
  #slow: Array<() => void> = [];
  #streak = 0;

  async run<T>(slow: boolean, work: () => Promise<T>): Promise<T> {
    if (this.#busy) await new Promise<void>((resolve) => (slow ? this.#slow : this.#fast).push(resolve));
    else this.#busy = true;
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #release(): void {
    if (this.#slow.length === 0 || (this.#fast.length > 0 && this.#streak < FAST_STREAK)) {
      this.#handOff();
      return;
    }
    // A timer turn and then an I/O turn: requests due on a timer or waiting on a socket are read and
    // queue their queries in the fast lane before the slow one gets the engine.
    setTimeout(() => setImmediate(() => this.#handOff()), 0);
  }

  #handOff(): void {
    const fast = this.#fast.length > 0 && (this.#slow.length === 0 || this.#streak < FAST_STREAK);
    const next = fast ? this.#fast.shift() : this.#slow.shift();
    this.#streak = fast ? this.#streak + 1 : 0;
    if (next) next();
    else this.#busy = false;
  }
}

/**
 * Puts the gate in front of everything that reaches the engine: PGlite's query, exec and transaction
 * (and the named statements of pglite-statements.ts) all hold its transaction lock, so the gate wraps
 * that lock. A transaction's own queries run under it and never pass the gate again.
 */
export function gatePglite(client: PGlite, gate = new LaneGate()): void {
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>) =>
    gate.run(background.getStore() === true, () => exclusive(work));
}
