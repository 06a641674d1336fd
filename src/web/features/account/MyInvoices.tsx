import { Stack } from '@mantine/core';
import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { DataGrid } from '../../components/grid/DataGrid';
import { InvoiceActionsModal } from '../fiscal/InvoiceActionsModal';
import { InvoiceZipPeriod } from './InvoiceZipPeriod';

/** Spec section 9: the customer-facing lists show 10 rows a page. */
const PAGE_SIZE = 10;

/**
 * 'Notas fiscais': the customer's own NF-e (the grid gives a customer only theirs); a row opens XML,
 * DANFE and mail; above it, the period's ZIP for the accountant.
 */
export function MyInvoices() {
  const [note, setNote] = useState<{ id: number; number: string; key: string }>();
  return (
    <Stack>
      <InvoiceZipPeriod />
      <DataGrid
        grid={gridCalls.invoices}
        title="Notas fiscais"
        pagePath="/minha-conta"
        pageSize={PAGE_SIZE}
        visible={['cfinumnfe', 'cfidatnfe', 'cfipednot', 'cfivalnot']}
        onRowClick={(row) =>
          setNote({ id: Number(row.sr_recno), number: String(row.cfinumnfe), key: String(row.cfichvnfe ?? '') })
        }
      />
      {note && <InvoiceActionsModal note={note} onClose={() => setNote(undefined)} />}
    </Stack>
  );
}
