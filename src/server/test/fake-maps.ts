import type http from 'node:http';
import { serveFake, type FakeServer } from './fake-server.js';

/** Places the fake geocoder knows (latitude, longitude), matched by a word of the query. */
const places: Record<string, [number, number]> = {
  Campinas: [-22.9056, -47.0608],
  'São Paulo': [-23.5505, -46.6333],
  Jundiaí: [-23.1857, -46.8978],
  Uberlândia: [-18.9186, -48.2772],
};
/** An island: no road joins it to the mainland, so the router finds no route to it (OSRM's 400 NoRoute). */
export const ISLAND_PLACE = 'Fernando de Noronha';
const island: [number, number] = [-3.8547, -32.4247];
places[ISLAND_PLACE] = island;

/** Queries with these words: 'Desconhecido' finds nothing, 'Falha' makes the service fail. */
export const UNKNOWN_PLACE = 'Desconhecido';
export const FAILING_PLACE = 'Falha';

/** A 1×1 PNG, so map tiles load. */
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

function geocode(query: string, res: http.ServerResponse): void {
  if (query.includes(FAILING_PLACE)) return void res.writeHead(503).end('indisponível');
  const found = Object.entries(places).find(([name]) => query.includes(name));
  const body = query.includes(UNKNOWN_PLACE)
    ? []
    : [{ lat: String(found?.[1][0] ?? -23.55), lon: String(found?.[1][1] ?? -46.63), display_name: query }];
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function route(path: string, res: http.ServerResponse): void {
  const points = /\/route\/v1\/driving\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)/.exec(path);
  if (!points) return void res.writeHead(400).end(JSON.stringify({ code: 'InvalidQuery' }));
  const [lon1, lat1, lon2, lat2] = points.slice(1).map(Number) as [number, number, number, number];
  const onIsland = (lon: number) => lon === island[1];
  if (onIsland(lon1) !== onIsland(lon2))
    return void res
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'NoRoute', message: 'Impossible route between points' }));
  const coordinates = [
    [lon1, lat1],
    [(lon1 + lon2) / 2 + 0.05, (lat1 + lat2) / 2],
    [lon2, lat2],
  ];
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      code: 'Ok',
      routes: [{ distance: 93_450.2, duration: 4_210.5, geometry: { type: 'LineString', coordinates } }],
    }),
  );
}

/** A Nominatim + OSRM + tile server look-alike on 127.0.0.1. */
export async function startFakeMaps(
  port = 0,
): Promise<FakeServer & { geocoderUrl: string; routerUrl: string; tilesUrl: string }> {
  const fake = await serveFake(port, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/search') return geocode(url.searchParams.get('q') ?? '', res);
    if (url.pathname.startsWith('/route/')) return route(url.pathname, res);
    if (url.pathname.startsWith('/tiles/')) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(tile);
    res.writeHead(404).end();
  });
  const base = fake.url;
  return {
    ...fake,
    geocoderUrl: base,
    routerUrl: base,
    tilesUrl: `${base}/tiles/{z}/{x}/{y}.png`,
  };
}
