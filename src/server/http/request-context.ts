import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCustomerLevel } from '../../shared/domain/access.js';
import { messages } from '../../shared/messages.js';
import type { AuthContext } from './auth-context.js';
import type { Tenant } from './tenant.js';
import { forbidden, notFound, SessionRequiredError } from './errors.js';

export const SESSION_COOKIE = 'tkn';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
    auth: AuthContext | undefined;
  }
}

/** How a request finds its company and its caller (the composition root provides them). */
type RequestServices = {
  tenants: { resolve(alias: string | undefined, hostName: string): Promise<Tenant | undefined> };
  sessions: { resolve(tenantId: number, token: string): Promise<AuthContext | undefined> };
};

/**
 * Every call gets its tenant (from `apelido`, the host name or the default) and, when the session
 * cookie is valid, its logged-in caller. An unknown alias is refused, never replaced by the default.
 */
export function registerRequestContext(app: FastifyInstance, ctx: RequestServices): void {
  app.decorateRequest('tenant', undefined as unknown as Tenant);
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    const alias = aliasOf(request);
    const tenant = await ctx.tenants.resolve(alias, request.hostname.split(':')[0] ?? '');
    if (!tenant) throw notFound(messages.tenant.notFound);
    request.tenant = tenant;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await ctx.sessions.resolve(tenant.id, token) : undefined;
  });
}

/** Read from the raw address: this runs before any route has checked its query. */
function aliasOf(request: FastifyRequest): string | undefined {
  const alias = new URL(request.url, 'http://localhost').searchParams.get('apelido')?.trim();
  return alias ? alias.toLowerCase() : undefined;
}

/** The caller, or the session-expired reply (redirecionar + html). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new SessionRequiredError();
  return request.auth;
}

export function requireOperator(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (isCustomerLevel(auth.level)) throw forbidden(messages.access.forbidden);
  return auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireOperator(request);
  if (auth.role !== 'admin') throw forbidden(messages.access.forbidden);
  return auth;
}
