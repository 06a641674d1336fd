import { Stack } from '@mantine/core';
import { useState } from 'react';
import { temporaryStatuses } from '../../../shared/domain/order-status';
import { periodRange } from '../../../shared/domain/periods';
import type { GridFilters } from '../../../shared/schemas/grid';
import { Filters } from '../../components/filters/Filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { orderStatusViews } from './sales-columns';

const LAST_3_MONTHS = 4;
/** Budgets still open: temporary ones ('Pendente', 'Orçamento') and saved ones ('Orcamento'). */
const openBudgetStatuses = [...temporaryStatuses, 'Orcamento'];

/** /operacoes-comerciais-pendentes: the grid titled 'Operações Comerciais'. */
export function Component() {
  const [period, setPeriod] = useState(LAST_3_MONTHS);
  const [filters, setFilters] = useState<GridFilters>({ intervaloData: periodRange(LAST_3_MONTHS, new Date()) });
  return (
    <Stack>
      <Filters
        show={['intervaloData', 'loja', 'representantes', 'funcionarios']}
        value={filters}
        onChange={setFilters}
        period={period}
        onPeriodChange={setPeriod}
      />
      <DataGrid
        url="/operacoes-comerciais/results"
        title="Operações Comerciais"
        pagePath="/operacoes-comerciais-pendentes"
        visible={[
          'cficodped',
          'cfidteped',
          'cfihorped',
          'cfinclped',
          'cfifanped',
          'cfinljped',
          'cfivalped',
          'cfistaped',
        ]}
        status={orderStatusViews}
        request={{ filterValue: { ...filters, multiplosStatus: openBudgetStatuses } }}
      />
    </Stack>
  );
}
