/** The face of the cnpj module: what the composition root and tools may use. */
export { BrasilApiCnpjClient } from './brasilapi-cnpj-client.js';
export { CachedCnpjProvider } from './cached-cnpj-provider.js';
export { cnpjRoutes } from './cnpj.routes.js';
export type { CnpjProvider } from './cnpj-provider.js';
