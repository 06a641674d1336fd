import { Button, Collapse, MultiSelect, Paper, Select, SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { CUSTOM_PERIOD, periodOptions, periodRange, type DateRange } from '../../../shared/domain/periods';
import type { GridFilters } from '../../../shared/schemas/grid';
import { DateRangeInputs } from './DateRangeInputs';
import { useFilterLists } from './filter-lists';
import { companyToday } from '../../../shared/br/dates';

type FilterName = 'loja' | 'funcionarios' | 'representantes' | 'multiplosStatus' | 'multiplosOrigem' | 'intervaloData';

type Props = {
  /** Which filters this screen offers. */
  show: FilterName[];
  value: GridFilters;
  onChange: (filters: GridFilters) => void;
  statuses?: Array<{ value: string; label: string }>;
  period: number;
  onPeriodChange: (period: number) => void;
};

/** The 'Filtros' area (spec section 2): date interval with the period options, and the recognised filters. */
export function Filters({ show, value, onChange, statuses = [], period, onPeriodChange }: Props) {
  const [opened, { toggle }] = useDisclosure(false);
  const lists = useFilterLists(opened);
  const [custom, setCustom] = useState<DateRange>(value.intervaloData ?? { inicial: '', final: '' });
  const set = (patch: Partial<GridFilters>) => onChange({ ...value, ...patch });
  const ids = (values: string[]) => (values.length ? values.map(Number) : undefined);
  const choosePeriod = (option: string | null) => {
    const index = Number(option);
    onPeriodChange(index);
    if (index !== CUSTOM_PERIOD) set({ intervaloData: periodRange(index, companyToday()) });
  };
  const applyCustom = (range: DateRange) => {
    setCustom(range);
    if (range.inicial && range.final && range.inicial <= range.final) set({ intervaloData: range });
  };
  return (
    <Paper withBorder p="sm" radius="md" data-print-hide>
      <Button variant="subtle" onClick={toggle} aria-expanded={opened}>
        Filtros
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="sm">
          {show.includes('intervaloData') && (
            <Select
              label="Selecionar intervalo de data"
              data={periodOptions.map((label, index) => ({ value: String(index), label }))}
              value={String(period)}
              onChange={choosePeriod}
              allowDeselect={false}
            />
          )}
          {show.includes('intervaloData') && period === CUSTOM_PERIOD && (
            <DateRangeInputs value={custom} onChange={applyCustom} />
          )}
          {show.includes('loja') && (
            <MultiSelect
              label="Loja"
              data={lists.stores}
              value={(value.loja ?? []).map(String)}
              onChange={(v) => set({ loja: ids(v) })}
              clearable
            />
          )}
          {show.includes('representantes') && (
            <MultiSelect
              label="Representantes"
              data={lists.representatives}
              value={(value.representantes ?? []).map(String)}
              onChange={(v) => set({ representantes: ids(v) })}
              searchable
              clearable
            />
          )}
          {show.includes('funcionarios') && (
            <MultiSelect
              label="Funcionários"
              data={lists.operators}
              value={(value.funcionarios ?? []).map(String)}
              onChange={(v) => set({ funcionarios: ids(v) })}
              searchable
              clearable
            />
          )}
          {show.includes('multiplosStatus') && (
            <MultiSelect
              label="Status"
              data={statuses}
              value={value.multiplosStatus ?? []}
              onChange={(v) => set({ multiplosStatus: v.length ? v : undefined })}
              clearable
            />
          )}
          {show.includes('multiplosOrigem') && (
            <MultiSelect
              label="Origem"
              data={[
                { value: 'S', label: 'Loja virtual' },
                { value: 'N', label: 'Balcão / vendedor' },
              ]}
              value={value.multiplosOrigem ?? []}
              onChange={(v) => set({ multiplosOrigem: v.length ? v : undefined })}
              clearable
            />
          )}
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
