import { mapConfigReply, mapMessages, routeReply, routeRequest } from '../schemas/maps.js';
import { endpoint } from './endpoint.js';

/** Driving routes for the customer map, through our server to the geocoder and the router. */
export const mapCalls = {
  config: endpoint({ method: 'GET', path: '/api/mapa/config', access: 'operator', reply: mapConfigReply }),
  route: endpoint({
    method: 'POST',
    path: '/api/mapa/rota',
    access: 'operator',
    body: routeRequest,
    reply: routeReply,
    invalid: mapMessages.failed,
  }),
};
