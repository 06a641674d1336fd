import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { gridCalls, gridSupportCalls } from '../../../shared/contract/grids';
import type { GridRow } from '../../../shared/schemas/grid';
import { DataGrid } from '../../components/grid/DataGrid';
import type { StatusView } from '../../components/grid/grid-format';
import { PageTitle } from '../../components/PageTitle';
import { queryKeyOf } from '../../lib/api-client';
import { RestockModal, type RestockTarget } from './RestockModal';

/** 'Baixo' (under a litre) stands out in red; the rest is green. */
const stockStatus: Record<string, StatusView> = {
  cfisitcrt: { tone: (value) => (value === 'Baixo' ? 'danger' : 'success') },
};

const targetOf = (row: GridRow): RestockTarget => ({
  id: Number(row.sr_recno),
  label: `${String(row.cficodcrt)} - ${String(row.cfidescrt)}`,
  machine: String(row.cfifdemaq),
});

/**
 * /tintas/corantes (managers and admins): each machine's colourants with price per litre and stock;
 * a row opens 'Repor', which adds what went into the canister, with a reason (docs/tinting.md).
 */
export function Component() {
  const client = useQueryClient();
  const [target, setTarget] = useState<RestockTarget>();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: queryKeyOf(gridCalls.colourants).slice(0, 2) });
    await client.invalidateQueries({ queryKey: queryKeyOf(gridSupportCalls.summary).slice(0, 2) });
  };
  return (
    <Stack>
      <PageTitle>Estoque de corantes</PageTitle>
      <Text size="sm">
        O estoque de cada corante em mL, por tingidora. Abaixo de 1 L aparece como Baixo. Escolha um corante para repor
        o que entrou no canister; a reposição fica na auditoria com o motivo.
      </Text>
      <DataGrid
        grid={gridCalls.colourants}
        title="Corantes"
        pagePath="/tintas/corantes"
        pageSize={50}
        visible={['cfifdemaq', 'cficodcrt', 'cfidescrt', 'cfiprccrt', 'cfiestcrt', 'cfisitcrt']}
        status={stockStatus}
        onRowClick={(row) => setTarget(targetOf(row))}
      />
      {target && (
        <RestockModal
          target={target}
          onClose={() => setTarget(undefined)}
          onDone={async () => {
            setTarget(undefined);
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
