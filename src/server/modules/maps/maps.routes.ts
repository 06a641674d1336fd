import type { FastifyInstance } from 'fastify';
import { mapCalls } from '../../../shared/contract/maps.js';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import { BRAZIL_CENTER, GEOCODING_SUFFIX, mapMessages, ROUTE_MAP_ZOOM } from '../../../shared/schemas/maps.js';
import type { Config } from '../../config.js';
import type { DrivingRouter, Geocoder } from './providers.js';
import { route } from '../../http/route.js';

const failed: ReplyEnvelope = { msg: { tipo: 'warning', mensagem: mapMessages.failed } };

/** What these routes need from the composition root. */
type RouteDeps = { config: Pick<Config, 'mapTilesUrl'>; maps: { geocoder: Geocoder; router: DrivingRouter } };

/** Driving routes for the customer map, through our server to the geocoder and the router. */
export function mapRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, mapCalls.config, () => ({
    tiles: ctx.config.mapTilesUrl,
    zoom: ROUTE_MAP_ZOOM,
    centro: BRAZIL_CENTER,
  }));

  route(app, mapCalls.route, async ({ body, request, reply }) => {
    try {
      const [from, to] = await Promise.all([
        ctx.maps.geocoder.geocode(body.de + GEOCODING_SUFFIX),
        ctx.maps.geocoder.geocode(body.para + GEOCODING_SUFFIX),
      ]);
      const path = from && to ? await ctx.maps.router.route(from, to) : undefined;
      if (!from || !to || !path) return reply.status(404).send(failed);
      return {
        de: from,
        para: to,
        distanciaMetros: path.distanceMeters,
        duracaoSegundos: path.durationSeconds,
        caminho: path.path,
      };
    } catch (error) {
      request.log.warn(error);
      return reply.status(502).send(failed);
    }
  });
}
