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
export type LatLon = [number, number];
export type RouteReply = {
  de: LatLon;
  para: LatLon;
  distanciaMetros: number;
  duracaoSegundos: number;
  caminho: LatLon[];
};
export type MapConfigReply = { tiles: string; zoom: number; centro: LatLon };
