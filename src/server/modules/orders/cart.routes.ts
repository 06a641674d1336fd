import type { FastifyInstance } from 'fastify';
import { cartCalls } from '../../../shared/contract/cart.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import {
  addItem,
  cartFor,
  changeDiscounts,
  changeOrder,
  chooseCustomer,
  loadCart,
  removeItems,
  saveNote,
} from './cart.service.js';
import { copyOrder } from './order-flow.service.js';
import { renewBudget, setTerms, termsOptions } from './order-terms.service.js';
import { searchCatalog } from './product-search.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/**
 * The cart helper calls the spec leaves unnamed (section 7), under /api/carrinho. Every change
 * replies the whole cart as the server computed it; `versao` guards against concurrent edits.
 */
export function cartRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, cartCalls.load, ({ params, auth }) => loadCart(ctx.db, auth, params.pedido));

  route(app, cartCalls.addItem, async ({ body, auth }) => {
    const id = await cartFor(ctx.db, auth, body.pedido);
    return changeOrder(ctx.db, auth, id, body.versao, 'edit', addItem(auth, body));
  });

  route(app, cartCalls.removeItem, ({ body, auth }) =>
    changeOrder(ctx.db, auth, body.pedido, body.versao, 'edit', removeItems(auth, [body.item])),
  );

  route(app, cartCalls.removeItems, ({ body, auth }) =>
    changeOrder(ctx.db, auth, body.pedido, body.versao, 'edit', removeItems(auth, body.itens)),
  );

  route(app, cartCalls.chooseCustomer, async ({ body, auth }) => {
    const id = await cartFor(ctx.db, auth, body.pedido);
    return changeOrder(ctx.db, auth, id, body.versao, 'edit', chooseCustomer(auth, body.cliente));
  });

  route(app, cartCalls.discounts, ({ body, auth }) =>
    changeDiscounts(ctx.db, auth, body.pedido, body.versao, {
      valueCents: body.descontoValor,
      index: body.indice,
      lines: body.itens,
    }),
  );

  route(app, cartCalls.observation, ({ body, auth }) =>
    changeOrder(ctx.db, auth, body.pedido, body.versao, 'edit', saveNote(body.observacao)),
  );

  /** Copy: replies the new budget's code; the screen goes to /?pedido={codigo}. */
  route(app, cartCalls.copy, async ({ body, auth }) => ({
    codigo: await copyOrder(ctx.db, auth, body.codigoAnterior, body.codigo),
  }));

  route(app, cartCalls.termsOptions, ({ request }) => termsOptions(ctx.db, request.tenant));

  route(app, cartCalls.terms, ({ body, auth }) => setTerms(ctx.db, auth, body));

  route(app, cartCalls.renew, ({ body, auth }) => renewBudget(ctx.db, auth, body.pedido, body.versao));

  route(app, cartCalls.productSearch, ({ body, auth }) => searchCatalog(ctx.db, auth, body));
}
