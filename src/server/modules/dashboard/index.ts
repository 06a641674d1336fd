/** The face of the dashboard module: what other modules, the composition root and tools may use. */
export { dashboardRoutes } from './dashboard.routes.js';
