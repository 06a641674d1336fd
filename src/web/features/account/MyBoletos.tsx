import { useState } from 'react';
import { gridCalls } from '../../../shared/contract/grids';
import { receivableTone } from '../../../shared/domain/status-colors';
import type { GridRow } from '../../../shared/schemas/grid';
import { DataGrid } from '../../components/grid/DataGrid';
import { BoletoModal } from '../fiscal/BoletoModal';

/** Spec section 9: the customer-facing lists show 10 rows a page. */
const PAGE_SIZE = 10;

/**
 * 'Boletos': the customer's own receivables with the original and the updated value (late interest
 * added); a row opens the boleto's second copy.
 */
export function MyBoletos() {
  const [open, setOpen] = useState<GridRow>();
  return (
    <>
      <DataGrid
        grid={gridCalls.receivables}
        title="Boletos"
        pagePath="/minha-conta"
        pageSize={PAGE_SIZE}
        visible={['cfidtvdup', 'cfivaldup', 'cfivalatu', 'cfistadup', 'cfidtrdup', 'cfinbadup']}
        status={{ cfistadup: { tone: receivableTone } }}
        onRowClick={setOpen}
      />
      {open && <BoletoModal row={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
