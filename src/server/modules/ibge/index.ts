/** The face of the ibge module: what other modules, the composition root and tools may use. */
export { ibgeRoutes } from './ibge.routes.js';
export { findMunicipality } from './municipalities.js';
export { requireCityOfState } from './ibge.service.js';
