import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { imageCalls } from '../../../shared/contract/images.js';
import { IMAGE_MAX_BYTES } from '../../../shared/domain/images.js';
import { route } from '../../http/route.js';
import { fileRoutes } from './file-routes.js';
import {
  deleteImage,
  logoOf,
  saveProductImages,
  searchLibrary,
  setStorageLimit,
  upload,
  uploadPermission,
  usageOf,
  type ImageDeps,
} from './images.service.js';
import { readUpload } from './upload-reader.js';

/** Images, the quota and the stored files (docs/images.md). */
export function imageRoutes(app: FastifyInstance, deps: ImageDeps): void {
  // Past the size limit a file is cut and marked truncated instead of failing the whole form, so
  // the upload can say which limit it passed (1 MB for a manufacturer, 10 MB otherwise).
  void app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: false,
  });
  fileRoutes(app, deps.storage);
  route(app, imageCalls.permission, ({ auth }) => uploadPermission(deps.db, auth.tenantId));
  route(app, imageCalls.upload, async ({ auth, request, reply }) => {
    const answer = await upload(deps, auth, () => readUpload(request));
    // Fastify sends a string as it is: the bare 'Upload excedido' goes as a JSON string all the same.
    return typeof answer === 'string'
      ? reply.type('application/json; charset=utf-8').send(JSON.stringify(answer))
      : answer;
  });
  route(app, imageCalls.saveProductImages, ({ auth, body }) =>
    saveProductImages(deps.db, auth, body.codigo, body.imagens),
  );
  route(app, imageCalls.remove, ({ auth, body }) => deleteImage(deps, auth, body.nomeDoArquivo));
  route(app, imageCalls.logo, ({ request, body }) => logoOf(deps.db, request.tenant.id, body.arquivo));
  route(app, imageCalls.library, ({ auth, query }) => searchLibrary(deps.db, auth, query.termo));
  route(app, imageCalls.usage, ({ auth }) => usageOf(deps.db, auth.tenantId));
  route(app, imageCalls.setLimit, ({ auth, body }) => setStorageLimit(deps.db, auth, body.limiteMB));
}
