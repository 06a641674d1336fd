import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import { GEOCODING_SUFFIX, mapMessages, type routeReply } from '../../../shared/schemas/maps.js';
import type { DrivingRouter, Geocoder } from './providers.js';

type RouteReply = z.output<typeof routeReply>;

/** The spec's refusal of a map (section 8: 'Falha ao carregar o mapa !'), whatever the cause. */
export const mapFailed: ReplyEnvelope = { msg: { tipo: 'warning', mensagem: mapMessages.failed } };

export type MapProviders = { geocoder: Geocoder; router: DrivingRouter };

/**
 * The driving route between two addresses in Brazil, or the status of the refusal: 404 when an
 * address or a road between them is not found, 502 when a provider failed.
 */
export type RouteLookup = { route: RouteReply } | { refusal: 404 | 502 };

export async function drivingRoute(
  maps: MapProviders,
  addresses: { from: string; to: string },
  log: FastifyBaseLogger,
): Promise<RouteLookup> {
  try {
    const [from, to] = await Promise.all([
      maps.geocoder.geocode(addresses.from + GEOCODING_SUFFIX),
      maps.geocoder.geocode(addresses.to + GEOCODING_SUFFIX),
    ]);
    const path = from && to ? await maps.router.route(from, to) : undefined;
    if (!from || !to || !path) return { refusal: 404 };
    return {
      route: {
        de: from,
        para: to,
        distanciaMetros: path.distanceMeters,
        duracaoSegundos: path.durationSeconds,
        caminho: path.path,
      },
    };
  } catch (error) {
    log.warn(error);
    return { refusal: 502 };
  }
}
