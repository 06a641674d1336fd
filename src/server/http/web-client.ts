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
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasClient && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ exception: messages.access.notFound });
  });
}
