import type { FastifyInstance } from 'fastify';
import { mapCalls } from '../../../shared/contract/maps.js';
import { BRAZIL_CENTER, ROUTE_MAP_ZOOM } from '../../../shared/schemas/maps.js';
import type { Config } from '../../config.js';
import { route } from '../../http/route.js';
import { drivingRoute, mapFailed, type MapProviders } from './maps.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { config: Pick<Config, 'mapTilesUrl'>; maps: MapProviders };

/** Driving routes for the customer map, through our server to the geocoder and the router. */
export function mapRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, mapCalls.config, () => ({
    tiles: ctx.config.mapTilesUrl,
    zoom: ROUTE_MAP_ZOOM,
    centro: BRAZIL_CENTER,
  }));

  route(app, mapCalls.route, async ({ body, request, reply }) => {
    const found = await drivingRoute(ctx.maps, { from: body.de, to: body.para }, request.log);
    return 'route' in found ? found.route : reply.status(found.refusal).send(mapFailed);
  });
}
