/** The face of the store module: what other modules, the composition root and tools may use. */
export { catalogRoutes } from './catalog.routes.js';
export { shippingRuleRoutes } from './shipping-rules.routes.js';
export { storeCartRoutes } from './store-cart.routes.js';
export { storePageRoutes } from './store-pages.routes.js';
