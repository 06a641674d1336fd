import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/infra.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { tenants } from '../../db/schema/tenants.js';
import { forgetStoreSettings, readStoreNoticeAddresses } from '../store-config/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { campinasAddress as entrega, openShop } from './store.fixture.js';
import { writeStoreSettings } from '../../test/store-settings.js';

// 'nte': the shop's own addresses get a copy of every new store order, through the outbox.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Ana buys two cans of paint (R$ 240,00 + R$ 36,00 shipping) in the given shop. */
async function buy(shop: Awaited<ReturnType<typeof openShop>>) {
  await shop.addToCart('ana', shop.ids.paint, 2);
  const cart = (await shop.send('GET', '/api/loja/carrinho', 'ana')).body.carrinho;
  const placed = await shop.send('POST', '/api/loja/finalizar', 'ana', {
    pedido: cart.pedido.codigo,
    totalExibido: 276,
    entrega,
    frete: 'Entrega Própria',
    formaPagamento: 'D',
  });
  expect(placed.status).toBe(200);
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, shop.tenant.id));
  return { order: cart.pedido.codigo as number, mails };
}

describe('new-order notification (nte)', () => {
  it('sends the shop a copy of its own, to the valid addresses, once each; the customer mail stays theirs', async () => {
    const shop = await openShop(t);
    const emails = ['vendas@tintas.test', ' gerente@tintas.test ', 'não é e-mail', 'vendas@tintas.test'];
    await writeStoreSettings(t.database.db, shop.tenant.id, {
      key: 'nte',
      value: { ativacao: '1', emails },
      description: 'notificação por e-mail',
    });
    const other = await openShop(t);
    const { order, mails } = await buy(shop);
    const copy = mails.find((m) => m.subject.startsWith('Novo pedido'));
    expect(copy?.recipients).toEqual(['vendas@tintas.test', 'gerente@tintas.test']);
    expect(copy?.subject).toBe(`Novo pedido nº ${order} na loja virtual - Ana Cliente`);
    expect(copy?.html).toContain('Frete (Entrega Própria): R$ 36,00');
    const confirmation = mails.find((m) => m.subject.startsWith('Pedido nº'));
    expect(confirmation?.recipients).not.toContain('vendas@tintas.test');
    // The other company's orders never reach these addresses.
    const elsewhere = await buy(other);
    expect(elsewhere.mails.map((m) => m.subject)).toEqual([`Pedido nº ${elsewhere.order} recebido - Tintas Teste`]);
  });

  it('sends no copy when the row is inactive', async () => {
    const shop = await openShop(t);
    await writeStoreSettings(t.database.db, shop.tenant.id, {
      key: 'nte',
      value: { ativacao: '0', emails: ['vendas@tintas.test'] },
      active: false,
      description: 'notificação por e-mail',
    });
    const { mails } = await buy(shop);
    expect(mails).toHaveLength(1);
  });
});

describe("the store's payment notices", () => {
  it("go to the 'nte' addresses, else the contact's, else the company's e-mail; none when no valid one", async () => {
    const shop = await openShop(t);
    const db = t.database.db;
    const addresses = () => readStoreNoticeAddresses(db, shop.tenant.id);
    expect(await addresses()).toEqual([]);
    await db.update(tenants).set({ email: 'empresa@tintas.test' }).where(eq(tenants.id, shop.tenant.id));
    expect(await addresses()).toEqual(['empresa@tintas.test']);
    const setting = (key: string, value: object) => writeStoreSettings(db, shop.tenant.id, { key, value });
    await setting('con', { email: 'não é e-mail' });
    expect(await addresses()).toEqual(['empresa@tintas.test']);
    await db.delete(ecommerceSettings).where(eq(ecommerceSettings.tenantId, shop.tenant.id));
    forgetStoreSettings(db, shop.tenant.id);
    await setting('con', { email: 'contato@tintas.test' });
    expect(await addresses()).toEqual(['contato@tintas.test']);
    await setting('nte', { ativacao: '1', emails: ['vendas@tintas.test', 'gerente@tintas.test'] });
    expect(await addresses()).toEqual(['vendas@tintas.test', 'gerente@tintas.test']);
  });
});
