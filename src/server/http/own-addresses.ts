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
