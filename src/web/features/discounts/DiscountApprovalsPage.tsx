import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { discountCalls } from '../../../shared/contract/discounts';
import { approvalLabels } from '../../../shared/domain/discount-policy';
import type { StatusTone } from '../../../shared/domain/status-colors';
import type { GridRow } from '../../../shared/schemas/grid';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';
import { queryKeyOf } from '../../lib/api-client';
import { CapModal } from './CapModal';
import { DecisionModal } from './DecisionModal';

const approvalTone = (status: string): StatusTone =>
  status === approvalLabels.approved ? 'success' : status === approvalLabels.pending ? 'warning' : 'danger';

/**
 * /aprovacoes-desconto (managers and admins): the queue of orders above their seller's cap — a
 * pending row opens the decision — and each seller's cap, edited from its row.
 */
export function Component() {
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<GridRow>();
  const [capOf, setCapOf] = useState<GridRow>();
  const refresh = (grid: typeof discountCalls.queue) =>
    void client.invalidateQueries({ queryKey: queryKeyOf(grid).slice(0, 2) });
  return (
    <Stack>
      <PageTitle>Aprovações de desconto</PageTitle>
      <DataGrid
        grid={discountCalls.queue}
        title="Pedidos com desconto acima do limite"
        pagePath="/aprovacoes-desconto"
        status={{ cfistaapr: { tone: approvalTone } }}
        onRowClick={(row) => row.cfistaapr === 'Aguardando aprovação' && setDeciding(row)}
      />
      <DataGrid
        grid={discountCalls.caps}
        title="Limite de desconto por vendedor"
        pagePath="/aprovacoes-desconto/limites"
        render={{ cfidscmax: (value) => (value === null ? 'Sem limite' : `${String(value).replace('.', ',')}%`) }}
        onRowClick={setCapOf}
      />
      {deciding && (
        <DecisionModal
          row={deciding}
          onDone={() => refresh(discountCalls.queue)}
          onClose={() => setDeciding(undefined)}
        />
      )}
      {capOf && <CapModal row={capOf} onDone={() => refresh(discountCalls.caps)} onClose={() => setCapOf(undefined)} />}
    </Stack>
  );
}
