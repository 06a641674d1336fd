import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { LAST_3_MONTHS, periodRange } from '../../../shared/domain/periods';
import type { GridFilters } from '../../../shared/schemas/grid';
import { Filters } from '../../components/filters/Filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { deliveryStatusViews } from './delivery-status';

/** /entregas: deliveries of the orders the user may see; a row opens the order's deliveries. */
export function Component() {
  const navigate = useNavigate();
  const [period, setPeriod] = useState(LAST_3_MONTHS);
  const [filters, setFilters] = useState<GridFilters>({ intervaloData: periodRange(LAST_3_MONTHS, new Date()) });
  return (
    <Stack>
      <Filters
        show={['intervaloData', 'loja', 'representantes']}
        value={filters}
        onChange={setFilters}
        period={period}
        onPeriodChange={setPeriod}
      />
      <DataGrid
        grid={gridCalls.deliveries}
        title="Entregas"
        pagePath="/entregas"
        status={deliveryStatusViews}
        request={{ filterValue: filters }}
        onRowClick={(row) => void navigate(`/entrega-pedido?pedido=${String(row.cfipedpet)}`)}
      />
    </Stack>
  );
}
