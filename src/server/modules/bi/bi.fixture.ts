import {
  insertBusinessUnit,
  insertCustomer,
  insertOperator,
  insertOrder,
  insertOrderItem,
  insertProduct,
  insertReceivable,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

/**
 * The BI test world: company 'padrao' (3 grace days) with two stores and two representatives; Alfa
 * and Gama are the first's customers, Beta the second's, and the walk-in 'CONSUMIDOR' the first's.
 * Sales, cancelled orders, saved budgets and carts fall in 2025 and 2026 on fixed dates (the tests
 * ask custom periods), with items of three products (3,6 L, 18 L and one without a volume) and
 * receivables opened, received and late. The neighbour company (test database) has the same ids.
 */
export async function biWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;
  const tenant = await insertTenant(db, { alias: 'padrao', overdueGraceDays: 3 });
  const [centro, norte] = [
    await insertBusinessUnit(db, tenant.id, 'Loja Centro'),
    await insertBusinessUnit(db, tenant.id, 'Loja Norte'),
  ];
  const rep1 = await insertRepresentative(db, tenant.id, 'Representante Um');
  const rep2 = await insertRepresentative(db, tenant.id, 'Representante Dois');
  const customer = async (name: string, rep: number, unit: number) =>
    insertCustomer(db, tenant.id, { name, representativeId: rep, businessUnitId: unit });
  const alfa = await customer('Cliente Alfa', rep1.id, centro.id);
  const beta = await customer('Cliente Beta', rep2.id, norte.id);
  const gama = await customer('Cliente Gama', rep1.id, norte.id);
  const walkIn = await customer('CONSUMIDOR', rep1.id, centro.id);
  const galao = await insertProduct(db, tenant.id, {
    siteDescription: 'Tinta Acrílica',
    packaging: 'Galão 3,6L',
    volumeLiters: '3.6',
  });
  const lata = await insertProduct(db, tenant.id, {
    siteDescription: 'Tinta Esmalte',
    packaging: 'Lata 18L',
    volumeLiters: '18',
  });
  const rolo = await insertProduct(db, tenant.id, { siteDescription: 'Rolo de lã', packaging: 'Unidade' });
  type Buyer = typeof alfa;
  const order = async (
    who: Buyer,
    issuedOn: string,
    lines: Array<[typeof galao, number, number]>,
    extra: Partial<Parameters<typeof insertOrder>[2]> = {},
  ) => {
    const row = await insertOrder(db, tenant.id, {
      customerId: who.id,
      customerName: who.name,
      representativeId: who.representativeId,
      businessUnitId: who.businessUnitId,
      issuedOn,
      status: 'Venda',
      // The order's own discount: the order total is less than its items' sum.
      totalCents: lines.reduce((sum, [, qty, price]) => sum + qty * price, 0) - 100,
      paymentMethod: 'D',
      ...extra,
    });
    for (const [product, quantity, price] of lines)
      await insertOrderItem(db, row, product, { quantity, unitPriceCents: price });
    return row;
  };
  const orders = {
    alfaNov: await order(alfa, '2026-11-03', [
      [galao, 2, 10_000],
      [rolo, 1, 2_500],
    ]),
    alfaOct: await order(alfa, '2026-10-10', [[lata, 1, 40_000]], { paymentMethod: 'C' }),
    betaNov: await order(beta, '2026-11-05', [[lata, 3, 40_000]], { paymentMethod: 'O' }),
    gamaNov: await order(gama, '2026-11-20', [[galao, 5, 10_000]], { paymentMethod: null }),
    walkInNov: await order(walkIn, '2026-11-06', [[galao, 1, 10_000]], { paymentMethod: 'I' }),
    alfaLastYear: await order(alfa, '2025-11-12', [[galao, 1, 10_000]]),
    betaLastYear: await order(beta, '2025-10-02', [[lata, 1, 40_000]], { paymentMethod: 'P' }),
    cancelled: await order(alfa, '2026-11-04', [[lata, 9, 40_000]], { status: 'Cancelado' }),
    budget: await order(beta, '2026-11-07', [[galao, 4, 10_000]], { status: 'Orcamento' }),
    gamaBudget: await order(gama, '2026-11-08', [[rolo, 2, 2_500]], { status: 'Orcamento' }),
    cart: await order(alfa, '2026-11-09', [[galao, 7, 10_000]], { status: 'Pendente' }),
  };
  const receivables = {
    // Opened with Alfa's November sale, due years ahead: open.
    open: await insertReceivable(db, tenant.id, alfa.id, {
      orderId: orders.alfaNov.id,
      dueOn: '2099-01-10',
      valueCents: 19_900,
    }),
    // Opened in October, received in November.
    received: await insertReceivable(db, tenant.id, alfa.id, {
      orderId: orders.alfaOct.id,
      dueOn: '2026-11-10',
      valueCents: 39_900,
      paidOn: '2026-11-09',
      status: 'Recebido',
    }),
    // Beta's, due in early November and unpaid: late.
    late: await insertReceivable(db, tenant.id, beta.id, {
      orderId: orders.betaNov.id,
      dueOn: '2026-11-06',
      valueCents: 119_900,
    }),
  };
  const staff = {
    admin: await insertOperator(db, tenant.id, { role: 'admin' }),
    manager: await insertOperator(db, tenant.id, { role: 'manager' }),
    seller1: await insertOperator(db, tenant.id, { representativeId: rep1.id }),
    seller2: await insertOperator(db, tenant.id, { representativeId: rep2.id }),
  };
  const cookies = {
    admin: await loginCookie(t, staff.admin.email),
    manager: await loginCookie(t, staff.manager.email),
    seller1: await loginCookie(t, staff.seller1.email),
    seller2: await loginCookie(t, staff.seller2.email),
    customer: await loginCookie(t, alfa.email ?? ''),
  };
  return {
    t,
    db,
    tenant,
    units: { centro, norte },
    reps: { rep1, rep2 },
    customers: { alfa, beta, gama, walkIn },
    products: { galao, lata, rolo },
    orders,
    receivables,
    cookies,
  };
}
export type BiWorld = Awaited<ReturnType<typeof biWorld>>;
