import { z } from 'zod';
import type { LatLon } from '../../../shared/schemas/maps.js';

export class MapServiceError extends Error {}

export interface Geocoder {
  /** The point of an address, or undefined when the service does not know it. */
  geocode(address: string): Promise<LatLon | undefined>;
}

export type DrivingRoute = { distanceMeters: number; durationSeconds: number; path: LatLon[] };

export interface DrivingRouter {
  route(from: LatLon, to: LatLon): Promise<DrivingRoute | undefined>;
}

async function send(url: string, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json', 'User-Agent': 'Balcao/0.1 (mapa de rotas)' },
    });
  } catch (error) {
    throw new MapServiceError(`serviço de mapas não respondeu: ${String(error)}`);
  }
}

const bodyOf = (response: Response): Promise<unknown> =>
  response.json().catch(() => {
    throw new MapServiceError('serviço de mapas respondeu num formato inesperado');
  });

function ensureOk(response: Response): Response {
  if (!response.ok) throw new MapServiceError(`serviço de mapas respondeu ${response.status}`);
  return response;
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  return bodyOf(ensureOk(await send(url, timeoutMs)));
}

const nominatimReply = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));

/** GET {base}/search?format=jsonv2&q=...&countrycodes=br&limit=1 (OpenStreetMap's Nominatim). */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async geocode(address: string): Promise<LatLon | undefined> {
    const url = `${this.baseUrl}/search?format=jsonv2&limit=1&countrycodes=br&q=${encodeURIComponent(address)}`;
    const parsed = nominatimReply.safeParse(await getJson(url, this.timeoutMs));
    if (!parsed.success) throw new MapServiceError('resposta de geocodificação inesperada');
    const first = parsed.data[0];
    return first ? [first.lat, first.lon] : undefined;
  }
}

const osrmReply = z.object({
  routes: z.array(
    z.object({
      distance: z.number(),
      duration: z.number(),
      geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
    }),
  ),
});

/**
 * OSRM's answer (HTTP 400) for points no road joins ('NoRoute': an island, another continent) or a
 * point too far from any road ('NoSegment'): no route, not a failure of the service.
 */
const osrmNoRoute = z.object({ code: z.enum(['NoRoute', 'NoSegment']) });

/** GET {base}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=full&geometries=geojson (OSRM v5). */
export class OsrmRouter implements DrivingRouter {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async route(from: LatLon, to: LatLon): Promise<DrivingRoute | undefined> {
    const url = `${this.baseUrl}/route/v1/driving/${from[1]},${from[0]};${to[1]},${to[0]}?overview=full&geometries=geojson`;
    const response = await send(url, this.timeoutMs);
    if (response.status === 400 && osrmNoRoute.safeParse(await bodyOf(response)).success) return undefined;
    const parsed = osrmReply.safeParse(await bodyOf(ensureOk(response)));
    if (!parsed.success) throw new MapServiceError('resposta de rota inesperada');
    const best = parsed.data.routes[0];
    if (!best) return undefined;
    return {
      distanceMeters: best.distance,
      durationSeconds: best.duration,
      path: best.geometry.coordinates.map(([lon, lat]) => [lat, lon]),
    };
  }
}
