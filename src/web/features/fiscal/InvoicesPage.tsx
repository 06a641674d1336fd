import { Stack } from '@mantine/core';
import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { DEFAULT_PERIOD } from '../../../shared/domain/periods';
import { Filters } from '../../components/filters/Filters';
import { usePeriodFilters } from '../../components/filters/use-period-filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { InvoiceActionsModal } from './InvoiceActionsModal';

const columns = ['cfinumnfe', 'cfidatnfe', 'cfipednot', 'cfinomcli', 'cfivalnot', 'cfichvnfe'];

/** /nfe-emitidas: the issued NF-e; a row opens its XML, DANFE and mail. */
export function Component() {
  const { filters, bind } = usePeriodFilters(DEFAULT_PERIOD);
  const [note, setNote] = useState<{ id: number; number: string; key: string }>();
  return (
    <Stack>
      <Filters show={['intervaloData', 'representantes']} {...bind} />
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
