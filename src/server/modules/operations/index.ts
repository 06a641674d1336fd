/** The face of the operations module: probes, metrics and their port, for the composition root. */
export { operationsRoutes } from './operations.routes.js';
export { registerMetrics } from './metrics.js';
export { serveMetrics, type MetricsServer } from './metrics-server.js';
