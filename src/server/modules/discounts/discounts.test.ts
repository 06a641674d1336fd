import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages } from '../../../shared/schemas/discount-approval.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { discountApprovals } from '../../db/schema/orders.js';
import { auditLog, operators } from '../../db/schema/tenancy.js';
import { insertOperator } from '../../test/factories.js';
import { loginCookie } from '../../test/test-app.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';

let w: OrdersWorld;
let dan: { id: number; cookie: string };
beforeAll(async () => {
  w = await ordersWorld();
  // Dan: a seller of the whole company (no representative) with a cap of 10 %.
  const row = await insertOperator(w.db, w.tenant.id, { name: 'Dan', maxDiscountHundredths: 1000 });
  dan = { id: row.id, cookie: await loginCookie(w.t, row.email) };
});
afterAll(() => w.t.close());

const grid = (cookie: string, path: string) =>
  w.post(cookie, path, { action: 'select', limit: { page: 0, offset: 100 } });

/** Dan's order for Loja Azul: 10 brushes (R$ 199,00) with this percentage index as its discount. */
async function orderWithDiscount(indice: number, cookie = dan.cookie) {
  const added = await w.post(cookie, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 10 });
  const pedido: number = added.body.pedido.codigo;
  await w.post(cookie, '/api/carrinho/cliente', { pedido, cliente: w.customers.customer.id });
  await w.post(cookie, '/api/carrinho/descontos', { pedido, indice });
  return pedido;
}
const place = (pedido: number, cookie = dan.cookie) =>
  w.call(cookie, 'PUT', `/pedido/${pedido}`, { direcionamento: 'tpe' });
const approvalOf = (pedido: number, cookie = dan.cookie) =>
  w.call(cookie, 'GET', `/api/aprovacoes-desconto/pedido/${pedido}`);
const pendingOf = async (pedido: number) =>
  w.db
    .select()
    .from(discountApprovals)
    .where(and(eq(discountApprovals.tenantId, w.tenant.id), eq(discountApprovals.orderId, pedido)));

describe('discount cap and approval queue', () => {
  it('a seller cannot place above the cap: the order waits, once, for a manager', async () => {
    const pedido = await orderWithDiscount(15);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await place(pedido);
      expect(refused.status).toBe(409);
      expect(refused.body.aprovacao).toBe(true);
      expect(refused.body.exception).toBe(approvalMessages.aboveCap(1500, 1000));
    }
    expect((await w.call(dan.cookie, 'GET', `/api/carrinho/${pedido}`)).body.pedido.cfistaped).toBe('Pendente');
    expect(await pendingOf(pedido)).toHaveLength(1);
    // The managers and admins are mailed once, though the seller tried twice.
    const told = await w.db
      .select({ to: mailOutbox.recipients })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, w.tenant.id),
          eq(mailOutbox.subject, `Pedido nº ${pedido} aguarda aprovação de desconto - Tintas Teste`),
        ),
      );
    const deciders = await w.db
      .select({ email: operators.email })
      .from(operators)
      .where(and(eq(operators.tenantId, w.tenant.id), inArray(operators.role, ['manager', 'admin'])));
    expect(deciders.length).toBeGreaterThan(0);
    expect(told).toHaveLength(1);
    expect([...(told[0]?.to ?? [])].sort()).toEqual(deciders.map((d) => d.email).sort());
    const mine = await approvalOf(pedido);
    expect(mine.body.aprovacao).toMatchObject({
      situacao: 'pendente',
      rotulo: 'Aguardando aprovação',
      desconto: 15,
      limite: 10,
    });
    const queue = await grid(w.cookies.manager, '/api/aprovacoes-desconto/grid');
    expect(queue.body.resultSet).toContainEqual(
      expect.objectContaining({ cficodped: pedido, cfinomven: 'Dan', cfistaapr: 'Aguardando aprovação' }),
    );
    // Sellers see no queue; another representative's seller does not see the order at all.
    expect((await grid(dan.cookie, '/api/aprovacoes-desconto/grid')).body.resultSet).toEqual([]);
    expect((await approvalOf(pedido, w.cookies.caio)).status).toBe(404);
  });

  it('within the cap, or without a cap, the order is placed at once', async () => {
    expect((await place(await orderWithDiscount(10))).body.pedido.cfistaped).toBe('Venda');
    // Bia has no cap; managers are never held.
    expect((await place(await orderWithDiscount(30, w.cookies.bia), w.cookies.bia)).body.pedido.cfistaped).toBe(
      'Venda',
    );
    const byManager = await orderWithDiscount(40, w.cookies.manager);
    expect((await place(byManager, w.cookies.manager)).body.pedido.cfistaped).toBe('Venda');
    expect(await pendingOf(byManager)).toEqual([]);
  });

  it('a seller cannot approve; a manager approves once, audited, the seller is told and then places it', async () => {
    const pedido = await orderWithDiscount(12);
    await place(pedido);
    const [request] = await pendingOf(pedido);
    const codigo = request?.id ?? 0;
    for (const cookie of [dan.cookie, w.cookies.ana, w.cookies.customer]) {
      expect((await w.post(cookie, `/api/aprovacoes-desconto/${codigo}/aprovar`, {})).status).toBe(403);
      expect((await w.post(cookie, `/api/aprovacoes-desconto/${codigo}/recusar`, { motivo: 'x' })).status).toBe(403);
    }
    const replies = await Promise.all([
      w.post(w.cookies.manager, `/api/aprovacoes-desconto/${codigo}/aprovar`, {}),
      w.post(w.cookies.manager, `/api/aprovacoes-desconto/${codigo}/aprovar`, {}),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.exception).toBe(approvalMessages.alreadyDecided);
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.entityId, pedido), eq(auditLog.entity, 'Pedido')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'Aprovou desconto', after: expect.objectContaining({ desconto: 12 }) });
    const mails = await w.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, w.tenant.id),
          eq(mailOutbox.subject, `Desconto do pedido nº ${pedido} aprovado - Tintas Teste`),
        ),
      );
    expect(mails).toHaveLength(1);
    // The toast on the seller's next load, once.
    const notices = await w.post(dan.cookie, '/api/aprovacoes-desconto/avisos');
    expect(notices.body.avisos).toContainEqual({
      pedido,
      situacao: 'aprovada',
      mensagem: approvalMessages.noticeApproved(pedido),
    });
    expect((await w.post(dan.cookie, '/api/aprovacoes-desconto/avisos')).body.avisos).toEqual([]);
    expect((await place(pedido)).body.pedido.cfistaped).toBe('Venda');
  });

  it('an approval covers up to what was approved; more discount asks again', async () => {
    const pedido = await orderWithDiscount(12);
    await place(pedido);
    const [request] = await pendingOf(pedido);
    await w.post(w.cookies.manager, `/api/aprovacoes-desconto/${request?.id}/aprovar`, {});
    await w.post(dan.cookie, '/api/carrinho/descontos', { pedido, indice: 14 });
    expect((await place(pedido)).status).toBe(409);
    expect((await approvalOf(pedido)).body.aprovacao).toMatchObject({ situacao: 'pendente', desconto: 14 });
  });

  it('refusing needs a reason; the seller reads it and still cannot place', async () => {
    const pedido = await orderWithDiscount(20);
    await place(pedido);
    const [request] = await pendingOf(pedido);
    const refuse = (motivo?: string) =>
      w.post(
        w.cookies.manager,
        `/api/aprovacoes-desconto/${request?.id}/recusar`,
        motivo === undefined ? {} : { motivo },
      );
    for (const motivo of [undefined, '  ']) {
      const bad = await refuse(motivo);
      expect(bad.status).toBe(400);
      expect(bad.body.exception).toBe(approvalMessages.reasonRequired);
    }
    expect((await pendingOf(pedido))[0]?.status).toBe('pending');
    expect((await refuse('Margem baixa')).status).toBe(200);
    expect((await approvalOf(pedido)).body.aprovacao).toMatchObject({
      situacao: 'recusada',
      rotulo: 'Desconto recusado',
      motivo: 'Margem baixa',
    });
    const notices = await w.post(dan.cookie, '/api/aprovacoes-desconto/avisos');
    expect(notices.body.avisos).toContainEqual(
      expect.objectContaining({ pedido, mensagem: approvalMessages.noticeRefused(pedido, 'Margem baixa') }),
    );
    expect((await place(pedido)).status).toBe(409);
  });

  it('managers set the caps (audited); sellers cannot; a bad value changes nothing', async () => {
    const put = (cookie: string, codigo: number, descontoMaximo: unknown) =>
      w.call(cookie, 'PUT', `/api/politica-desconto/vendedores/${codigo}`, { descontoMaximo });
    const capOf = async (id: number) =>
      (
        await w.db
          .select({ cap: operators.maxDiscountHundredths })
          .from(operators)
          .where(and(eq(operators.tenantId, w.tenant.id), eq(operators.id, id)))
      )[0]?.cap;
    const seller = await insertOperator(w.db, w.tenant.id, { name: 'Eva' });
    expect((await put(dan.cookie, seller.id, 50)).status).toBe(403);
    for (const bad of [150, -1, 'muito']) {
      const reply = await put(w.cookies.manager, seller.id, bad);
      expect(reply.status).toBe(400);
      expect(reply.body.exception).toBe(approvalMessages.capInvalid);
    }
    expect(await capOf(seller.id)).toBeNull();
    expect((await put(w.cookies.manager, seller.id, '7,5')).body.mensagem).toBe(approvalMessages.capSaved);
    expect(await capOf(seller.id)).toBe(750);
    const caps = await grid(w.cookies.manager, '/api/politica-desconto/grid');
    expect(caps.body.resultSet).toContainEqual(expect.objectContaining({ cfinomusu: 'Eva', cfidscmax: 7.5 }));
    expect((await put(w.cookies.manager, seller.id, '')).status).toBe(200);
    expect(await capOf(seller.id)).toBeNull();
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.entity, 'Limite de desconto')));
    expect(audit.map((a) => a.after)).toEqual([
      { vendedor: 'Eva', descontoMaximo: 7.5 },
      { vendedor: 'Eva', descontoMaximo: null },
    ]);
    // Not a seller, or another company's operator id: not found.
    const manager = await insertOperator(w.db, w.tenant.id, { role: 'manager' });
    expect((await put(w.cookies.manager, manager.id, 5)).status).toBe(404);
    expect((await put(w.cookies.manager, 99_999, 5)).status).toBe(404);
  });
});
