import type { FastifyInstance } from 'fastify';
import {
  BRAZIL_CENTER,
  GEOCODING_SUFFIX,
  mapMessages,
  ROUTE_MAP_ZOOM,
  routeRequest,
  type MapConfigReply,
  type RouteReply,
} from '../../../shared/schemas/maps.js';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import type { AppContext } from '../../app-context.js';
import { requireOperator } from '../../http/request-context.js';

const failed: ReplyEnvelope = { msg: { tipo: 'warning', mensagem: mapMessages.failed } };

/** Driving routes for the customer map, through our server to the geocoder and the router. */
export function mapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/mapa/config', (request): MapConfigReply => {
    requireOperator(request);
    return { tiles: ctx.config.mapTilesUrl, zoom: ROUTE_MAP_ZOOM, centro: BRAZIL_CENTER };
  });

  app.post('/api/mapa/rota', async (request, reply) => {
    requireOperator(request);
    const parsed = routeRequest.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send(failed);
    try {
      const [from, to] = await Promise.all([
        ctx.maps.geocoder.geocode(parsed.data.de + GEOCODING_SUFFIX),
        ctx.maps.geocoder.geocode(parsed.data.para + GEOCODING_SUFFIX),
      ]);
      const route = from && to ? await ctx.maps.router.route(from, to) : undefined;
      if (!from || !to || !route) return reply.status(404).send(failed);
      const body: RouteReply = {
        de: from,
        para: to,
        distanciaMetros: route.distanceMeters,
        duracaoSegundos: route.durationSeconds,
        caminho: route.path,
      };
      return body;
    } catch (error) {
      request.log.warn(error);
      return reply.status(502).send(failed);
    }
  });
}
