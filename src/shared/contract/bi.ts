import { biDashboardNames, type BiDashboardName } from '../domain/bi-dashboards.js';
import { biFilters, biResultsReply } from '../schemas/bi.js';
import { endpoint } from './endpoint.js';
import { grid } from './grids.js';

/**
 * The calls of one BI dashboard (spec section 2), staff only (customers get 403; a seller's figures
 * are their representative's, by the access policy): the data call, and the two grids, which speak
 * the grid protocol with the dashboard's filters in `filterValue.bi`.
 */
const dashboardCalls = (name: BiDashboardName) => ({
  results: endpoint({
    method: 'POST',
    path: `/bi-${name}/results`,
    access: 'operator',
    body: biFilters,
    reply: biResultsReply,
  }),
  best: grid(`/bi-${name}/melhores`, 'operator'),
  details: grid(`/bi-${name}/detalhes`, 'operator'),
});
type DashboardCalls = ReturnType<typeof dashboardCalls>;

export const biCalls = Object.fromEntries(biDashboardNames.map((name) => [name, dashboardCalls(name)])) as Record<
  BiDashboardName,
  DashboardCalls
>;

/** The same calls in one flat map, for the contract's registration checks. */
export const biEndpoints = Object.fromEntries(
  biDashboardNames.flatMap((name) =>
    Object.entries(biCalls[name]).map(([call, entry]) => [`${name}.${call}`, entry] as const),
  ),
);
