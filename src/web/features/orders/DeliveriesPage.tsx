import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { LAST_3_MONTHS } from '../../../shared/domain/periods';
import { Filters } from '../../components/filters/Filters';
import { usePeriodFilters } from '../../components/filters/use-period-filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { deliveryStatusViews } from './delivery-status';

/** /entregas: deliveries of the orders the user may see; a row opens the order's deliveries. */
export function Component() {
  const navigate = useNavigate();
  const { filters, bind } = usePeriodFilters(LAST_3_MONTHS);
  return (
    <Stack>
      <Filters show={['intervaloData', 'loja', 'representantes']} {...bind} />
      <DataGrid
        grid={gridCalls.deliveries}
        titleOrder={1}
        title="Entregas"
        pagePath="/entregas"
        status={deliveryStatusViews}
        request={{ filterValue: filters }}
        onRowClick={(row) => void navigate(`/entrega-pedido?pedido=${String(row.cfipedpet)}`)}
      />
    </Stack>
  );
}
