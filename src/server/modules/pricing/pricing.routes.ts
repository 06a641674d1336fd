import type { FastifyInstance } from 'fastify';
import { priceTableCalls } from '../../../shared/contract/price-tables.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { importPrices } from './price-import.js';
import { changeTable, createTable, readTable, removeItemPrice, removeTable, setItemPrice } from './pricing.service.js';

/** 'Tabelas de preço': managers and admins (the service refuses anyone else). */
export function pricingRoutes(app: FastifyInstance, ctx: { db: Db }): void {
  route(app, priceTableCalls.get, ({ auth, params }) => readTable(ctx.db, auth, params.codigo));
  route(app, priceTableCalls.create, ({ auth, body }) => createTable(ctx.db, auth, body));
  route(app, priceTableCalls.update, ({ auth, params, body }) => changeTable(ctx.db, auth, params.codigo, body));
  route(app, priceTableCalls.remove, ({ auth, params }) => removeTable(ctx.db, auth, params.codigo));
  route(app, priceTableCalls.setItem, ({ auth, params, body }) =>
    setItemPrice(ctx.db, auth, params.codigo, params.produto, body.preco),
  );
  route(app, priceTableCalls.removeItem, ({ auth, params }) =>
    removeItemPrice(ctx.db, auth, params.codigo, params.produto),
  );
  route(app, priceTableCalls.import, ({ auth, params, body }) => importPrices(ctx.db, auth, params.codigo, body));
}
