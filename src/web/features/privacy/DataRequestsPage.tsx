import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { dataRequestKindLabels, dataRequestStatusLabels, type DataRequestKind } from '../../../shared/schemas/privacy';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';
import { AnswerRequestModal, type OpenRequest } from './AnswerRequestModal';

const columns = ['sr_recno', 'cfidatsol', 'cfinomcli', 'cfitipsol', 'cfidetsol', 'cfistasol', 'cfiobssol'];
const kindLabel = (value: string) => dataRequestKindLabels[value as DataRequestKind] ?? value;
const statusLabel = (value: string) => dataRequestStatusLabels[value as keyof typeof dataRequestStatusLabels] ?? value;
const statusTone = (value: string) => (value === 'pendente' ? 'warning' : value === 'atendida' ? 'success' : 'danger');

/** /solicitacoes-titulares (admins): customers' erasure and change requests; a pending one opens its answer. */
export function Component() {
  const [open, setOpen] = useState<OpenRequest>();
  return (
    <Stack>
      <PageTitle>Solicitações de titulares (LGPD)</PageTitle>
      <Text size="sm">
        Pedidos dos clientes sobre seus dados pessoais (LGPD, art. 18). Clique em um pedido pendente para respondê-lo.
      </Text>
      <DataGrid
        grid={gridCalls.dataRequests}
        title="PEDIDOS"
        pagePath="/solicitacoes-titulares"
        visible={columns}
        status={{
          cfitipsol: { tone: () => 'info', label: kindLabel },
          cfistasol: { tone: statusTone, label: statusLabel },
        }}
        onRowClick={(row) => {
          if (row.cfistasol !== 'pendente') return;
          setOpen({
            id: Number(row.sr_recno),
            customer: String(row.cfinomcli),
            kind: kindLabel(String(row.cfitipsol)),
            details: String(row.cfidetsol ?? ''),
          });
        }}
      />
      {open && <AnswerRequestModal request={open} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}
