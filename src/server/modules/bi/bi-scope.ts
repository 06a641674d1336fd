import { biRange } from '../../../shared/domain/bi-range.js';
import { biFilters, type BiFilters } from '../../../shared/schemas/bi.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { BiScope } from './bi-facts.js';

export { companyToday } from '../../../shared/br/dates.js';

/** The filters when a grid is asked without them: the dashboard's defaults (current month, values). */
const defaults: BiFilters = biFilters.parse({});

/** A dashboard's scope from the caller and the filters: the dates the period resolves to today. */
export const biScope = (auth: AuthContext, filters: BiFilters | undefined, today: Date): BiScope => ({
  viewer: auth,
  tenantId: auth.tenantId,
  filters: filters ?? defaults,
  range: biRange(filters ?? defaults, today),
});
