/** The face of the tinting module: what other modules, the composition root and tools may use. */
export { activeColour, findColours } from './tinting.service.js';
export {
  canFormula,
  colourantCosts,
  tintChartData,
  type CanFormula,
  type ColourantCost,
  type TintedCan,
} from './formulas.service.js';
export { tintingRoutes } from './tinting.routes.js';
export { checkColourants, returnColourants, takeColourants, type PlacedTintLine } from './colourant-stock.service.js';
