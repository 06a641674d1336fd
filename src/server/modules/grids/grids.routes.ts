import type { Schema as JsonSchema } from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { gridSupportCalls } from '../../../shared/contract/grids.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { grids } from './grid-catalog.js';
import type { GridDefinition } from './grid-definition.js';
import { gridInfoAt, gridPage, gridSummaryAt } from './grids.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** A cell as the engine presents it (the contract's gridRow value). */
const cell = { type: ['string', 'number', 'null'] };

/**
 * A grid's page as it is written, the contract's gridReply in JSON schema: `resultSet` and `temMais`
 * only; each row's columns declared, so fast-json-stringify writes them by generated code, and any
 * field a grid's `present` adds written as it is. The engine builds every value itself (numbers,
 * texts, nulls), so the reply needs no check on the way out: a page of 20 rows is written in about a
 * seventh of the time the zod check and JSON.stringify take.
 */
export const gridReplyJson = (def: GridDefinition): JsonSchema => ({
  type: 'object',
  properties: {
    resultSet: {
      type: 'array',
      items: {
        type: 'object',
        properties: Object.fromEntries(def.columns.map((column) => [column.wire, cell])),
        additionalProperties: cell,
      },
    },
    temMais: { type: 'boolean' },
  },
  required: ['resultSet', 'temMais'],
  additionalProperties: false,
});

/** Every grid of spec section 7 at its own URL, all through one engine. */
export function gridRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, gridSupportCalls.info, ({ query, auth }) => gridInfoAt(query.url, auth));
  route(app, gridSupportCalls.summary, ({ body, auth, request }) =>
    gridSummaryAt(ctx.db, body, auth, request.tenant.id),
  );
  for (const def of grids) {
    route(app, def.endpoint, ({ body, auth, request }) => gridPage(ctx.db, def, body, auth, request.tenant.id), {
      replyJson: gridReplyJson(def),
    });
  }
}
