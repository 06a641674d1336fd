/** The face of the maps module: what other modules, the composition root and tools may use. */
export { mapRoutes } from './maps.routes.js';
export { NominatimGeocoder, OsrmRouter } from './providers.js';
export type { DrivingRouter, Geocoder } from './providers.js';
