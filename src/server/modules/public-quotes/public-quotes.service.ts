import { randomBytes } from 'node:crypto';
import { pageTypeOf } from '../../../shared/domain/order-transitions.js';
import { budgetValidUntil, isExpired } from '../../../shared/domain/budget-validity.js';
import { quoteMessages, type PublicQuote, type QuoteState } from '../../../shared/schemas/public-quote.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { visibleCustomer } from '../customers/index.js';
import type { MailService } from '../mail/index.js';
import { acceptBudget, localDate, visibleOrder } from '../orders/index.js';
import type { PixPayments } from '../payments/index.js';
import { hashOf, lockQuote, openQuote } from './open-quote.js';
import { presentQuote } from './public-quote-presenter.js';
import { acceptedMail, changesMail } from './quote-mail.js';
import { offersPix, openQuotePix } from './quote-pix.service.js';
import {
  findByOrder,
  insertChange,
  issuerEmail,
  listChanges,
  markAccepted,
  revokeToken,
  saveToken,
  type PublicQuoteRow,
} from './public-quotes.repo.js';

export type QuoteDeps = { db: Db; mail: MailService; pix: PixPayments };
export type QuoteTenant = Pick<Tenant, 'id' | 'alias' | 'tradeName'>;

/** 256 random bits: the link is the only key to the budget, so it cannot be guessed. */
const newToken = () => randomBytes(32).toString('base64url');

/** The public page's path; the server also renders its link preview there (quote-page.ts). */
export const QUOTE_PAGE = '/proposta/';

type Budget = Awaited<ReturnType<typeof visibleOrder>>;

/** An open budget within its validity: the only kind a link is issued for or answers for. */
function isLiveBudget({ order, validityDays }: Budget): boolean {
  if (pageTypeOf(order.status) === 'sale') return false;
  return !isExpired(budgetValidUntil(order.status, order.pricedOn ?? order.issuedOn, validityDays), localDate());
}

/** A new link for the budget (the earlier one stops working), and the WhatsApp link that sends it. */
export async function issueLink(db: Db, auth: AuthContext, tenant: QuoteTenant, id: number, origin: string) {
  const budget = await visibleOrder(db, auth, id);
  if (!isLiveBudget(budget)) throw conflict(quoteMessages.notABudget);
  const { customerId } = budget.order;
  if (customerId === null || budget.order.customerName.trim().toUpperCase() === 'CONSUMIDOR')
    throw badRequest(quoteMessages.customerRequired);
  const customer = await visibleCustomer(db, auth, customerId);
  const token = newToken();
  await saveToken(db, auth.tenantId, id, hashOf(token), auth.id);
  const link = `${origin}${QUOTE_PAGE}${token}?apelido=${encodeURIComponent(tenant.alias)}`;
  const mobile = customer.cellphone?.replace(/\D/g, '') ?? '';
  const text = quoteMessages.whatsappText(tenant.tradeName, id, link);
  const whatsapp = mobile ? `https://wa.me/55${mobile}?text=${encodeURIComponent(text)}` : null;
  return { link, whatsapp, mensagem: whatsapp ? quoteMessages.linkReady : quoteMessages.noCellphone };
}

export async function revokeLink(db: Db, auth: AuthContext, id: number): Promise<string> {
  await visibleOrder(db, auth, id);
  await revokeToken(db, auth.tenantId, id);
  return quoteMessages.revoked;
}

/** What the seller sees beside the budget: the link's state and the customer's change requests. */
export async function linkState(db: Db, auth: AuthContext, id: number): Promise<QuoteState> {
  const budget = await visibleOrder(db, auth, id);
  const quote = await findByOrder(db, auth.tenantId, id);
  const changes = await listChanges(db, auth.tenantId, id);
  return {
    ativo: !!quote && !quote.revokedAt && !quote.acceptedAt && isLiveBudget(budget),
    emitidoEm: quote?.issuedAt.toISOString() ?? null,
    aceitoEm: quote?.acceptedAt?.toISOString() ?? null,
    alteracoes: changes.map((c) => ({ codigo: c.id, mensagem: c.message, em: c.at.toISOString() })),
  };
}

export async function viewQuote(
  { db, pix }: Pick<QuoteDeps, 'db' | 'pix'>,
  tenant: QuoteTenant,
  token: string,
): Promise<PublicQuote> {
  const { cart, accepted } = await openQuote(db, tenant.id, token);
  return presentQuote(tenant.tradeName, cart, accepted, await offersPix(db, pix, tenant.id, cart));
}

/**
 * Accepts the budget: it becomes an order for the seller to confirm (orders' `acceptBudget`, with
 * the checkout's checks). The link's row is locked first, so of two acceptances at once the second
 * waits, finds it accepted and answers the same: one order. When the terms say Pix, its charge is
 * written with the acceptance and created at the PSP after the commit, as at the store's checkout.
 */
export async function acceptQuote(
  { db, mail, pix }: QuoteDeps,
  tenant: QuoteTenant,
  token: string,
  webhookBase: string | undefined,
): Promise<string> {
  const { orderId, byPix } = await db.transaction(async (tx) => {
    const { quote, cart, accepted } = await lockQuote(tx, tenant.id, token);
    const answer = { orderId: quote.orderId, byPix: await offersPix(tx, pix, tenant.id, cart) };
    if (accepted) return answer;
    await acceptBudget(tx, tenant.id, quote.orderId);
    await markAccepted(tx, tenant.id, quote.orderId);
    if (answer.byPix) await openQuotePix(tx, pix, tenant.id, quote.orderId);
    await mailIssuer(tx, mail, quote, acceptedMail(tenant.tradeName, quote.orderId, cart.pedido.cfinclped));
    return answer;
  });
  void mail.flush().catch(() => undefined);
  if (!byPix) return quoteMessages.accepted;
  await pix.issue(tenant.id, orderId, webhookBase);
  return quoteMessages.acceptedPix;
}

/** 'Pedir alterações': the customer's note is kept on the budget and mailed to the seller. */
export async function askForChanges(deps: QuoteDeps, tenant: QuoteTenant, token: string, message: string) {
  await deps.db.transaction(async (tx) => {
    const { quote, cart, accepted } = await lockQuote(tx, tenant.id, token);
    if (accepted) throw conflict(quoteMessages.alreadyAccepted);
    await insertChange(tx, tenant.id, quote.orderId, message);
    const content = changesMail(tenant.tradeName, quote.orderId, cart.pedido.cfinclped, message);
    await mailIssuer(tx, deps.mail, quote, content);
  });
  void deps.mail.flush().catch(() => undefined);
  return quoteMessages.changesSent;
}

async function mailIssuer(
  tx: Db,
  mail: MailService,
  quote: PublicQuoteRow,
  content: { subject: string; html: string },
) {
  const to = await issuerEmail(tx, quote.tenantId, quote.issuedBy);
  if (to) await mail.queue({ tenantId: quote.tenantId, to: [to], ...content }, tx);
}
