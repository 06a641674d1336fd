import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalLabels } from '../../../shared/domain/discount-policy.js';
import { approvalMessages } from '../../../shared/schemas/discount-approval.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { discountApprovals } from '../../db/schema/orders.js';
import { auditLog } from '../../db/schema/tenancy.js';
import type { Tenant } from '../../http/tenant.js';
import { insertCustomer, insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { customerAuth, operatorAuth } from '../../test/auth-contexts.js';
import { MailService } from '../mail/index.js';
import {
  ApprovalNeeded,
  approvalOf,
  assertDiscountAllowed,
  decide,
  requestApproval,
  setCap,
} from './discounts.service.js';

let database: Database;
let tenantId: number;
let deps: { db: Database['db']; mail: MailService };
type Operator = Awaited<ReturnType<typeof insertOperator>>;
let seller: Operator;
let manager: Operator;
beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await insertTenant(database.db, { alias: 'descontos', tradeName: 'Tintas Descontos' })).id;
  deps = { db: database.db, mail: new MailService(database.db, undefined, 'balcao@teste') };
  seller = await insertOperator(database.db, tenantId, { name: 'Dan', role: 'seller', maxDiscountHundredths: 1000 });
  manager = await insertOperator(database.db, tenantId, { name: 'Gil', role: 'manager' });
  await insertOperator(database.db, tenantId, { name: 'Ada', role: 'admin' });
});
afterAll(() => database.close());

const tenant = { tradeName: 'Tintas Descontos' } as Tenant;
const mailsTo = (company: number, subject: string) =>
  database.db
    .select({ to: mailOutbox.recipients })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, company), eq(mailOutbox.subject, subject)));
const request = (orderId: number, discountHundredths: number, by = seller) => ({
  orderId,
  requestedBy: by.id,
  discountHundredths,
  limitHundredths: 1000,
  totalCents: 100_000,
});
const pendingId = async (orderId: number) =>
  (
    await database.db
      .select({ id: discountApprovals.id })
      .from(discountApprovals)
      .where(and(eq(discountApprovals.tenantId, tenantId), eq(discountApprovals.orderId, orderId)))
  )[0]!.id;
const auditOf = (orderId: number, entity = 'Pedido') =>
  database.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, entity), eq(auditLog.entityId, orderId)));

describe('requestApproval', () => {
  it('mails the managers and admins once per discount asked, never the seller', async () => {
    const order = await insertOrder(database.db, tenantId);
    const subject = `Pedido nº ${order.id} aguarda aprovação de desconto - Tintas Descontos`;
    await requestApproval(deps, tenantId, request(order.id, 1250));
    await requestApproval(deps, tenantId, request(order.id, 1250));
    const mails = await mailsTo(tenantId, subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toHaveLength(2);
    expect(mails[0]?.to).not.toContain(seller.email);
    await requestApproval(deps, tenantId, request(order.id, 1500));
    expect(await mailsTo(tenantId, subject)).toHaveLength(2);
  });

  it('files the request but mails no one in a company with nobody to decide', async () => {
    const alone = (await insertTenant(database.db, { alias: 'sozinho', tradeName: 'Sozinho' })).id;
    const own = await insertOperator(database.db, alone, { role: 'seller' });
    const order = await insertOrder(database.db, alone);
    await requestApproval(deps, alone, request(order.id, 1250, own));
    const filed = await database.db
      .select({ status: discountApprovals.status })
      .from(discountApprovals)
      .where(eq(discountApprovals.tenantId, alone));
    expect(filed).toEqual([{ status: 'pending' }]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, alone))).toEqual([]);
  });
});

describe('decide', () => {
  it('approves: audited with the discount in percent, the seller mailed, the message answered', async () => {
    const order = await insertOrder(database.db, tenantId);
    await requestApproval(deps, tenantId, request(order.id, 1250));
    const answer = await decide(deps, operatorAuth(manager), tenant, await pendingId(order.id), 'approved', undefined);
    expect(answer).toBe(approvalMessages.approved);
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'Aprovou desconto',
        before: { situacao: approvalLabels.pending, desconto: 12.5 },
        after: { situacao: approvalLabels.approved, desconto: 12.5, motivo: null },
      },
    ]);
    expect(await mailsTo(tenantId, `Desconto do pedido nº ${order.id} aprovado - Tintas Descontos`)).toEqual([
      { to: [seller.email] },
    ]);
  });

  it('refuses with its reason: audited, the seller mailed, the message answered', async () => {
    const order = await insertOrder(database.db, tenantId);
    await requestApproval(deps, tenantId, request(order.id, 2000));
    const id = await pendingId(order.id);
    expect(await decide(deps, operatorAuth(manager), tenant, id, 'refused', 'Margem baixa')).toBe(
      approvalMessages.refused,
    );
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'Recusou desconto',
        before: { situacao: approvalLabels.pending, desconto: 20 },
        after: { situacao: approvalLabels.refused, desconto: 20, motivo: 'Margem baixa' },
      },
    ]);
    expect(await mailsTo(tenantId, `Desconto do pedido nº ${order.id} recusado - Tintas Descontos`)).toEqual([
      { to: [seller.email] },
    ]);
  });
});

describe('a seller without an e-mail', () => {
  it('is not mailed the decision', async () => {
    const quiet = await insertOperator(database.db, tenantId, { role: 'seller', email: '   ' });
    const order = await insertOrder(database.db, tenantId);
    await requestApproval(deps, tenantId, request(order.id, 1250, quiet));
    await decide(deps, operatorAuth(manager), tenant, await pendingId(order.id), 'approved', undefined);
    expect(await mailsTo(tenantId, `Desconto do pedido nº ${order.id} aprovado - Tintas Descontos`)).toEqual([]);
  });
});

describe('assertDiscountAllowed', () => {
  // 20 % by the order's percentage index, on one line of R$ 100,00.
  const lines = [{ quantity: 1, unitPriceCents: 10_000, discountCents: 0 }];
  const orderOf = (id: number) => ({ tenantId, id, discountCents: 0, percentageIndex: '20', totalCents: 8_000 });

  it("holds a seller above their cap, but not one promoted to manager who kept a seller's cap", async () => {
    const order = await insertOrder(database.db, tenantId);
    await expect(
      assertDiscountAllowed(database.db, operatorAuth(seller), orderOf(order.id), lines),
    ).rejects.toBeInstanceOf(ApprovalNeeded);
    const promoted = await insertOperator(database.db, tenantId, { role: 'manager', maxDiscountHundredths: 1000 });
    await expect(
      assertDiscountAllowed(database.db, operatorAuth(promoted), orderOf(order.id), lines),
    ).resolves.toBeUndefined();
  });
});

describe('setCap', () => {
  it('audits the cap before and after, in percent', async () => {
    const eva = await insertOperator(database.db, tenantId, {
      name: 'Eva',
      role: 'seller',
      maxDiscountHundredths: 1000,
    });
    expect(await setCap(database.db, operatorAuth(manager), eva.id, 750)).toBe(approvalMessages.capSaved);
    expect(await auditOf(eva.id, 'Limite de desconto')).toEqual([
      {
        action: 'Alterou',
        before: { vendedor: 'Eva', descontoMaximo: 10 },
        after: { vendedor: 'Eva', descontoMaximo: 7.5 },
      },
    ]);
  });
});

describe('approvalOf', () => {
  it("shows a customer the approval of their own order, never another customer's", async () => {
    const mine = await insertCustomer(database.db, tenantId);
    const theirs = await insertCustomer(database.db, tenantId);
    const order = await insertOrder(database.db, tenantId, { customerId: mine.id, customerName: mine.name });
    await requestApproval(deps, tenantId, request(order.id, 1250));
    expect(await approvalOf(database.db, customerAuth(mine), order.id)).toMatchObject({ situacao: 'pendente' });
    await expect(approvalOf(database.db, customerAuth(theirs), order.id)).rejects.toMatchObject({ status: 404 });
  });
});
