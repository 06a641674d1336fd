import type { FastifyInstance } from 'fastify';
import { ibgeCalls } from '../../../shared/contract/ibge.js';
import { route } from '../../http/route.js';
import { listVersion, municipalitiesOf } from './municipalities.js';

/** The list changes about once a year, with a new release: a day in the browser's cache is safe. */
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /api/ibge/ufs/{uf}/municipios: a state's cities for the address forms' pick lists. */
export function ibgeRoutes(app: FastifyInstance): void {
  route(app, ibgeCalls.municipalities, ({ params, request, reply }) => {
    const etag = listVersion(params.uf);
    void reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return { uf: params.uf, municipios: municipalitiesOf(params.uf) };
  });
}
