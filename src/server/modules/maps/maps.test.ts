import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { serveScripted, type ScriptedServer } from '../../test/fake-server.js';
import { FAILING_PLACE, ISLAND_PLACE, startFakeMaps, UNKNOWN_PLACE } from '../../test/fake-maps.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { MapServiceError, NominatimGeocoder, OsrmRouter } from './providers.js';

let fake: Awaited<ReturnType<typeof startFakeMaps>>;
let scripted: ScriptedServer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  fake = await startFakeMaps();
  scripted = await serveScripted();
  t = await createTestApp({
    GEOCODER_URL: fake.geocoderUrl,
    ROUTER_URL: fake.routerUrl,
    MAP_TILES_URL: fake.tilesUrl,
    MAP_TIMEOUT_MS: '500',
  });
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  const operator = await insertOperator(t.database.db, tenant.id);
  cookie = await loginCookie(t, operator.email);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await scripted.close();
});

const routeCall = (de: string, para: string) =>
  t.app.inject({ method: 'POST', url: '/api/mapa/rota', headers: { cookie }, payload: { de, para } });

describe('map providers against fakes speaking Nominatim and OSRM', () => {
  it('geocodes in Brazil and reads a driving route as latitude/longitude points', async () => {
    const geocoder = new NominatimGeocoder(fake.geocoderUrl, 1000);
    const from = await geocoder.geocode('Rua Barão de Jaguara, Campinas, Brasil');
    expect(from).toEqual([-22.9056, -47.0608]);
    expect(fake.requests.at(-1)).toContain('countrycodes=br');
    const route = await new OsrmRouter(fake.routerUrl, 1000).route(from!, [-23.5505, -46.6333]);
    expect(route).toMatchObject({ distanceMeters: 93_450.2, durationSeconds: 4_210.5 });
    expect(route?.path[0]).toEqual([-22.9056, -47.0608]);
    expect(fake.requests.at(-1)).toMatch(
      /^\/route\/v1\/driving\/-47\.0608,-22\.9056;-46\.6333,-23\.5505\?overview=full&geometries=geojson$/,
    );
  });

  it('fails clearly when the service is down or unreachable', async () => {
    await expect(new NominatimGeocoder(fake.geocoderUrl, 1000).geocode(FAILING_PLACE)).rejects.toBeInstanceOf(
      MapServiceError,
    );
    await expect(new NominatimGeocoder('http://127.0.0.1:9', 500).geocode('Campinas')).rejects.toBeInstanceOf(
      MapServiceError,
    );
  });
});

describe('map providers on the rarer replies', () => {
  const geocoder = () => new NominatimGeocoder(scripted.url, 1000);
  const router = () => new OsrmRouter(scripted.url, 1000);
  const campinas: [number, number] = [-22.9056, -47.0608];
  const saoPaulo: [number, number] = [-23.5505, -46.6333];

  it('asks Nominatim for one place in Brazil, in JSON, saying who asks (its usage policy)', async () => {
    scripted.answer(200, [{ lat: '-22.9056', lon: '-47.0608', display_name: 'Campinas' }]);
    expect(await geocoder().geocode('Rua São José, 10 & fundos')).toEqual(campinas);
    expect(scripted.requests.at(-1)).toBe(
      `/search?format=jsonv2&limit=1&countrycodes=br&q=${encodeURIComponent('Rua São José, 10 & fundos')}`,
    );
    expect(scripted.headers.at(-1)).toMatchObject({
      accept: 'application/json',
      'user-agent': 'Balcao/0.1 (mapa de rotas)',
    });
  });

  it('reads no match as an unknown place, and no road between two points (or to a road) as no route', async () => {
    scripted.answer(200, []);
    expect(await geocoder().geocode('Lugar Nenhum')).toBeUndefined();
    for (const code of ['NoRoute', 'NoSegment']) {
      scripted.answer(400, { code, message: 'Impossible route between points' });
      expect(await router().route(campinas, saoPaulo), code).toBeUndefined();
    }
    scripted.answer(200, { code: 'Ok', routes: [] });
    expect(await router().route(campinas, saoPaulo)).toBeUndefined();
  });

  it("fails on OSRM's other refusals", async () => {
    for (const body of [{ code: 'InvalidQuery', message: 'Query string malformed' }, '<html>']) {
      scripted.answer(400, body);
      await expect(router().route(campinas, saoPaulo)).rejects.toThrow(
        typeof body === 'string'
          ? /^serviço de mapas respondeu num formato inesperado$/
          : /^serviço de mapas respondeu 400$/,
      );
    }
  });

  it('takes the first of several routes', async () => {
    const way = (distance: number) => ({ distance, duration: distance / 20, geometry: { coordinates: [[-47, -22]] } });
    scripted.answer(200, { code: 'Ok', routes: [way(1000), way(900)] });
    expect(await router().route(campinas, saoPaulo)).toEqual({
      distanceMeters: 1000,
      durationSeconds: 50,
      path: [[-22, -47]],
    });
  });

  it('says in the log what failed: the status, a body that is not JSON, a reply of another shape', async () => {
    scripted.answer(503, 'indisponível');
    await expect(geocoder().geocode('Campinas')).rejects.toThrow(/^serviço de mapas respondeu 503$/);
    scripted.answer(200, '<html>');
    await expect(router().route(campinas, saoPaulo)).rejects.toThrow(
      /^serviço de mapas respondeu num formato inesperado$/,
    );
    scripted.answer(200, { lat: '-22.9', lon: '-47.0' });
    await expect(geocoder().geocode('Campinas')).rejects.toThrow(/^resposta de geocodificação inesperada$/);
    scripted.answer(200, { code: 'Ok' });
    await expect(router().route(campinas, saoPaulo)).rejects.toThrow(/^resposta de rota inesperada$/);
    await expect(new OsrmRouter('http://127.0.0.1:9', 500).route(campinas, saoPaulo)).rejects.toThrow(
      /^serviço de mapas não respondeu: \S/,
    );
  });
});

describe('POST /api/mapa/rota', () => {
  it('draws the route between two addresses, adding ", Brasil" to the geocoding', async () => {
    const reply = await routeCall(
      'Av. John Boyd Dunlop, 3900, Campinas - SP',
      'Avenida Paulista, 1000, São Paulo - SP',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      de: [-22.9056, -47.0608],
      para: [-23.5505, -46.6333],
      distanciaMetros: 93_450.2,
    });
    expect(reply.json().caminho).toHaveLength(3);
    expect(fake.requests.some((r) => r.includes(encodeURIComponent('São Paulo - SP, Brasil')))).toBe(true);
  });

  it.each([
    ['an unknown address', UNKNOWN_PLACE, 404],
    ['an address no road reaches', ISLAND_PLACE, 404],
    ['a failing provider', FAILING_PLACE, 502],
  ])('answers "Falha ao carregar o mapa !" for %s', async (_case, place, status) => {
    const reply = await routeCall('Campinas', place);
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ msg: { tipo: 'warning', mensagem: 'Falha ao carregar o mapa !' } });
  });

  it('gives the tile server and the zoom of the customer map', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/mapa/config', headers: { cookie } });
    expect(reply.json()).toEqual({ tiles: fake.tilesUrl, zoom: 5, centro: [-14.235, -51.925] });
    expect(reply.headers['content-security-policy']).toContain(fake.url);
  });
});
