import type { FastifyInstance } from 'fastify';
import { userCalls } from '../../../shared/contract/users.js';
import type { Config } from '../../config.js';
import { publicOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import {
  createUser,
  editUser,
  sendUserPasswordLink,
  setUserActive,
  setUserPasswordFromLink,
  userById,
  type UserDeps,
} from './users.service.js';

/** What these routes need from the composition root. */
type RouteDeps = UserDeps & { config: Pick<Config, 'publicUrl'> };

export function userRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, userCalls.get, ({ request, params }) => userById(ctx.db, request.tenant.id, params.codigo));
  route(app, userCalls.create, ({ auth, request, body }) =>
    createUser(ctx, auth, request.tenant, body, publicOrigin(request, ctx.config.publicUrl)),
  );
  route(app, userCalls.update, ({ auth, request, params, body }) =>
    editUser(ctx, auth, request.tenant.id, params.codigo, body),
  );
  route(app, userCalls.activation, ({ auth, request, params, body }) =>
    setUserActive(ctx, auth, request.tenant.id, params.codigo, body.ativo),
  );
  route(app, userCalls.sendPasswordLink, ({ auth, request, params }) =>
    sendUserPasswordLink(ctx, auth, request.tenant, params.codigo, publicOrigin(request, ctx.config.publicUrl)),
  );
  route(app, userCalls.setPassword, ({ request, body }) =>
    setUserPasswordFromLink(ctx.db, request.tenant.id, body.token, body.senha),
  );
}
