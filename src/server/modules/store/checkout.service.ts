import type { z } from 'zod';
import { formatAddress } from '../../../shared/br/address.js';
import { escapeHtml } from '../../../shared/html.js';
import type { InstalmentOption } from '../../../shared/domain/instalment-plan.js';
import { allowedInstalments } from '../../../shared/domain/minimum-purchase.js';
import { cartMessages, type CartReply } from '../../../shared/schemas/cart.js';
import { isCreditReleased } from '../../../shared/schemas/customer.js';
import { paymentMessages, paymentStates } from '../../../shared/schemas/payments.js';
import {
  minimumPurchaseBlock,
  paymentStatuses,
  cardFields,
  cardSchemaOf,
  encryptedCardFields,
  tokenCardFields,
  storeMessages,
  type CheckoutRequest,
} from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { requireCityOfState } from '../ibge/index.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { MailService } from '../mail/index.js';
import {
  changeOrder,
  htmlPage,
  localDate,
  localTime,
  orderDocumentHtml,
  repriceToToday,
  takeStockOrRefuse,
  type CartChange,
  type ItemWithProduct,
  type OrderWithCustomer,
} from '../orders/index.js';
import { visibleCustomer } from '../customers/index.js';
import {
  chargesUnauthenticated,
  usesAntifraud,
  usesSilentOrderPost,
  usesThreeDSecure,
  type CardAccount,
  type CardCharge,
  type FraudContext,
  type PaymentRow,
} from '../payments/index.js';
import type { StoreRules } from '../store-config/index.js';
import type { Tenant } from '../../http/tenant.js';
import {
  issueCharge,
  onlineCharge,
  openCharge,
  registersBoletos,
  type CheckoutDeps,
  type OnlineCharge,
} from './checkout-charges.js';
import { fraudContext } from './fraud-context.js';
import { parcelOf, quoteShipping } from './shipping.service.js';
import { offeredRules, requireOpenStore, requireShopTinting } from './shop-cart.service.js';

/** The delivery address as the order document prints it, CEP included and masked. */
const addressLine = (a: CheckoutRequest['entrega']) =>
  formatAddress({
    street: a.endereco,
    number: a.numero,
    complement: a.complemento,
    district: a.bairro,
    city: a.cidade,
    state: a.estado,
    cep: a.cep,
  });

function assertPayment(rules: StoreRules, input: CheckoutRequest, goodsCents: number): void {
  if (!rules.paymentMethods.includes(input.formaPagamento)) throw badRequest(storeMessages.paymentNotEnabled);
  const card = input.formaPagamento === 'O' ? cardSchemaOf(input.cartao).safeParse(input.cartao).data : undefined;
  if (card && !rules.cardBrands.some((brand) => brand === card.bandeira))
    throw badRequest(storeMessages.cardBrandRefused);
  const allowed = allowedInstalments(goodsCents, rules.instalments);
  if (input.parcelas > allowed) throw badRequest(storeMessages.instalmentsTooMany(allowed));
}

/**
 * Places a shop order in one transaction, checking everything again: today's prices, the minimum
 * purchase, payment and instalments, the shipping price, the credit block and the stock (taken in
 * one statement, so two customers after the last unit cannot both get it). The number of SQL
 * statements does not depend on the number of lines. The confirmation mail is queued in the same
 * transaction and sent after it commits. Only a customer buys, and only when the store sells.
 */
export async function placeStoreOrder(
  deps: CheckoutDeps,
  auth: AuthContext,
  tenant: Tenant,
  input: CheckoutRequest,
  webhookBase: string | undefined,
  clientIp: string,
): Promise<CartReply> {
  requireOpenStore(tenant);
  // The city as IBGE writes it, on the order and its documents; one not of the state is refused.
  const cidade = requireCityOfState(input.entrega.estado, input.entrega.cidade).nome;
  const checked = { ...input, entrega: { ...input.entrega, cidade } };
  const { db, mail } = deps;
  const rules = await offeredRules(db, deps, auth.tenantId);
  const place = (mode: Mode) =>
    changeOrder(
      db,
      auth,
      input.pedido,
      input.versao,
      'placeOrder',
      placement(deps, auth, tenant, checked, rules, mode),
    );
  if (input.formaPagamento === 'O') {
    // Checked before anything is written: without a card provider there is nothing to charge.
    const account = await deps.cards.account(auth.tenantId);
    if (!account) throw badRequest(paymentMessages.cardNotOffered);
    return payByCard(deps, auth, { input, account, webhookBase, clientIp, rule: rules.instalments }, place);
  }
  // A boleto registered at Cielo when the company has an account there; else the self-issued one of old.
  const online = onlineCharge(input.formaPagamento, await registersBoletos(deps, auth, input));
  const cart = await place(online);
  void mail.flush().catch(() => undefined);
  // After the commit: the order and its charge are kept even when the provider does not answer now.
  const unavailable = online && (await issueCharge(deps, tenant, cart.pedido.codigo, online, webhookBase));
  return { ...cart, msg: unavailable ? { tipo: 'warning', mensagem: unavailable } : placedMessage };
}

const placedMessage = { tipo: 'success', mensagem: storeMessages.orderPlaced } as const;

/**
 * How the order is paid at checkout: a card charged before the order (a rehearsal of the checkout
 * first, 'dry', then the order with its paid charge), a charge opened with the order and created at
 * its provider after the commit (Pix, a boleto at Cielo), or none (the offline methods).
 */
type CardMode = 'dry' | PaidCard;
/** The card's paid charge, and the buyer's instalment interest in it (on top of goods and shipping). */
type PaidCard = { payment: PaymentRow; interestCents: number };
type Mode = CardMode | OnlineCharge | undefined;

/** The rehearsal's way out: every check passed, and this is the total to charge. Nothing is kept. */
class Rehearsed extends Error {
  constructor(
    readonly goodsCents: number,
    readonly totalCents: number,
    readonly items: FraudContext['items'],
  ) {
    // Stryker disable next-line StringLiteral: equivalent; rehearse() catches this error and never reads its message
    super('checkout rehearsed');
  }
}

/** The cart's lines as Cielo's antifraud lists them (Cart.Items). */
const fraudItems = (lines: ItemWithProduct[]): FraudContext['items'] =>
  lines.map(({ item, product }) => ({
    name: item.description,
    quantity: item.quantity,
    sku: String(product.id),
    unitCents: item.unitPriceCents,
  }));

/** The order's changes at checkout: every check, the stock, the charge and the mails, in its transaction. */
function placement(
  deps: CheckoutDeps,
  auth: AuthContext,
  tenant: Tenant,
  input: CheckoutRequest,
  rules: StoreRules,
  mode: Mode,
): CartChange {
  const card = mode === 'dry' || typeof mode === 'object' ? mode : undefined;
  return async (tx, row) => {
    const { items, goodsCents } = await repriceToToday(tx, row);
    if (items.length === 0) throw badRequest(cartMessages.emptyCart);
    if (items.some(({ product }) => !product.active)) throw conflict(storeMessages.productGone);
    // A tinted line added before tnt was switched off is not sold by the shop either.
    if (items.some(({ item }) => item.tinted === 1)) await requireShopTinting(tx, auth.tenantId);
    const blocked = minimumPurchaseBlock(goodsCents, rules.minimum);
    if (blocked) throw badRequest(blocked);
    assertPayment(rules, input, goodsCents);
    const quotes = await quoteShipping(tx, auth.tenantId, input.entrega.cep, parcelOf(items, goodsCents), rules.pickup);
    const shipping = quotes.find((q) => q.service === input.frete);
    if (!shipping) throw badRequest(storeMessages.shippingChoiceGone);
    if (Math.round(input.totalExibido * 100) !== goodsCents + shipping.priceCents)
      throw conflict(storeMessages.pricesChanged);
    if (row.customer && !isCreditReleased(row.customer.credit)) throw forbidden(storeMessages.creditBlocked);
    const placedLines = await takeStockOrRefuse(tx, auth.tenantId, input.pedido, items);
    const now = new Date();
    const set = {
      origin: 'S',
      direction: 'tpe',
      issuedOn: localDate(now),
      issuedAt: localTime(now),
      paymentMethod: input.formaPagamento,
      instalments: input.parcelas,
      instalmentInterestCents: typeof card === 'object' ? card.interestCents : 0,
      paymentStatus: card ? paymentStates.paid : mode ? paymentStates.awaiting : paymentStatuses.onAccount,
      shippingService: shipping.service,
      shippingCents: shipping.priceCents,
      deliveryCep: input.entrega.cep,
      address: addressLine(input.entrega),
      ...(input.observacao?.trim() ? { notes: input.observacao.trim() } : {}),
    };
    return {
      set,
      items: placedLines,
      afterSave: async (saved, placed, lines) => {
        if (card === 'dry') throw new Rehearsed(goodsCents, placed.order.totalCents, fraudItems(lines));
        if (mode === 'pix' || mode === 'boleto') await openCharge(deps, saved, auth, placed.order, mode, input.entrega);
        await queueConfirmation(saved, deps.mail, tenant, auth, placed, lines);
        await queueNotification(saved, deps.mail, tenant, auth, placed, lines, rules.orderNotifications);
        if (card) await deps.cards.attach(saved, card.payment, placed.order.totalCents);
      },
    };
  };
}

type CardCheckout = {
  input: CheckoutRequest;
  account: CardAccount;
  webhookBase: string | undefined;
  /** The buyer's IP address, which Cielo's antifraud analyses. */
  clientIp: string;
  rule: StoreRules['instalments'];
};

/**
 * Card through Cielo, PagSeguro or Moip, charged before the order is placed: the checkout is rehearsed
 * (every check, rolled back) for the exact total, the provider authorises and captures it, then the
 * order is placed with its charge. A refusal or no answer leaves the cart and the stock as they
 * were; a checkout that fails after the charge (the last unit sold meanwhile) voids it.
 */
async function payByCard(
  deps: CheckoutDeps,
  auth: AuthContext,
  { input, account, webhookBase, clientIp, rule }: CardCheckout,
  place: (mode: CardMode) => Promise<CartReply>,
): Promise<CartReply> {
  const card = cardCharge(account, input);
  const amounts = await rehearse(() => place('dry'));
  // The plan is recomputed here from the rehearsed total: the browser sends only the count.
  const plan = await deps.cards.plan(account, amounts, rule, card.brand);
  const option = plan.find((o) => o.count === input.parcelas);
  if (!option) throw badRequest(storeMessages.instalmentsTooMany(plan.at(-1)?.count ?? 1));
  const interestCents = option.totalCents - amounts.amountCents;
  const customer = await visibleCustomer(deps.db, auth, auth.id);
  const payer = {
    name: customer.name,
    // A customer registered without CPF/CNPJ is identified by the holder's CPF the card form asks for.
    document: customer.document || (cardSchemaOf(input.cartao).safeParse(input.cartao).data?.cpf ?? ''),
    ...(customer.email ? { email: customer.email } : {}),
  };
  const antifraud = usesAntifraud(account.credentials)
    ? fraudContext(input, { payer, customer }, amounts.items, clientIp)
    : undefined;
  const charged = await deps.cards.charge(account, {
    tenantId: auth.tenantId,
    orderId: input.pedido,
    amountCents: option.totalCents,
    payer,
    card: { ...card, ...interestOf(option, interestCents) },
    ...(antifraud ? { antifraud } : {}),
    ...(webhookBase ? { webhookBase } : {}),
  });
  let cart: CartReply;
  try {
    cart = await place({ payment: charged, interestCents });
  } catch (error) {
    await deps.cards.voidUnplaced(charged);
    throw error;
  }
  void deps.mail.flush().catch(() => undefined);
  return { ...cart, msg: { tipo: 'success', mensagem: paymentMessages.cardPaid } };
}

/**
 * The card as its provider takes it: PagSeguro and Moip the browser's encrypted blob (Moip's hash); Cielo the PaymentToken
 * its Silent Order Post gave the browser when the account has it, else the open form. A card of
 * another kind (the store switched with the page open) is refused before anything is written.
 */
function cardCharge({ provider, credentials }: CardAccount, input: CheckoutRequest): CardCharge {
  const instalments = input.parcelas;
  if (provider === 'pagseguro' || provider === 'moip') {
    const { criptografado, nome, cpf, bandeira } = parsedCard(encryptedCardFields, input.cartao);
    return { encrypted: criptografado, holder: nome, holderDocument: cpf, brand: bandeira, instalments };
  }
  const authentication = issuerAuthentication(credentials, input.cartao);
  if (usesSilentOrderPost(credentials)) {
    const { tokenPagamento, nome, bandeira } = parsedCard(tokenCardFields, input.cartao);
    return { paymentToken: tokenPagamento, holder: nome, brand: bandeira, instalments, ...authentication };
  }
  const { numero, nome, mes, ano, cvv, bandeira } = parsedCard(cardFields, input.cartao);
  return {
    number: numero,
    holder: nome,
    expiry: `${mes}/${ano}`,
    cvv,
    brand: bandeira,
    instalments,
    ...authentication,
  };
}

/**
 * The issuer's 3-D Secure answer the page got from Cielo's MPI, when the store authenticates cards.
 * Without one the card is refused before anything is written, unless the store charges cards their
 * issuer cannot authenticate (the page then sends none).
 */
function issuerAuthentication(credentials: Record<string, string>, cartao: unknown) {
  if (!usesThreeDSecure(credentials)) return {};
  const given = cardSchemaOf(cartao).safeParse(cartao).data;
  const auth = given && 'autenticacao' in given ? given.autenticacao : undefined;
  if (!auth) {
    if (chargesUnauthenticated(credentials)) return {};
    throw badRequest(paymentMessages.cardAuthRequired);
  }
  const { cavv, xid, eci, versao, referencia } = auth;
  return {
    authentication: {
      cavv,
      eci,
      ...(xid ? { xid } : {}),
      ...(versao ? { version: versao } : {}),
      ...(referencia ? { referenceId: referencia } : {}),
    },
  };
}

/** Who pays the chosen instalments' interest, as the provider is told (none: the store, interest-free). */
function interestOf(option: InstalmentOption, interestCents: number): Pick<CardCharge, 'interest'> {
  if (option.interest === 'issuer') return { interest: { by: 'issuer' } };
  if (option.interest === 'buyer') return { interest: { by: 'buyer', cents: interestCents } };
  return {};
}

function parsedCard<T>(schema: z.ZodType<T>, cartao: unknown): T {
  const parsed = schema.safeParse(cartao);
  if (!parsed.success) throw badRequest(paymentMessages.cardFormStale);
  return parsed.data;
}

async function rehearse(
  run: () => Promise<unknown>,
): Promise<{ goodsCents: number; amountCents: number; items: FraudContext['items'] }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Rehearsed)
      return { goodsCents: error.goodsCents, amountCents: error.totalCents, items: error.items };
    throw error;
  }
  // Stryker disable next-line StringLiteral: equivalent; a guard never reached, a dry placement always throws Rehearsed
  throw new Error('the checkout rehearsal did not stop');
}

/** The shop's copy ('nte'): a mail of its own, so the customer never sees the shop's addresses. */
async function queueNotification(
  tx: Db,
  mail: MailService,
  tenant: Tenant,
  auth: AuthContext,
  row: OrderWithCustomer,
  items: ItemWithProduct[],
  to: string[],
): Promise<void> {
  if (to.length === 0) return;
  const title = storeMessages.notificationSubject(row.order.id, row.order.customerName);
  await mail.queue(
    { tenantId: auth.tenantId, to, subject: title, html: htmlPage(title, orderDocumentHtml(tenant, row, items, auth)) },
    tx,
  );
}

async function queueConfirmation(
  tx: Db,
  mail: MailService,
  tenant: Tenant,
  auth: AuthContext,
  row: OrderWithCustomer,
  items: ItemWithProduct[],
): Promise<void> {
  if (!auth.email) return;
  const title = storeMessages.confirmationSubject(row.order.id, tenant.tradeName);
  const intro = `<p>${escapeHtml(storeMessages.confirmationGreeting(auth.name))}</p>`;
  await mail.queue(
    {
      tenantId: auth.tenantId,
      to: [auth.email],
      subject: title,
      html: htmlPage(title, intro + orderDocumentHtml(tenant, row, items, auth)),
    },
    tx,
  );
}
