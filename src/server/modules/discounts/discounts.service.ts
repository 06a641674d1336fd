import { isCustomer } from '../../../shared/domain/access.js';
import {
  approvalLabels,
  discountHundredths,
  isCovered,
  needsApproval,
  type ApprovalState,
} from '../../../shared/domain/discount-policy.js';
import type { TotalsLine } from '../../../shared/domain/order-totals.js';
import { messages } from '../../../shared/messages.js';
import { approvalMessages, type OrderApproval } from '../../../shared/schemas/discount-approval.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { recordAudit } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import { approvalDecisionMail, approvalRequestMail } from './approval-mail.js';
import {
  decidePending,
  findApproval,
  findCompanyName,
  findDeciders,
  findPendingOf,
  findOperatorCap,
  findRequester,
  latestApproval,
  orderReachable,
  takeUnseenDecisions,
  updateOperatorCap,
  upsertPending,
  type ApprovalRequest,
} from './discounts.repo.js';

export type DiscountDeps = { db: Db; mail: MailService };

const wireState: Record<ApprovalState, 'pendente' | 'aprovada' | 'recusada'> = {
  pending: 'pendente',
  approved: 'aprovada',
  refused: 'recusada',
};

/** Approving and setting caps is a manager's or an admin's call, never a seller's. */
function assertManager(auth: AuthContext): void {
  if (isCustomer(auth) || auth.role === 'seller') throw forbidden(approvalMessages.managersOnly);
}

/** Refusal of a placement above the cap; the order service files the request after its rollback. */
export class ApprovalNeeded extends AppError {
  constructor(readonly request: ApprovalRequest) {
    super(409, approvalMessages.aboveCap(request.discountHundredths, request.limitHundredths), undefined, {
      aprovacao: true,
    });
  }
}

type OrderForGate = {
  tenantId: number;
  id: number;
  discountCents: number;
  percentageIndex: string;
  totalCents: number;
};

/**
 * At placement: a seller with a cap places an order whose discount is above it only when a manager
 * approved that much (or more) for this order. Otherwise `ApprovalNeeded`. Managers, admins and
 * sellers without a cap are not held. Runs inside the placement's transaction, on the locked order.
 */
export async function assertDiscountAllowed(
  tx: Db,
  auth: AuthContext,
  order: OrderForGate,
  lines: TotalsLine[],
): Promise<void> {
  if (auth.role !== 'seller') return;
  const seller = await findOperatorCap(tx, auth.tenantId, auth.id);
  const cap = seller?.cap ?? null;
  const discount = discountHundredths(lines, order.discountCents, Number(order.percentageIndex));
  if (cap === null || !needsApproval(discount, cap)) return;
  const latest = await latestApproval(tx, auth.tenantId, order.id);
  if (latest?.approval.status === 'approved' && isCovered(discount, latest.approval.discountHundredths)) return;
  throw new ApprovalNeeded({
    orderId: order.id,
    requestedBy: auth.id,
    discountHundredths: discount,
    limitHundredths: cap,
    totalCents: order.totalCents,
  });
}

/**
 * Files (or refreshes) the order's pending request: the order now shows 'Aguardando aprovação'. The
 * managers and admins are mailed when the request is new or asks for another discount, not each time
 * the seller tries to place the same order again.
 */
export async function requestApproval(deps: DiscountDeps, tenantId: number, request: ApprovalRequest): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await findPendingOf(tx, tenantId, request.orderId);
    await upsertPending(tx, tenantId, request);
    if (before?.discountHundredths === request.discountHundredths) return;
    const deciders = await findDeciders(tx, tenantId, request.requestedBy);
    if (deciders.length === 0) return;
    const seller = await findRequester(tx, tenantId, request.requestedBy);
    // Stryker disable next-line StringLiteral: equivalent; the requester is an operator of the company, never missing.
    const mail = approvalRequestMail(await findCompanyName(tx, tenantId), seller?.name ?? '', request);
    await deps.mail.queue({ tenantId, to: deciders.map((d) => d.email), ...mail }, tx);
  });
  await deps.mail.flush();
}

/**
 * A manager approves or refuses a pending request. One transaction: the decision (only one of two
 * at once wins), its audit line and the seller's e-mail in the outbox, sent after the commit.
 */
export async function decide(
  deps: DiscountDeps,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  status: 'approved' | 'refused',
  reason: string | undefined,
): Promise<string> {
  assertManager(auth);
  await deps.db.transaction(async (tx) => {
    const before = await findApproval(tx, auth.tenantId, id);
    if (!before) throw notFound(approvalMessages.notFound);
    const decided = await decidePending(tx, auth.tenantId, id, { status, decidedBy: auth.id, reason: reason ?? null });
    if (!decided) throw conflict(approvalMessages.alreadyDecided);
    await recordAudit(tx, {
      tenantId: auth.tenantId,
      actor: { id: auth.id, name: auth.name },
      action: status === 'approved' ? 'Aprovou desconto' : 'Recusou desconto',
      entity: 'Pedido',
      entityId: decided.orderId,
      before: { situacao: approvalLabels.pending, desconto: before.discountHundredths / 100 },
      after: { situacao: approvalLabels[status], desconto: decided.discountHundredths / 100, motivo: reason ?? null },
    });
    const seller = await findRequester(tx, auth.tenantId, decided.requestedBy);
    if (!seller?.email.trim()) return;
    const mail = approvalDecisionMail(tenant.tradeName, seller.name, { ...decided, status }, reason ?? null);
    await deps.mail.queue({ tenantId: auth.tenantId, to: [seller.email], ...mail }, tx);
  });
  await deps.mail.flush();
  return status === 'approved' ? approvalMessages.approved : approvalMessages.refused;
}

/** The order's latest request for whoever may see the order (404 otherwise, as any order). */
export async function approvalOf(db: Db, auth: AuthContext, orderId: number): Promise<OrderApproval> {
  if (!(await orderReachable(db, auth, auth.tenantId, orderId))) throw notFound(messages.access.notFound);
  const latest = await latestApproval(db, auth.tenantId, orderId);
  if (!latest) return null;
  const { approval } = latest;
  return {
    codigo: approval.id,
    situacao: wireState[approval.status],
    rotulo: approvalLabels[approval.status],
    desconto: approval.discountHundredths / 100,
    limite: approval.limitHundredths / 100,
    motivo: approval.reason,
    decididoPor: latest.decidedByName,
  };
}

/** The decisions on the caller's requests they have not been told of; each is told once. */
export async function takeNotices(db: Db, auth: AuthContext) {
  const rows = await takeUnseenDecisions(db, auth.tenantId, auth.id);
  return rows.map((row) => ({
    pedido: row.orderId,
    situacao: wireState[row.status],
    mensagem:
      row.status === 'approved'
        ? approvalMessages.noticeApproved(row.orderId)
        : // Stryker disable next-line StringLiteral: equivalent; a refusal is always filed with its reason.
          approvalMessages.noticeRefused(row.orderId, row.reason ?? ''),
  }));
}

/** A manager or admin sets a seller's cap (null: no cap); audited with the cap before and after. */
export async function setCap(db: Db, auth: AuthContext, sellerId: number, cap: number | null): Promise<string> {
  assertManager(auth);
  await db.transaction(async (tx) => {
    const seller = await findOperatorCap(tx, auth.tenantId, sellerId);
    if (seller?.role !== 'seller') throw notFound(approvalMessages.sellerNotFound);
    await updateOperatorCap(tx, auth.tenantId, sellerId, cap);
    await recordAudit(tx, {
      tenantId: auth.tenantId,
      actor: { id: auth.id, name: auth.name },
      action: 'Alterou',
      entity: 'Limite de desconto',
      entityId: sellerId,
      before: { vendedor: seller.name, descontoMaximo: seller.cap === null ? null : seller.cap / 100 },
      after: { vendedor: seller.name, descontoMaximo: cap === null ? null : cap / 100 },
    });
  });
  return approvalMessages.capSaved;
}
