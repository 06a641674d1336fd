import { Badge, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { openBudgetStatuses, orderStatus } from '../../../shared/domain/order-status';
import { LAST_3_MONTHS } from '../../../shared/domain/periods';
import { Filters } from '../../components/filters/Filters';
import { usePeriodFilters } from '../../components/filters/use-period-filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { EXPIRED_LABEL } from '../../../shared/domain/budget-validity';
import { companyDate, formatDay } from '../../../shared/br/dates';
import { SaleDetailsModal } from './SaleDetailsModal';
import { orderStatusViews } from './sales-columns';

/** A budget's last valid day, and 'Vencido' once it has passed. */
function validity(value: unknown) {
  if (typeof value !== 'string' || !value) return '—';
  const day = value.slice(0, 10);
  return (
    <Group gap={4} wrap="nowrap">
      {formatDay(day)}
      {day < companyDate() && (
        <Badge color="red" size="sm">
          {EXPIRED_LABEL}
        </Badge>
      )}
    </Group>
  );
}

/**
 * What is still waiting on the seller: open budgets and reservations (a budget the customer accepted
 * from its public link is one, until the seller confirms it).
 */
const pendingStatuses = [...openBudgetStatuses, orderStatus.reservation];

/** /operacoes-comerciais-pendentes: the grid titled 'Operações Comerciais'. */
export function Component() {
  const [openOrder, setOpenOrder] = useState<number>();
  const { filters, bind } = usePeriodFilters(LAST_3_MONTHS);
  return (
    <Stack>
      <Filters show={['intervaloData', 'loja', 'representantes', 'funcionarios']} {...bind} />
      <DataGrid
        grid={gridCalls.orders}
        titleOrder={1}
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
          'cfivldped',
        ]}
        render={{ cfivldped: validity }}
        status={orderStatusViews}
        onRowClick={(row) => setOpenOrder(Number(row.cficodped))}
        request={{ filterValue: { ...filters, multiplosStatus: pendingStatuses } }}
      />
      {openOrder !== undefined && (
        <SaleDetailsModal orderId={openOrder} forced={false} onClose={() => setOpenOrder(undefined)} />
      )}
    </Stack>
  );
}
