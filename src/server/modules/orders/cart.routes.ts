import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isCustomerLevel } from '../../../shared/domain/access.js';
import {
  addItemRequest,
  copyRequest,
  customerChoice,
  discountsRequest,
  observationRequest,
  productSearchRequest,
  removeItemRequest,
  removeItemsRequest,
} from '../../../shared/schemas/cart.js';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../../http/parse-input.js';
import { requireAuth } from '../../http/request-context.js';
import {
  addItem,
  cartFor,
  changeOrder,
  chooseCustomer,
  loadCart,
  removeItems,
  saveNote,
  setDiscounts,
} from './cart.service.js';
import { copyOrder } from './order-flow.service.js';
import { searchCatalog } from './product-search.js';

const orderCode = z.object({ pedido: z.coerce.number().int().positive() });

/**
 * The cart helper calls the spec leaves unnamed (section 7), under /api/carrinho. Every change
 * replies the whole cart as the server computed it; `versao` guards against concurrent edits.
 */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/carrinho/:pedido', async (request) =>
    loadCart(ctx.db, requireAuth(request), parseInput(orderCode, request.params).pedido),
  );

  app.post('/api/carrinho/itens', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(addItemRequest, request.body);
    const id = await cartFor(ctx.db, auth, input.pedido);
    return changeOrder(ctx.db, auth, id, input.versao, 'edit', addItem(auth, input));
  });

  app.post('/api/carrinho/remover-item', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(removeItemRequest, request.body);
    return changeOrder(ctx.db, auth, input.pedido, input.versao, 'edit', removeItems(auth, [input.item]));
  });

  app.post('/api/carrinho/remover-itens', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(removeItemsRequest, request.body);
    return changeOrder(ctx.db, auth, input.pedido, input.versao, 'edit', removeItems(auth, input.itens));
  });

  app.post('/api/carrinho/cliente', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(customerChoice, request.body);
    const id = await cartFor(ctx.db, auth, input.pedido);
    return changeOrder(ctx.db, auth, id, input.versao, 'edit', chooseCustomer(auth, input.cliente));
  });

  /** Discounts are the seller's: from a customer they are ignored and the cart comes back unchanged. */
  app.post('/api/carrinho/descontos', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(discountsRequest, request.body);
    if (isCustomerLevel(auth.level)) return loadCart(ctx.db, auth, input.pedido);
    const discounts = { valueCents: input.descontoValor, index: input.indice, lines: input.itens };
    return changeOrder(ctx.db, auth, input.pedido, input.versao, 'edit', setDiscounts(auth, discounts));
  });

  app.post('/api/carrinho/observacao', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(observationRequest, request.body);
    return changeOrder(ctx.db, auth, input.pedido, input.versao, 'edit', saveNote(input.observacao));
  });

  /** Copy: replies the new budget's code; the screen goes to /?pedido={codigo}. */
  app.post('/api/carrinho/copiar', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(copyRequest, request.body);
    return { codigo: await copyOrder(ctx.db, auth, input.codigoAnterior, input.codigo) };
  });

  app.post('/api/produtos/busca', async (request) => {
    requireAuth(request);
    return searchCatalog(ctx.db, request.tenant.id, parseInput(productSearchRequest, request.body));
  });
}
