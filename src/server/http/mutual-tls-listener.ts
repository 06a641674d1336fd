import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.js';
import { ConfigError } from '../config.js';

export type MutualTlsOptions = { port: number; host: string; certFile: string; keyFile: string };

/** `close`: no new connections; requests in flight get `graceMs` to finish before theirs are cut. */
export type MutualTlsListener = { port: number; close: (graceMs?: number) => Promise<void> };

const readPem = (file: string, name: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`Configuração inválida:\n  ${name}: não foi possível ler o arquivo ${file}`);
  }
};

/**
 * A second door into the app, over TLS, that asks every caller for a client certificate and lets
 * only the paths `accepts` names through (the Pix webhooks). The handshake takes any certificate:
 * which authority is trusted is each company's setting, so the route checks the chain once it knows
 * the company. Everything else the app does (tenant, limits, logs) applies as on the main port.
 */
export async function listenWithClientCertificates(
  app: FastifyInstance,
  options: MutualTlsOptions,
  accepts: (path: string) => boolean,
): Promise<MutualTlsListener> {
  const server = https.createServer(
    {
      cert: readPem(options.certFile, 'PIX_WEBHOOK_TLS_CERT'),
      key: readPem(options.keyFile, 'PIX_WEBHOOK_TLS_KEY'),
      requestCert: true,
      rejectUnauthorized: false,
    },
    (request, reply) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      if (accepts(path)) return app.routing(request, reply);
      reply
        .writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ exception: messages.access.notFound }));
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: (graceMs = 0) =>
      new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
