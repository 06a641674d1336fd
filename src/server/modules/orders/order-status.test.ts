import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses } from '../../../shared/domain/order-status.js';
import { transitionWrites } from '../../../shared/domain/order-transitions.js';
import type { Database } from '../../db/client.js';
import { insertOrder, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('order statuses', () => {
  it('are only those of the transition table: the database refuses any other', async () => {
    const tenant = await insertTenant(database.db);
    for (const status of orderStatuses) await insertOrder(database.db, tenant.id, { status });
    const order = await insertOrder(database.db, tenant.id);
    const refusal = await database.db
      .execute(sql`UPDATE orders SET status = 'Faturado' WHERE tenant_id = ${tenant.id} AND id = ${order.id}`)
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(`${refusal?.message} ${String((refusal?.cause as Error | undefined)?.message)}`).toMatch(
      /orders_status_check/,
    );
  });

  it('are written by the actions that change them, each into a status of the table', () => {
    expect(transitionWrites).toEqual({
      saveBudget: { status: 'Orcamento', orderType: 'O' },
      placeOrder: { status: 'Venda', orderType: 'V', invoiceStatus: 'A' },
      cancel: { status: 'Cancelado' },
      acceptQuote: { status: 'Reserva', orderType: 'V' },
    });
  });
});
