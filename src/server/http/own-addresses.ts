import type { FastifyRequest } from 'fastify';
import type { Tenant } from './tenant.js';

/**
 * The server's own addresses for a company, most trusted first: PUBLIC_URL, the company's host
 * name, the host this request came to. Mailed links use the first; the cross-site check accepts
 * an Origin on any of them. Never an address the caller names in a body.
 */
export function ownAddresses(request: FastifyRequest, tenant: Pick<Tenant, 'hostName'>, publicUrl?: string): string[] {
  return [publicUrl, tenant.hostName?.trim(), request.host].filter((address): address is string => Boolean(address));
}

/** Where mailed links point (an origin: scheme and host). */
export function publicOrigin(request: FastifyRequest, publicUrl?: string): string {
  const [first = request.host] = ownAddresses(request, request.tenant, publicUrl);
  return first.includes('://') ? first : `${request.protocol}://${first}`;
}

/** A developer's own machine (and the tests'): the only host a request alone may name for webhooks. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/**
 * Where a provider is told to post its webhooks: PUBLIC_URL or the company's host name, never the
 * Host of a request (a forged one would point the company's PSP at someone else's server), except a
 * loopback host. Undefined: no webhook is registered and payments are followed by asking the provider.
 */
export function webhookOrigin(request: FastifyRequest, publicUrl?: string): string | undefined {
  const configured = publicUrl ?? request.tenant.hostName?.trim();
  if (configured) return configured.includes('://') ? configured : `${request.protocol}://${configured}`;
  return LOOPBACK_HOST.test(request.host) ? `${request.protocol}://${request.host}` : undefined;
}
