import { Chip, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { CUSTOM_PERIOD, LAST_12_MONTHS } from '../../../shared/domain/periods';
import { receivableTone } from '../../../shared/domain/status-colors';
import type { GridRow } from '../../../shared/schemas/grid';
import { Filters } from '../../components/filters/Filters';
import { usePeriodFilters } from '../../components/filters/use-period-filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { BoletoModal } from './BoletoModal';

const situations = ['Em Aberto', 'Vencido', 'Recebido', 'Protestado'];
const columns = [
  'cfinomcli',
  'cfidtvdup',
  'cfivaldup',
  'cfijmodup',
  'cfivalatu',
  'cfistadup',
  'cfidtrdup',
  'cfinbadup',
];

/**
 * /financeiro/duplicatas (query situacao): receivables with their boleto fields; 'Vencido' in the
 * query (the dashboard's overdue figure) shows every overdue one, whatever its due date.
 */
export function Component() {
  const [params] = useSearchParams();
  const asked = params.get('situacao');
  const only = asked && situations.includes(asked) ? asked : undefined;
  const { filters, bind } = usePeriodFilters(only ? CUSTOM_PERIOD : LAST_12_MONTHS, only ? {} : undefined);
  const [shown, setShown] = useState(only ? [only] : situations);
  const [open, setOpen] = useState<GridRow>();
  return (
    <Stack>
      <Filters show={['intervaloData', 'representantes']} {...bind} />
      <Group>
        <Chip.Group multiple value={shown} onChange={(v) => v.length > 0 && setShown(v)}>
          {situations.map((s) => (
            <Chip key={s} value={s}>
              {s}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <DataGrid
        grid={gridCalls.receivables}
        titleOrder={1}
        title="DUPLICATAS"
        pagePath="/financeiro/duplicatas"
        visible={columns}
        status={{ cfistadup: { tone: receivableTone } }}
        request={{ filterValue: filters, status: shown }}
        onRowClick={setOpen}
      />
      {open && <BoletoModal row={open} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}
