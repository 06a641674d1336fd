import type { FastifyInstance } from 'fastify';
import { productCalls } from '../../../shared/contract/products.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { importProducts } from './product-import.js';
import { changeProduct, readProduct, saveRichText } from './products.service.js';

/** 'Produtos' in the back office: operators read; the service lets admins and managers change. */
export function productRoutes(app: FastifyInstance, ctx: { db: Db }): void {
  route(app, productCalls.get, ({ auth, params }) => readProduct(ctx.db, auth, params.codigo));
  route(app, productCalls.update, ({ auth, params, body }) => changeProduct(ctx.db, auth, params.codigo, body));
  route(app, productCalls.editRich, ({ auth, params, body }) => saveRichText(ctx.db, auth, params.campo, body));
  route(app, productCalls.import, ({ auth, body }) => importProducts(ctx.db, auth, body));
}
