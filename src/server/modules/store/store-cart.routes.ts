import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../shared/contract/account.js';
import { storeCalls } from '../../../shared/contract/store.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webhookOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import type { MailService } from '../mail/index.js';
import type { BoletoPayments, CardPayments, PixPayments } from '../payments/index.js';
import { buyAgain } from './buy-again.service.js';
import { placeStoreOrder } from './checkout.service.js';
import { addToShopCart, checkoutInfo, shippingQuote, shopCart } from './shop-cart.service.js';

/** What these routes need from the composition root. */
type RouteDeps = {
  db: Db;
  mail: MailService;
  pix: PixPayments;
  cards: CardPayments;
  boletos: BoletoPayments;
  config: Pick<Config, 'publicUrl'>;
};

/** The shop's face of the one cart: the customer's open budget, the shipping quote and the checkout. */
export function storeCartRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** The open cart at today's prices (a visitor or a seller has none here). */
  route(app, storeCalls.cart, async ({ auth }) => ({ carrinho: await shopCart(ctx.db, auth) }));

  /** Adds (sets the quantity of) a product in the open cart, creating it when there is none. */
  route(app, storeCalls.addItem, ({ auth, body, request }) => addToShopCart(ctx.db, auth, request.tenant, body));

  /** GET /frete (cep, pedido): servico, prazo (days) and valor of each option. */
  route(app, storeCalls.shipping, ({ auth, query, request }) => shippingQuote(ctx.db, request.tenant, auth, query));

  route(app, storeCalls.checkoutInfo, ({ auth, request }) => checkoutInfo(ctx.db, ctx, auth, request.tenant));

  /** 'Comprar novamente' from /minha-conta: an order's products still sold go into the open cart. */
  route(app, accountCalls.buyAgain, ({ auth, body, request }) => buyAgain(ctx.db, auth, request.tenant, body.pedido));

  route(app, storeCalls.checkout, ({ auth, body, request }) =>
    placeStoreOrder(ctx, auth, request.tenant, body, webhookOrigin(request, ctx.config.publicUrl), request.ip),
  );
}
