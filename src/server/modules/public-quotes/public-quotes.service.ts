import { createHash, randomBytes } from 'node:crypto';
import { pageTypeOf } from '../../../shared/domain/order-transitions.js';
import { budgetValidUntil, isExpired } from '../../../shared/domain/budget-validity.js';
import { quoteMessages, type PublicQuote, type QuoteState } from '../../../shared/schemas/public-quote.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { visibleCustomer } from '../customers/index.js';
import type { MailService } from '../mail/index.js';
import { acceptBudget, budgetAsCustomerSees, localDate, visibleOrder } from '../orders/index.js';
import type { CartReply } from '../../../shared/schemas/cart.js';
import { presentQuote } from './public-quote-presenter.js';
import { acceptedMail, changesMail } from './quote-mail.js';
import {
  findByOrder,
  findByToken,
  insertChange,
  issuerEmail,
  listChanges,
  markAccepted,
  revokeToken,
  saveToken,
  type PublicQuoteRow,
} from './public-quotes.repo.js';

export type QuoteDeps = { db: Db; mail: MailService };
export type QuoteTenant = Pick<Tenant, 'id' | 'alias' | 'tradeName'>;

/** 256 random bits: the link is the only key to the budget, so it cannot be guessed. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

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

type Opened = { quote: PublicQuoteRow; cart: CartReply; accepted: boolean };

/**
 * The budget behind a token, or the one 404 for every other case (unknown, malformed, revoked,
 * replaced, expired, no longer a budget), so the answer tells nothing about which.
 */
async function openQuote(db: Db, tenantId: number, token: string, lock = false): Promise<Opened> {
  const gone = notFound(quoteMessages.notFound);
  const quote = token ? await findByToken(db, tenantId, hashOf(token), lock) : undefined;
  if (!quote || quote.revokedAt) throw gone;
  const cart = await budgetAsCustomerSees(db, tenantId, quote.orderId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? gone : error;
  });
  const accepted = quote.acceptedAt !== null;
  if (!accepted && (cart.pedido.tipoPagina === 'sale' || cart.pedido.vencido)) throw gone;
  return { quote, cart, accepted };
}

export async function viewQuote(db: Db, tenant: QuoteTenant, token: string): Promise<PublicQuote> {
  const { cart, accepted } = await openQuote(db, tenant.id, token);
  return presentQuote(tenant.tradeName, cart, accepted);
}

/**
 * Accepts the budget: it becomes an order for the seller to confirm (orders' `acceptBudget`, with
 * the checkout's checks). The link's row is locked first, so of two acceptances at once the second
 * waits, finds it accepted and answers the same: one order.
 */
export async function acceptQuote({ db, mail }: QuoteDeps, tenant: QuoteTenant, token: string): Promise<string> {
  await db.transaction(async (tx) => {
    const { quote, cart, accepted } = await openQuote(tx, tenant.id, token, true);
    if (accepted) return;
    await acceptBudget(tx, tenant.id, quote.orderId);
    await markAccepted(tx, tenant.id, quote.orderId);
    await mailIssuer(tx, mail, quote, acceptedMail(tenant.tradeName, quote.orderId, cart.pedido.cfinclped));
  });
  void mail.flush().catch(() => undefined);
  return quoteMessages.accepted;
}

/** 'Pedir alterações': the customer's note is kept on the budget and mailed to the seller. */
export async function askForChanges(deps: QuoteDeps, tenant: QuoteTenant, token: string, message: string) {
  await deps.db.transaction(async (tx) => {
    const { quote, cart, accepted } = await openQuote(tx, tenant.id, token);
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
