import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/domain/order-status.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { products } from '../../db/schema/catalog.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { insertCustomer, insertOrder, insertOrderItem, insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from './orders.fixture.js';

let w: OrdersWorld;
beforeAll(async () => {
  w = await ordersWorld();
});
afterAll(() => w.t.close());

type Line = { codigo: number; quantidade: number };
type CartLine = { cficodite: number; cfiproite: number; devolvido: number };

/** A sale of Loja Azul by Ana with these lines; gives the cart reply after placing it. */
async function saleOf(lines: Line[]) {
  let pedido: number | undefined;
  for (const line of lines)
    pedido = (await w.post(w.cookies.ana, '/api/carrinho/itens', { pedido, ...line })).body.pedido.codigo;
  await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido, cliente: w.customers.customer.id });
  const placed = await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido}`, { direcionamento: 'tpe' });
  expect(placed.body.pedido.cfistaped).toBe('Venda');
  return placed.body as { pedido: { codigo: number }; itens: CartLine[] };
}
/** A product of its own, so no other test's sales move its stock. */
const freshProduct = (stock = 50) => insertProduct(w.db, w.tenant.id, { siteDescription: 'Massa Corrida', stock });
const stockOf = async (id: number) =>
  (
    await w.db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, id)))
  )[0]?.stock;
const cancel = (cookie: string, pedido: number, motivo: unknown) =>
  w.post(cookie, `/api/pedidos/${pedido}/cancelar`, motivo === undefined ? {} : { motivo });
const giveBack = (
  cookie: string,
  pedido: number,
  itens: Array<{ item: number; quantidade: number }>,
  motivo = 'Avaria',
) => w.post(cookie, `/api/pedidos/${pedido}/devolver`, { motivo, itens });
/** Every mail about this order in the outbox, whatever it says. */
const mailsAbout = (pedido: number) =>
  w.db
    .select({ to: mailOutbox.recipients, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, w.tenant.id), like(mailOutbox.subject, `% ${pedido} %`)));
let blanks = 0;
/**
 * An order of a customer whose stored e-mail is blank (an old record), with 3 units of `product`.
 * E-mails are unique in a tenant, so each blank one is a space longer.
 */
async function blankMailOrder(status: OrderStatus, product: Awaited<ReturnType<typeof freshProduct>>) {
  blanks += 1;
  const blank = await insertCustomer(w.db, w.tenant.id, { name: 'Sem E-mail', email: ' '.repeat(blanks) });
  const order = await insertOrder(w.db, w.tenant.id, { status, customerId: blank.id, customerName: 'Sem E-mail' });
  const item = await insertOrderItem(w.db, order, product, { quantity: 3 });
  return { order, item };
}
const cancelMails = (pedido: number) =>
  w.db
    .select({ to: mailOutbox.recipients, subject: mailOutbox.subject, html: mailOutbox.html })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.tenantId, w.tenant.id), eq(mailOutbox.subject, `Pedido nº ${pedido} cancelado - Tintas Teste`)),
    );

describe('cancelling a sale (POST /api/pedidos/{code}/cancelar)', () => {
  it("refuses an empty or missing reason with the spec's message, and sellers and customers (403)", async () => {
    const { pedido } = await saleOf([{ codigo: (await freshProduct()).id, quantidade: 1 }]);
    for (const motivo of ['', '   ', undefined]) {
      const reply = await cancel(w.cookies.manager, pedido.codigo, motivo);
      expect(reply.status).toBe(400);
      expect(reply.body.exception).toBe(cartMessages.noCancelReason);
    }
    expect((await cancel(w.cookies.ana, pedido.codigo, 'Desistiu')).status).toBe(403);
    expect((await cancel(w.cookies.customer, pedido.codigo, 'Desistiu')).status).toBe(403);
    const still = await w.call(w.cookies.manager, 'GET', `/api/carrinho/${pedido.codigo}`);
    expect(still.body.pedido.cfistaped).toBe('Venda');
  });

  it("answers 404 for another company's sale", async () => {
    const theirs = await insertOrder(w.db, w.other.id, { customerId: w.customers.outsider.id, customerName: 'Outra' });
    expect((await cancel(w.cookies.manager, theirs.id, 'Engano')).status).toBe(404);
    expect((await w.post(w.cookies.manager, '/reason-canceled', { codOpe: theirs.id })).status).toBe(404);
  });

  it('two cancellations at once: one wins, the stock comes back once, one mail to the customer, who and when recorded', async () => {
    const product = await freshProduct(50);
    const { pedido } = await saleOf([{ codigo: product.id, quantidade: 4 }]);
    expect(await stockOf(product.id)).toBe(46);
    const replies = await Promise.all([
      cancel(w.cookies.manager, pedido.codigo, 'Cliente desistiu'),
      cancel(w.cookies.manager, pedido.codigo, 'Cliente desistiu'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(50);
    const mails = await cancelMails(pedido.codigo);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([w.customers.customer.email]);
    expect(mails[0]?.html).toContain('Motivo: Cliente desistiu');
    const [row] = await w.db
      .select({ by: orders.cancelledBy, at: orders.cancelledAt })
      .from(orders)
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, pedido.codigo)));
    expect(row?.by).not.toBeNull();
    expect(row?.at).toBeInstanceOf(Date);
    const reason = await w.post(w.cookies.ana, '/reason-canceled', { codOpe: pedido.codigo });
    expect(reason.body).toMatchObject({ motivo: 'Cliente desistiu', canceladoEm: row?.at?.toISOString() });
    expect(reason.body.canceladoPor).toEqual(expect.any(String));
    const byCustomer = await w.post(w.cookies.customer, '/reason-canceled', { codOpe: pedido.codigo });
    expect(byCustomer.body).toMatchObject({ motivo: 'Cliente desistiu', canceladoPor: null });
  });

  it('a reservation never took stock, so cancelling it gives none back; a blank e-mail gets no mail', async () => {
    const product = await freshProduct(20);
    const { order } = await blankMailOrder('Reserva', product);
    const reply = await cancel(w.cookies.manager, order.id, 'Prazo vencido');
    expect(reply.status).toBe(200);
    expect(reply.body.pedido.cfistaped).toBe('Cancelado');
    expect(await stockOf(product.id)).toBe(20);
    expect(await mailsAbout(order.id)).toEqual([]);
  });

  it("a cancelled order with a blank stored reason, and a sale with a stray one, answer the spec's text", async () => {
    const blank = await insertOrder(w.db, w.tenant.id, { status: 'Cancelado', cancelReason: '  ' });
    const stray = await insertOrder(w.db, w.tenant.id, { status: 'Venda', cancelReason: 'Engano antigo' });
    for (const order of [blank, stray]) {
      const reason = await w.post(w.cookies.manager, '/reason-canceled', { codOpe: order.id });
      expect(reason.body).toEqual({ motivo: cartMessages.noCancelReason, canceladoPor: null, canceladoEm: null });
    }
  });
});

describe('returning lines of a sale (POST /api/pedidos/{code}/devolver)', () => {
  it('takes back up to what is still with the customer; the stock once; the last units make it a Devolucao', async () => {
    const [a, b] = [await freshProduct(20), await freshProduct(20)];
    const sale = await saleOf([
      { codigo: a.id, quantidade: 3 },
      { codigo: b.id, quantidade: 2 },
    ]);
    const pedido = sale.pedido.codigo;
    const lineA = sale.itens.find((i) => i.cfiproite === a.id)?.cficodite ?? 0;
    const lineB = sale.itens.find((i) => i.cfiproite === b.id)?.cficodite ?? 0;
    const tooMany = await giveBack(w.cookies.manager, pedido, [{ item: lineA, quantidade: 4 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.exception).toBe(cartMessages.returnTooMany('Massa Corrida', 3));
    expect((await giveBack(w.cookies.manager, pedido, [{ item: lineA, quantidade: 0 }])).status).toBe(400);
    const noReason = await giveBack(w.cookies.manager, pedido, [{ item: lineA, quantidade: 1 }], ' ');
    expect(noReason.body.exception).toBe(cartMessages.returnReasonRequired);
    expect((await giveBack(w.cookies.ana, pedido, [{ item: lineA, quantidade: 1 }])).status).toBe(403);
    expect((await giveBack(w.cookies.customer, pedido, [{ item: lineA, quantidade: 1 }])).status).toBe(403);

    const partial = await giveBack(w.cookies.manager, pedido, [{ item: lineA, quantidade: 2 }]);
    expect(partial.status).toBe(200);
    expect(partial.body.msg.mensagem).toBe(cartMessages.returnRegistered);
    expect(partial.body.pedido.cfistaped).toBe('Venda');
    expect(partial.body.itens.find((i: CartLine) => i.cficodite === lineA).devolvido).toBe(2);
    expect(await stockOf(a.id)).toBe(19);
    const left = await giveBack(w.cookies.manager, pedido, [{ item: lineA, quantidade: 2 }]);
    expect(left.body.exception).toBe(cartMessages.returnTooMany('Massa Corrida', 1));

    const rest = await giveBack(w.cookies.manager, pedido, [
      { item: lineA, quantidade: 1 },
      { item: lineB, quantidade: 2 },
    ]);
    expect(rest.body.pedido.cfistaped).toBe('Devolucao');
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([20, 20]);
    const list = await w.call(w.cookies.manager, 'GET', `/api/pedidos/${pedido}/devolucoes`);
    expect(list.body.devolucoes).toHaveLength(2);
    expect(list.body.devolucoes[0]).toMatchObject({ motivo: 'Avaria', itens: [{ item: lineA, quantidade: 2 }] });
    expect((await giveBack(w.cookies.manager, pedido, [{ item: lineA, quantidade: 1 }])).status).toBe(409);
  });

  it('two returns of the same units at once bring them back once, with one mail to the customer', async () => {
    const product = await freshProduct(10);
    const sale = await saleOf([{ codigo: product.id, quantidade: 3 }]);
    const line = sale.itens[0]?.cficodite ?? 0;
    const replies = await Promise.all([
      giveBack(w.cookies.manager, sale.pedido.codigo, [{ item: line, quantidade: 2 }], 'Cor errada'),
      giveBack(w.cookies.manager, sale.pedido.codigo, [{ item: line, quantidade: 2 }], 'Cor errada'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await stockOf(product.id)).toBe(9);
    const mails = await w.db
      .select({ to: mailOutbox.recipients, html: mailOutbox.html })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, w.tenant.id),
          eq(mailOutbox.subject, `Devolução de itens do pedido nº ${sale.pedido.codigo} - Tintas Teste`),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([w.customers.customer.email]);
    expect(mails[0]?.html).toContain('2 × Massa Corrida');
    expect(mails[0]?.html).toContain('Motivo: Cor errada');
  });

  /** A sale of 3 units of a product at R$ 33,33 (with these fields) and `units` of one at R$ 100,00. */
  async function oddSale(units: number, fields: Partial<typeof products.$inferInsert> = {}) {
    const [a, b] = [await freshProduct(), await freshProduct()];
    await w.db
      .update(products)
      .set({ priceCents: 3333, ...fields })
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, a.id)));
    const sale = await saleOf([
      { codigo: a.id, quantidade: 3 },
      { codigo: b.id, quantidade: units },
    ]);
    const lineOf = (id: number) => sale.itens.find((i) => i.cfiproite === id)?.cficodite ?? 0;
    const returnsOf = async () =>
      (await w.call(w.cookies.manager, 'GET', `/api/pedidos/${sale.pedido.codigo}/devolucoes`)).body.devolucoes;
    return { pedido: sale.pedido.codigo, lineA: lineOf(a.id), lineB: lineOf(b.id), returnsOf };
  }

  it("values a return to the centavo as its share of each line's total, and names each line", async () => {
    const sale = await oddSale(2, { siteDescription: 'Selador Acrílico', packaging: 'Lata 18L' });
    const wholeB = await giveBack(w.cookies.manager, sale.pedido, [{ item: sale.lineB, quantidade: 2 }]);
    // Every unit of one line back, but not of the sale: still a 'Venda'.
    expect(wholeB.body.pedido.cfistaped).toBe('Venda');
    // The customer's notice names the line that came back, not the sale's first.
    const [notice] = await mailsAbout(sale.pedido);
    expect(notice?.html).toContain('<li>2 × Massa Corrida</li>');
    expect(notice?.html).not.toContain('Selador');
    await giveBack(w.cookies.manager, sale.pedido, [{ item: sale.lineA, quantidade: 1 }]);
    const returns = await sale.returnsOf();
    // 1 of 3 at R$ 33,33 is R$ 33,33 (9 999 × 1 ÷ 3), not the line's R$ 99,99 nor a third of it.
    expect(returns.map((d: { valor: number }) => d.valor)).toEqual([200, 33.33]);
    expect(returns[1].itens).toEqual([{ item: sale.lineA, descricao: 'Selador Acrílico - Lata 18L', quantidade: 1 }]);
  });

  it('values a return of two lines as the sum of their shares', async () => {
    const sale = await oddSale(4);
    await giveBack(w.cookies.manager, sale.pedido, [
      { item: sale.lineA, quantidade: 2 },
      { item: sale.lineB, quantidade: 1 },
    ]);
    // 9 999 × 2 ÷ 3 = 6 666, plus 40 000 × 1 ÷ 4 = 10 000.
    expect((await sale.returnsOf())[0].valor).toBe(166.66);
  });

  it('cancelling after a partial return brings back only what the customer still has', async () => {
    const product = await freshProduct(10);
    const sale = await saleOf([{ codigo: product.id, quantidade: 5 }]);
    await giveBack(w.cookies.manager, sale.pedido.codigo, [{ item: sale.itens[0]?.cficodite ?? 0, quantidade: 2 }]);
    expect(await stockOf(product.id)).toBe(7);
    expect((await cancel(w.cookies.manager, sale.pedido.codigo, 'Cliente desistiu')).status).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a customer whose stored e-mail is blank gets no mail of the return', async () => {
    const product = await freshProduct(10);
    const { order, item } = await blankMailOrder('Venda', product);
    const reply = await giveBack(w.cookies.manager, order.id, [{ item: item.id, quantidade: 1 }]);
    expect(reply.status).toBe(200);
    expect(await stockOf(product.id)).toBe(11);
    expect(await mailsAbout(order.id)).toEqual([]);
  });

  it("answers 404 for another company's sale, and lists no one else's returns", async () => {
    const theirs = await insertOrder(w.db, w.other.id, { customerId: w.customers.outsider.id, customerName: 'Outra' });
    expect((await giveBack(w.cookies.manager, theirs.id, [{ item: 1, quantidade: 1 }])).status).toBe(404);
    expect((await w.call(w.cookies.manager, 'GET', `/api/pedidos/${theirs.id}/devolucoes`)).status).toBe(404);
  });
});
