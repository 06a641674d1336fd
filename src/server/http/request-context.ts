import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCustomer } from '../../shared/domain/access.js';
import { messages } from '../../shared/messages.js';
import type { AuthContext } from './auth-context.js';
import type { Tenant } from './tenant.js';
import { forbidden, notFound, SessionRequiredError } from './errors.js';
import { ownAddresses } from './own-addresses.js';

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
  config: { publicUrl: string | undefined };
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
    if (isCrossSiteWrite(request, ownAddresses(request, tenant, ctx.config.publicUrl))) {
      throw forbidden(messages.access.crossSite);
    }
    request.tenant = tenant;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await ctx.sessions.resolve(tenant.id, token) : undefined;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing request is
 * refused when the browser says it comes from another site — an `Origin` (or the opaque 'null') that
 * is neither the host the request was sent to, nor PUBLIC_URL, nor the company's host name; or,
 * without Origin, `Sec-Fetch-Site` other than same-origin or none. Requests with neither header
 * (curl, tests, older browsers) pass.
 */
function isCrossSiteWrite(request: FastifyRequest, own: string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return !own.map(hostOf).some((host) => host !== undefined && sameHost(origin, host));
  }
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/** The host of an address: PUBLIC_URL (a URL), a host name or a request host (bare hosts). */
function hostOf(address: string): string | undefined {
  try {
    return new URL(address.includes('://') ? address : `http://${address}`).host;
  } catch {
    return undefined;
  }
}

/** Compares hosts with the Origin's scheme, so a default port written or not (:443) is the same host. */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
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

/** A customer login: the store sells to customers only (a seller uses the terminal). */
export function requireCustomer(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!isCustomer(auth)) throw forbidden(messages.access.storeForCustomersOnly);
  return auth;
}

export function requireOperator(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (isCustomer(auth)) throw forbidden(messages.access.forbidden);
  return auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireOperator(request);
  if (auth.role !== 'admin') throw forbidden(messages.access.forbidden);
  return auth;
}
