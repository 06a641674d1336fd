import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { DEFAULT_PERIOD } from '../../../shared/domain/periods';
import { Filters } from '../../components/filters/Filters';
import { usePeriodFilters } from '../../components/filters/use-period-filters';
import { CustomerPicker } from '../../components/CustomerPicker';
import { DataGrid } from '../../components/grid/DataGrid';
import { InvoiceActionsModal } from './InvoiceActionsModal';
import { InvoiceZipButton } from './InvoiceZipButton';

const columns = ['cfinumnfe', 'cfidatnfe', 'cfipednot', 'cfinomcli', 'cfivalnot', 'cfichvnfe'];

/**
 * /nfe-emitidas: the issued NF-e; a row opens its XML, DANFE and mail. The ZIP takes the period of
 * the Filtros and, when chosen, one customer (an accountant's file is per customer).
 */
export function Component() {
  const { filters, bind } = usePeriodFilters(DEFAULT_PERIOD);
  const [note, setNote] = useState<{ id: number; number: string; key: string }>();
  const [customer, setCustomer] = useState<number | null>(null);
  return (
    <Stack>
      <Filters show={['intervaloData', 'representantes']} {...bind} />
      <Paper withBorder p="sm" radius="md" data-print-hide>
        <Text size="sm" mb="xs">
          ZIP para o contador: XML e DANFE de todas as notas do período dos filtros.
        </Text>
        <Group align="flex-end">
          <CustomerPicker value={customer} onChange={setCustomer} />
          <InvoiceZipButton period={filters.intervaloData} customerId={customer} />
        </Group>
      </Paper>
      <DataGrid
        grid={gridCalls.invoices}
        titleOrder={1}
        title="NOTAS FISCAIS EMITIDAS"
        pagePath="/nfe-emitidas"
        visible={columns}
        request={{ filterValue: filters }}
        onRowClick={(row) =>
          setNote({ id: Number(row.sr_recno), number: String(row.cfinumnfe), key: String(row.cfichvnfe ?? '') })
        }
      />
      {note && <InvoiceActionsModal note={note} onClose={() => setNote(undefined)} />}
    </Stack>
  );
}
