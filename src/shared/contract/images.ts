import {
  deleteImageInput,
  deleteImageReply,
  libraryReply,
  librarySearch,
  logoInput,
  logoReply,
  productImagesInput,
  productImagesReply,
  uploadPermissionReply,
  storageLimitInput,
  uploadReply,
  usageReply,
} from '../schemas/images.js';
import { z } from 'zod';
import { documentReply, endpoint, nothing } from './endpoint.js';

/**
 * Images and the storage quota (docs/images.md). Sending and deleting are the managers' and admins'
 * (the service refuses sellers).
 */
export const imageCalls = {
  /**
   * A stored file, public by design: its key is random and never reused. The segments stay text, so
   * any malformed name is the same 404 as a missing file.
   */
  file: endpoint({
    method: 'GET',
    path: '/arquivos/:tenant/:kind/:file',
    access: 'public',
    params: z.object({ tenant: z.string(), kind: z.string(), file: z.string() }),
    reply: documentReply('application/octet-stream'),
    limit: 'files',
  }),
  permission: endpoint({
    method: 'POST',
    path: '/upload-images-permicao',
    access: 'operator',
    reply: uploadPermissionReply,
  }),
  /** Multipart (`files` plus the text fields of `uploadFields`), read by the handler as a stream. */
  upload: endpoint({
    method: 'POST',
    path: '/upload-images-ecommerce',
    access: 'operator',
    body: nothing,
    reply: uploadReply,
  }),
  saveProductImages: endpoint({
    method: 'POST',
    path: '/salvar/imagens/produto',
    access: 'operator',
    body: productImagesInput,
    reply: productImagesReply,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/deletar-imagem',
    access: 'operator',
    body: deleteImageInput,
    reply: deleteImageReply,
  }),
  logo: endpoint({ method: 'POST', path: '/get-logo', access: 'public', body: logoInput, reply: logoReply }),
  library: endpoint({
    method: 'GET',
    path: '/api/imagens/biblioteca',
    access: 'operator',
    query: librarySearch,
    reply: libraryReply,
  }),
  usage: endpoint({ method: 'GET', path: '/api/plano/consumo', access: 'operator', reply: usageReply }),
  /** The company's own limit below the plan's quota (admins; the service refuses the others). */
  setLimit: endpoint({
    method: 'PUT',
    path: '/api/plano/limite',
    access: 'operator',
    body: storageLimitInput,
    reply: usageReply,
  }),
};
