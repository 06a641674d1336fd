/** The face of the pricing module: the one pricing rule's server side, and the price tables' routes. */
export { pricingRoutes } from './pricing.routes.js';
export { pricesFor } from './pricing.service.js';
export type { PricingTarget } from './pricing.repo.js';
export { applicablePriceSql } from './pricing.repo.js';
