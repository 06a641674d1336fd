/** The face of the grids module: what other modules, the composition root and tools may use. */
export { deliveriesGrid } from './deliveries.grid.js';
export { filterListRoutes } from './filter-lists.routes.js';
export type { GridColumn } from './grid-definition.js';
export { allGridRows, MAX_OFFSET_ROWS } from './grid-engine.js';
export { gridRoutes } from './grids.routes.js';
export { gridExport } from './grids.service.js';
