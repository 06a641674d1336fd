import { z } from 'zod';

/** Spec section 9: zoom 5 for the customer route map; geocoding adds ', Brasil'. */
export const ROUTE_MAP_ZOOM = 5;
export const GEOCODING_SUFFIX = ', Brasil';
/** Where the map opens before a route is drawn: the middle of Brazil. */
export const BRAZIL_CENTER: [number, number] = [-14.235, -51.925];
export const mapMessages = { failed: 'Falha ao carregar o mapa !', badCep: 'Algum dos ceps é inválido!' } as const;
/** Warnings of the map last 5 s. */
export const MAP_WARNING_MS = 5000;

/** POST /api/mapa/rota. */
export const routeRequest = z.object({
  de: z.string().trim().min(3).max(300),
  para: z.string().trim().min(3).max(300),
});
const latLon = z.tuple([z.number(), z.number()]);
export type LatLon = z.infer<typeof latLon>;

export const routeReply = z.object({
  de: latLon,
  para: latLon,
  distanciaMetros: z.number(),
  duracaoSegundos: z.number(),
  caminho: z.array(latLon),
});

export const mapConfigReply = z.object({ tiles: z.string(), zoom: z.number(), centro: latLon });
