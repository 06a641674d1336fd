import type { FastifyRequest } from 'fastify';

/**
 * Where mailed links point: only the server's own public address (PUBLIC_URL, else the company's
 * host name, else the host this request came to), never an address the caller names.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = request.tenant.hostName?.trim() || request.host;
  return `${request.protocol}://${host}`;
}
