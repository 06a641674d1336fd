import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callAddress } from '../../shared/contract/endpoint.js';
import { readManifest, routeLinks } from './client-manifest.js';

/** src/web/ssr/render-page.tsx, as built by Vite for Node. */
type RenderPage = (
  url: string,
  answer: (key: readonly unknown[]) => Promise<unknown>,
) => Promise<{ body: string; modules: string[] } | undefined>;

/** A store page drawn on the server: the links its head needs, and its body. */
export type DrawnPage = { head: string; body: string };

/** What the page's own calls pass on from the request that opened it: who asks, from where, for which company. */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * A store page rendered on the server with its data (the first screen needs no call of its own) and
 * the links that fetch its route modules with it, or undefined: no renderer built, a route the
 * browser draws alone, or a render that failed (logged; the page then goes as the browser draws it,
 * never as an error).
 */
export function pageRenderer(app: FastifyInstance, modulePath: string | undefined, webDir: string | undefined) {
  const manifest = readManifest(webDir);
  let loading: Promise<RenderPage | undefined> | undefined;
  const load = () =>
    (loading ??=
      modulePath && fs.existsSync(modulePath)
        ? import(pathToFileURL(modulePath).href).then((module: { renderPage: RenderPage }) => module.renderPage)
        : Promise.resolve(undefined));
  return async (request: FastifyRequest): Promise<DrawnPage | undefined> => {
    try {
      const render = await load();
      const drawn = await render?.(`http://pagina${request.url}`, (key) => answerCall(app, request, key));
      return drawn && { head: routeLinks(manifest, drawn.modules), body: drawn.body };
    } catch (error) {
      request.log.warn({ err: error }, 'página da loja enviada sem o corpo: o render no servidor falhou');
      return undefined;
    }
  };
}

/**
 * A call the page asks for, answered by this server as it would answer the browser (same session,
 * company, address and rate limit): only reads (GET) of the API, and only a plain reply.
 */
async function answerCall(app: FastifyInstance, page: FastifyRequest, key: readonly unknown[]): Promise<unknown> {
  const [method, path, sent] = key;
  if (method !== 'GET' || typeof path !== 'string' || !path.startsWith('/api/')) return undefined;
  const address = callAddress(path, sent ?? {});
  const alias = new URL(page.url, 'http://pagina').searchParams.get('apelido');
  const url = alias ? `${address}${address.includes('?') ? '&' : '?'}apelido=${encodeURIComponent(alias)}` : address;
  const headers = Object.fromEntries(
    FORWARDED.flatMap((name) => (page.headers[name] ? [[name, page.headers[name]]] : [])),
  );
  const reply = await app.inject({
    method: 'GET',
    url,
    remoteAddress: page.socket.remoteAddress,
    headers: { ...headers, accept: 'application/json' },
  });
  if (reply.statusCode !== 200 || !String(reply.headers['content-type']).includes('application/json')) return undefined;
  const body = reply.json<{ exception?: unknown; redirecionar?: unknown }>();
  return body.exception || body.redirecionar ? undefined : body;
}
