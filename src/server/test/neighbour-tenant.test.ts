import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../db/schema/customers.js';
import { insertCustomer, insertOrder, insertTenant } from './factories.js';
import { NEIGHBOUR } from './neighbour-tenant.js';
import { createTestDatabase } from './test-database.js';

describe('the neighbour company of every test database', () => {
  it("shares its ids with the company a test creates, with other data; the neighbour's row comes first", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const tenant = await insertTenant(db, { alias: 'padrao' });
      const customer = await insertCustomer(db, tenant.id, { name: 'Cliente do Teste' });
      const order = await insertOrder(db, tenant.id, { customerId: customer.id, customerName: customer.name });
      expect([customer.id, order.id]).toEqual([1, 1]);
      // What a lookup that forgot its tenant would read.
      const [first, ...rest] = await db.select().from(customers).where(eq(customers.id, 1));
      expect(first?.name).toContain(NEIGHBOUR.marker);
      expect(rest.map((row) => row.name)).toEqual(['Cliente do Teste']);
    } finally {
      await database.close();
    }
  });

  it('refuses to close after a change to its rows, naming the table', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`UPDATE customers SET credit = 'S' WHERE id = 7`);
    await expect(database.close()).rejects.toThrow("a test changed the neighbour company's rows in: customers");
  });
});
