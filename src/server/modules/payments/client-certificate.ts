import https from 'node:https';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { rootCertificates } from 'node:tls';
import { GatewayError, type Transport } from '../payment-config/index.js';

/** What a company saved for a PSP that asks for mTLS: its certificate and key, and the PSP's own CA if any. */
export type ClientCertificate = { cert?: string; key?: string; ca?: string };

/**
 * TLS failures that are about certificates (ours missing or refused, a key that does not match or
 * does not parse): OpenSSL's codes, which Node passes on as ERR_SSL_* / ERR_OSSL_*.
 */
const isCertificateProblem = (error: unknown) => /^ERR_(SSL|OSSL)_/.test(String((error as { code?: unknown }).code));

/** Statuses whose reply has no body (a Response refuses one). */
const bodiless = new Set([204, 205, 304]);

function failure(provider: string, error: unknown): Error {
  if (isCertificateProblem(error))
    return new GatewayError('certificate', `${provider} recusou a conexão mTLS: ${String(error)}`);
  return error instanceof Error ? error : new Error(String(error));
}

/** The bodies the PSP clients send: JSON text, or a form (the token request). */
function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('certificateTransport sends text or form bodies only');
}

/** Kept-alive connections to the PSP close after this long unused. */
const IDLE_SOCKET_MS = 60_000;

/** A transport whose idle connections can be closed when it is dropped (a replaced certificate's). */
export type CertificateTransport = Transport & { close: () => void };

/**
 * A fetch look-alike over node:https that presents a client certificate (the global fetch cannot).
 * One agent per certificate (its connections are reused); a CA of the PSP is trusted besides the
 * usual roots. A certificate refused by the PSP, or one that does not parse, is a 'certificate' error.
 */
export function certificateTransport(provider: string, certificate: ClientCertificate): CertificateTransport {
  const agent = new https.Agent({
    keepAlive: true,
    timeout: IDLE_SOCKET_MS,
    ...(certificate.cert ? { cert: certificate.cert } : {}),
    ...(certificate.key ? { key: certificate.key } : {}),
    ...(certificate.ca ? { ca: [...rootCertificates, certificate.ca] } : {}),
  });
  const transport: Transport = (url, init) => {
    // mTLS is part of TLS: a plain-http address (a PSP's local test double) gets a plain request.
    if (new URL(url).protocol === 'http:') return fetch(url, init);
    return new Promise((resolve, reject) => {
      try {
        const request = https.request(url, options(agent, init), (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('error', (error) => reject(failure(provider, error)));
          reply.on('end', () => resolve(responseOf(reply, Buffer.concat(chunks))));
        });
        request.on('error', (error) => reject(failure(provider, error)));
        request.end(bodyText(init.body));
      } catch (error) {
        // The TLS context is built on connecting: a key that does not parse throws here.
        reject(failure(provider, error));
      }
    });
  };
  // Only idle connections: a call in flight ends normally, and its connection then idles out.
  const close = () => Object.values(agent.freeSockets).forEach((sockets) => sockets?.forEach((s) => s.destroy()));
  return Object.assign(transport, { close });
}

const options = (agent: https.Agent, init: RequestInit): https.RequestOptions => ({
  agent,
  method: init.method ?? 'GET',
  headers: init.headers as OutgoingHttpHeaders,
  ...(init.signal ? { signal: init.signal } : {}),
});

function responseOf(reply: IncomingMessage, body: Buffer): Response {
  const status = reply.statusCode ?? 502;
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Response(bodiless.has(status) ? null : new Uint8Array(body), { status, headers });
}
