import { isCustomer } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { paymentMethods } from '../../../shared/domain/order-status.js';
import type { AddItemRequest, CartReply } from '../../../shared/schemas/cart.js';
import { storeMessages, type CheckoutInfo, type ShippingOption } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, SessionRequiredError } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { visibleCustomer } from '../customers/index.js';
import { addItem, changeOrder, openShopCart, orderGoods, shopCartFor } from '../orders/index.js';
import type { CardPayments, PixPayments } from '../payments/index.js';
import { readStoreRules, readStorefrontSwitches, type StoreRules } from '../store-config/index.js';
import { parcelOf, quoteShipping } from './shipping.service.js';

/** The shop's face of the one cart: the customer's open budget, the shipping quote and the checkout page. */

/** The online payment services the checkout asks whether the company can charge. */
export type OnlinePayments = { pix: PixPayments; cards: CardPayments };

/**
 * The store's rules with Pix only when the company's PSP is set up (never a form the checkout cannot
 * charge). The card needs no check here: the checkout page offers it only with the provider's checkout
 * data (`cards.checkout`, null without an account), and an order paid by card asks for the account first.
 */
export async function offeredRules(
  db: Db,
  { pix }: Pick<OnlinePayments, 'pix'>,
  tenantId: number,
): Promise<StoreRules> {
  const [rules, pixCredentials] = await Promise.all([readStoreRules(db, tenantId), pix.credentials(tenantId)]);
  if (pixCredentials) return rules;
  return { ...rules, paymentMethods: rules.paymentMethods.filter((code) => code !== 'X') };
}

/** The store sells only when the company lets it (the contract admits customer logins only). */
export function requireOpenStore(tenant: Tenant): void {
  if (!tenant.allowCart) throw forbidden(storeMessages.cartDisabled);
}

/** Whether the shop sells tinted paint: tnt saved inactive says no; never saved, yes. */
export async function shopTinting(db: Db, tenantId: number): Promise<boolean> {
  return (await readStorefrontSwitches(db, tenantId)).tingimento;
}

/**
 * The shop refuses a tinted line while tnt is off. Only the shop's paths call this: the terminal
 * (sellers) keeps tinting whatever the store shows.
 */
export async function requireShopTinting(db: Db, tenantId: number): Promise<void> {
  if (!(await shopTinting(db, tenantId))) throw badRequest(storeMessages.tintingDisabled);
}

const isTinted = (input: AddItemRequest) => Boolean(input.cor) || input.tipo === '1';

/** The open cart at today's prices (a visitor or a seller has none here). */
export async function shopCart(db: Db, auth: AuthContext | undefined): Promise<CartReply | null> {
  if (!auth || !isCustomer(auth)) return null;
  return openShopCart(db, auth);
}

/** Adds (sets the quantity of) a product in the open cart, creating it when there is none. */
export async function addToShopCart(db: Db, auth: AuthContext, tenant: Tenant, input: AddItemRequest) {
  requireOpenStore(tenant);
  if (isTinted(input)) await requireShopTinting(db, tenant.id);
  const id = await shopCartFor(db, auth, input.pedido);
  return changeOrder(db, auth, id, input.versao, 'edit', addItem(auth, input, 'shop'));
}

/**
 * GET /frete (cep, pedido): servico, prazo (days) and valor of each option. A visitor quotes by CEP
 * alone; an order's weight and value are its owner's (a session is required to name one).
 */
export async function shippingQuote(
  db: Db,
  tenant: Tenant,
  auth: AuthContext | undefined,
  query: { cep: string; pedido?: number | undefined },
): Promise<ShippingOption[]> {
  const rules = await readStoreRules(db, tenant.id);
  let parcel = { weightKg: 0, valueCents: 0 };
  if (query.pedido) {
    if (!auth) throw new SessionRequiredError();
    const goods = await orderGoods(db, auth, query.pedido);
    parcel = parcelOf(goods.items, goods.goodsCents);
  }
  const quotes = await quoteShipping(db, tenant.id, query.cep, parcel, rules.pickup);
  return quotes.map((q) => ({ servico: q.service, prazo: q.days, valor: centsToReais(q.priceCents) }));
}

/** What the checkout page needs besides the cart: the customer, their address and the store's rules. */
export async function checkoutInfo(
  db: Db,
  online: OnlinePayments,
  auth: AuthContext,
  tenant: Tenant,
): Promise<CheckoutInfo> {
  requireOpenStore(tenant);
  const [customer, rules, cartao] = await Promise.all([
    visibleCustomer(db, auth, auth.id),
    offeredRules(db, online, auth.tenantId),
    online.cards.checkout(auth.tenantId),
  ]);
  // PagSeguro giving no public key now: the card cannot be encrypted, so it is not offered.
  const methods = rules.paymentMethods.filter((code) => code !== 'O' || cartao);
  return {
    cliente: { nome: customer.name, documento: customer.document, email: customer.email, telefone: customer.phone },
    endereco: {
      cep: customer.cep ?? undefined,
      endereco: customer.street ?? undefined,
      numero: customer.number ?? undefined,
      bairro: customer.district ?? undefined,
      cidade: customer.city ?? undefined,
      estado: customer.state ?? undefined,
    },
    formasPagamento: methods.map((codigo) => ({ codigo, nome: paymentMethods[codigo] })),
    parcelamento: { maximo: rules.instalments.max, minimoParcela: centsToReais(rules.instalments.minimumCents) },
    minimo: rules.minimum ? { valor: centsToReais(rules.minimum.valueCents), mensagem: rules.minimum.message } : null,
    retirada: rules.pickup,
    bandeiras: rules.cardBrands,
    cartao,
  };
}
