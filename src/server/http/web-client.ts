import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.js';

/**
 * Serves the built React client: its files, and index.html for every other GET that accepts HTML,
 * so deep links and reloads of any page path work. Unknown calls get a JSON 404.
 */
export async function registerWebClient(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasClient = !!webDir && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each text file (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET' && acceptsPage(request.headers.accept)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ exception: messages.access.notFound });
  });
}

/**
 * A browser asks for text/html; link previews and crawlers often send only '*\/*' or no Accept at
 * all, and must get the page too. The client's own calls ask for JSON, so an unknown call still
 * gets the JSON 404.
 */
function acceptsPage(accept: string | undefined): boolean {
  if (!accept || accept.includes('text/html')) return true;
  return accept.includes('*/*') && !accept.includes('application/json');
}

/**
 * The client's index.html with `head` (already escaped markup) before `</head>` and its title
 * replaced, for a page whose link preview the server renders (WhatsApp and other previews read the
 * HTML and run no script); with `body`, the page drawn on the server in place of the 'loading' frame
 * (between the `<!--pagina-->` marks). Without a built client, a bare page carries the same head.
 * Without a title, the page as built.
 */
export function indexPageWith(webDir: string | undefined, title?: string, head = '', body?: string): string {
  if (title === undefined) return indexPage(webDir);
  // Replaced by functions: a '$&' or "$'" in a company's name is text, not a replacement pattern.
  const page = indexPage(webDir)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `${head}</head>`);
  return body === undefined ? page : page.replace(/<!--pagina-->[\s\S]*<!--\/pagina-->/, () => body);
}

const BARE_PAGE =
  '<!doctype html><html lang="pt-BR"><head><title></title></head>' +
  '<body><!--pagina--><div id="root"></div><!--/pagina--></body></html>';
/** index.html read once per client folder: a preview link is opened by every crawler that sees it. */
const indexPages = new Map<string, string>();

function indexPage(webDir: string | undefined): string {
  if (!webDir) return BARE_PAGE;
  let html = indexPages.get(webDir);
  if (html === undefined) {
    const file = path.join(webDir, 'index.html');
    html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : BARE_PAGE;
    indexPages.set(webDir, html);
  }
  return html;
}
