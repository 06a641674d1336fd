/** The face of the grids module: what other modules, the composition root and tools may use. */
export { deliveriesGrid } from './deliveries.grid.js';
export { filterListRoutes } from './filter-lists.routes.js';
export { registerGrids } from './grid-catalog.js';
export type { GridColumn, GridDefinition, GridScope } from './grid-definition.js';
export { allGridRows, MAX_OFFSET_ROWS, runGrid } from './grid-engine.js';
export { visibleTo } from './grid-scope.js';
export { gridRoutes } from './grids.routes.js';
export { gridExport, gridPage } from './grids.service.js';
