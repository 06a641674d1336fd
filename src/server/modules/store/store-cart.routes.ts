import type { FastifyInstance } from 'fastify';
import { storeCalls } from '../../../shared/contract/store.js';
import { isCustomerLevel } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { paymentMethods } from '../../../shared/domain/order-status.js';
import { messages } from '../../../shared/messages.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import { forbidden } from '../../http/errors.js';
import { requireAuth } from '../../http/request-context.js';
import type { AuthContext } from '../../http/auth-context.js';
import { route } from '../../http/route.js';
import { visibleCustomer } from '../customers/index.js';
import {
  totalsOf,
  addItem,
  changeOrder,
  createCart,
  loadCart,
  visibleOrder,
  type CartChange,
  findItems,
  findOpenCart,
  findStalePrices,
  repriceItems,
} from '../orders/index.js';
import type { Tenant } from '../../http/tenant.js';
import { readStoreRules } from '../store-config/index.js';
import { placeStoreOrder } from './checkout.service.js';
import { parcelOf, quoteShipping } from './shipping.service.js';

/** Only a customer login buys in the store, and only when the company lets the store sell. */
function requireShopper(auth: AuthContext, tenant: Tenant): AuthContext {
  if (!isCustomerLevel(auth.level)) throw forbidden(messages.access.storeForCustomersOnly);
  if (!tenant.allowCart) throw forbidden(storeMessages.cartDisabled);
  return auth;
}

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; mail: MailService };

/** The shop's face of the one cart: the customer's open budget, the shipping quote and the checkout. */
export function storeCartRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** The open cart at today's prices (a visitor or a seller has none here). */
  route(app, storeCalls.cart, async ({ auth }) => {
    if (!auth || !isCustomerLevel(auth.level)) return { carrinho: null };
    const id = await findOpenCart(ctx.db, auth.tenantId, auth.id);
    if (!id) return { carrinho: null };
    if ((await findStalePrices(ctx.db, auth.tenantId, id)) === 0) return { carrinho: await loadCart(ctx.db, auth, id) };
    const repriced: CartChange = (tx) => repriceItems(tx, auth.tenantId, id);
    return { carrinho: await changeOrder(ctx.db, auth, id, undefined, 'edit', repriced) };
  });

  /** Adds (sets the quantity of) a product in the open cart, creating it when there is none. */
  route(app, storeCalls.addItem, async ({ auth, body, request }) => {
    requireShopper(auth, request.tenant);
    const id = body.pedido ?? (await findOpenCart(ctx.db, auth.tenantId, auth.id)) ?? (await createCart(ctx.db, auth));
    return changeOrder(ctx.db, auth, id, body.versao, 'edit', addItem(auth, body, 'shop'));
  });

  /** GET /frete (cep, pedido): servico, prazo (days) and valor of each option. */
  route(app, storeCalls.shipping, async ({ query, request }) => {
    const rules = await readStoreRules(ctx.db, request.tenant.id);
    let parcel = { weightKg: 0, valueCents: 0 };
    if (query.pedido) {
      // A visitor quotes by CEP alone; an order's weight and value are its owner's.
      const auth = requireAuth(request);
      const row = await visibleOrder(ctx.db, auth, query.pedido);
      const items = await findItems(ctx.db, auth.tenantId, query.pedido);
      parcel = parcelOf(items, totalsOf({ ...row.order, shippingCents: 0 }, items).totalCents);
    }
    const quotes = await quoteShipping(ctx.db, request.tenant.id, query.cep, parcel, rules.pickup);
    return quotes.map((q) => ({ servico: q.service, prazo: q.days, valor: centsToReais(q.priceCents) }));
  });

  route(app, storeCalls.checkoutInfo, async ({ auth, request }) => {
    requireShopper(auth, request.tenant);
    const [customer, rules] = await Promise.all([
      visibleCustomer(ctx.db, auth, auth.id),
      readStoreRules(ctx.db, auth.tenantId),
    ]);
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
      formasPagamento: rules.paymentMethods.map((codigo) => ({ codigo, nome: paymentMethods[codigo] })),
      parcelamento: { maximo: rules.instalments.max, minimoParcela: centsToReais(rules.instalments.minimumCents) },
      minimo: rules.minimum ? { valor: centsToReais(rules.minimum.valueCents), mensagem: rules.minimum.message } : null,
      retirada: rules.pickup,
    };
  });

  route(app, storeCalls.checkout, ({ auth, body, request }) =>
    placeStoreOrder(ctx.db, ctx.mail, requireShopper(auth, request.tenant), request.tenant, body),
  );
}
