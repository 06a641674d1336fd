import { useState } from 'react';
import { periodRange } from '../../../shared/domain/periods';
import type { GridFilters } from '../../../shared/schemas/grid';
import { companyToday } from '../../../shared/br/dates';

/**
 * The 'Filtros' state of a list page: the period option and the filters it sets, starting from
 * `initialPeriod` (its dates) unless the page gives other filters. Spread `bind` into <Filters>.
 */
export function usePeriodFilters(initialPeriod: number, initialFilters?: GridFilters) {
  const [period, setPeriod] = useState(initialPeriod);
  const [filters, setFilters] = useState<GridFilters>(
    () => initialFilters ?? { intervaloData: periodRange(initialPeriod, companyToday()) },
  );
  return { filters, bind: { value: filters, onChange: setFilters, period, onPeriodChange: setPeriod } };
}
