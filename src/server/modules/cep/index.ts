/** The face of the cep module: what other modules, the composition root and tools may use. */
export { BrasilApiCepClient } from './brasilapi-client.js';
export { CachedPostalCodeProvider } from './cached-provider.js';
export { cepRoutes } from './cep.routes.js';
export { FallbackPostalCodeProvider } from './fallback-provider.js';
export type { PostalCodeProvider } from './postal-code-provider.js';
export { ViaCepClient } from './viacep-client.js';
