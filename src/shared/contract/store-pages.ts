import { z } from 'zod';
import { documentReply, endpoint } from './endpoint.js';

/**
 * A store page path as a link preview or a crawler opens it. The segments stay text: a malformed
 * one still gets the store's page (which says 'not found'), never a JSON error.
 */
const pageParams = z.object({ id: z.string() });
const productPageParams = pageParams.extend({ slug: z.string() });
const storePageParams = z.object({ chave: z.string() });

/**
 * The store's pages as the server sends them (docs/store.md, 'Links e buscadores'): the client's
 * HTML with the page's title, description, canonical address, Open Graph tags and JSON-LD, so a
 * link shared on WhatsApp shows a card; and the sitemap and robots file of each company.
 */
export const storePageCalls = {
  home: endpoint({ method: 'GET', path: '/', access: 'public', reply: documentReply('text/html'), limit: 'files' }),
  product: endpoint({
    method: 'GET',
    path: '/produtos/:slug/:id',
    access: 'public',
    params: productPageParams,
    reply: documentReply('text/html'),
    limit: 'files',
  }),
  /** The catalogue; its filters (`?busca=`, `?grupo=` ...) are the page's own, read in the browser. */
  catalogue: endpoint({
    method: 'GET',
    path: '/produtos',
    access: 'public',
    reply: documentReply('text/html'),
    limit: 'files',
  }),
  /** An institutional page of the store configuration ('Sobre nós', the policies). */
  storePage: endpoint({
    method: 'GET',
    path: '/pagina/:chave',
    access: 'public',
    params: storePageParams,
    reply: documentReply('text/html'),
    limit: 'files',
  }),
  tintChart: endpoint({
    method: 'GET',
    path: '/tintas/:id',
    access: 'public',
    params: pageParams,
    reply: documentReply('text/html'),
    limit: 'files',
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    access: 'public',
    reply: documentReply('application/xml'),
    limit: 'files',
  }),
  robots: endpoint({
    method: 'GET',
    path: '/robots.txt',
    access: 'public',
    reply: documentReply('text/plain'),
    limit: 'files',
  }),
};
