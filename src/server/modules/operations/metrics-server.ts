import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export type MetricsServer = { port: number; close: () => Promise<void> };

/**
 * `GET /metrics` on a port of its own (METRICS_PORT): Prometheus reads it without a session, and
 * the figures (every company's together) never pass through the public address or the proxy.
 * A bare node:http server, as it serves one fixed text and is no call of the app's contract.
 */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    // Stryker disable next-line StringLiteral: equivalent; a request a server received always has its url.
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://localhost').pathname !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
