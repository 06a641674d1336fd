/** The face of the BI module: what the composition root and tools may use. */
export { biRoutes } from './bi.routes.js';
export { catchUp as catchUpSummaries, rebuildSummaries } from './bi-summaries.js';
export { clearReplyCache } from './bi-cache.js';
export { companyToday } from './bi-scope.js';
export { WINDOW_PERIODS } from './bi-windows.js';
export { bestCustomers, bestProducts } from './bi-panel.js';
