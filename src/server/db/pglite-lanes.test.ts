import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { gatePglite, inBackground, LaneGate } from './pglite-lanes.js';

/** A turn that only notes its name. */
const note = (order: string[], name: string) => () => Promise.resolve(void order.push(name));

/** Holds `gate` (in the slow lane) until the returned function is called. */
function hold(gate: LaneGate) {
  let release = () => {};
  const held = gate.run(true, () => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
  };
}

describe('LaneGate', () => {
  it('lets every waiting fast turn go before the slow ones, each lane in its order', async () => {
    const gate = new LaneGate();
    const order: string[] = [];
    const release = hold(gate);
    const turns = [
      gate.run(true, note(order, 'slow 1')),
      gate.run(false, note(order, 'fast 1')),
      gate.run(true, note(order, 'slow 2')),
      gate.run(false, note(order, 'fast 2')),
    ];
    await release();
    await Promise.all(turns);
    expect(order).toEqual(['fast 1', 'fast 2', 'slow 1', 'slow 2']);
  });

  it('lets a slow turn go after eight fast ones in a row', async () => {
    const gate = new LaneGate();
    const order: string[] = [];
    const release = hold(gate);
    const turns = [gate.run(true, note(order, 'slow'))];
    for (let n = 1; n <= 10; n++) turns.push(gate.run(false, note(order, `fast ${n}`)));
    await release();
    await Promise.all(turns);
    expect(order).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `fast ${n}`), 'slow', 'fast 9', 'fast 10']);
  });

  it('hears a request due on a timer before handing the engine to the next slow turn', async () => {
    const gate = new LaneGate();
    const order: string[] = [];
    const release = hold(gate);
    const slow = gate.run(true, note(order, 'slow'));
    const fast = new Promise((resolve) => setTimeout(() => resolve(gate.run(false, note(order, 'fast'))), 0));
    await release();
    await Promise.all([slow, fast]);
    expect(order).toEqual(['fast', 'slow']);
  });
});

describe('gatePglite', () => {
  const client = new PGlite();
  gatePglite(client);
  afterAll(() => client.close());

  it('runs a query that comes in while dashboards queue right after the one running', async () => {
    const order: string[] = [];
    const dashboards = inBackground(() =>
      Promise.all(
        [1, 2, 3].map(async (n) => {
          await client.query(`SELECT pg_sleep(0.02), ${n}`);
          order.push(`dashboard ${n}`);
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.query('SELECT 1');
    order.push('cheap');
    await dashboards;
    expect(order.indexOf('cheap')).toBeLessThanOrEqual(1);
  });

  it('keeps transactions and their own queries working behind the gate', async () => {
    await client.exec('CREATE TABLE lane_t (n int)');
    const sum = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO lane_t VALUES (1), (2)');
      return (await tx.query<{ s: number }>('SELECT sum(n)::int AS s FROM lane_t')).rows[0]?.s;
    });
    expect(sum).toBe(3);
    await expect(inBackground(() => client.query('SELECT count(*)::int AS n FROM lane_t'))).resolves.toMatchObject({
      rows: [{ n: 2 }],
    });
  });
});
