import type { FastifyInstance } from 'fastify';
import { imageCalls } from '../../../shared/contract/images.js';
import { messages } from '../../../shared/messages.js';
import { route } from '../../http/route.js';
import { contentTypeOf, isSafeKey, type FileStorage } from './storage.js';

/**
 * `GET /arquivos/{tenant}/{kind}/{file}`: a stored file, cached for a year (its name never changes:
 * a new image gets a new random key). Only keys the server makes are served; a folder, a listing or
 * any other name is 404.
 */
export function fileRoutes(app: FastifyInstance, storage: FileStorage): void {
  route(app, imageCalls.file, async ({ params, reply }) => {
    const { tenant, kind, file } = params;
    const key = `${kind}/${file}`;
    const bytes = /^\d{1,9}$/.test(tenant) && isSafeKey(key) ? await storage.get(Number(tenant), key) : undefined;
    if (!bytes) return reply.status(404).send({ exception: messages.access.notFound });
    return reply
      .header('content-type', contentTypeOf(file))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}
