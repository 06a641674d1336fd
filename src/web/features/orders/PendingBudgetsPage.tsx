import { Stack } from '@mantine/core';
import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { openBudgetStatuses } from '../../../shared/domain/order-status';
import { LAST_3_MONTHS, periodRange } from '../../../shared/domain/periods';
import type { GridFilters } from '../../../shared/schemas/grid';
import { Filters } from '../../components/filters/Filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { SaleDetailsModal } from './SaleDetailsModal';
import { orderStatusViews } from './sales-columns';

/** /operacoes-comerciais-pendentes: the grid titled 'Operações Comerciais'. */
export function Component() {
  const [openOrder, setOpenOrder] = useState<number>();
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
        grid={gridCalls.orders}
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
        onRowClick={(row) => setOpenOrder(Number(row.cficodped))}
        request={{ filterValue: { ...filters, multiplosStatus: openBudgetStatuses } }}
      />
      {openOrder !== undefined && (
        <SaleDetailsModal orderId={openOrder} forced={false} onClose={() => setOpenOrder(undefined)} />
      )}
    </Stack>
  );
}
