import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { CUSTOM_PERIOD, periodOptions, type DateRange } from '../../../shared/domain/periods';
import { biBases, type BiBase, type BiFilters } from '../../../shared/schemas/bi-filters';
import { DateRangeInputs } from '../../components/filters/DateRangeInputs';
import { useFilterLists, useItemFilterLists } from '../../components/filters/filter-lists';

type Props = {
  value: BiFilters;
  onChange: (filters: BiFilters) => void;
  /** Manufacturer and group filters: on the dashboards that count items. */
  itemFilters: boolean;
};

/** Months 4-9 of the period list span several months: only there can the current one be left out. */
const spansMonths = (period: number) => period >= 4 && period <= 9;
const ids = (values: string[]) => (values.length ? values.map(Number) : undefined);
const strings = (values: number[] | undefined) => (values ?? []).map(String);

/**
 * The 'Filtros' of a BI dashboard (spec section 9): period, stores, representatives (and
 * manufacturers and groups on item dashboards), the base and the three switches. Open at first:
 * on a dashboard the filters are the point.
 */
export function BiFiltersPanel({ value, onChange, itemFilters }: Props) {
  const [opened, { toggle }] = useDisclosure(true);
  const lists = useFilterLists(opened);
  const itemLists = useItemFilterLists(opened && itemFilters);
  const [custom, setCustom] = useState<DateRange>({ inicial: value.inicio ?? '', final: value.fim ?? '' });
  const period = Number(value.periodo ?? 2);
  const set = (patch: Partial<BiFilters>) => onChange({ ...value, ...patch });
  const applyCustom = (range: DateRange) => {
    setCustom(range);
    if (range.inicial && range.final && range.inicial <= range.final)
      set({ periodo: CUSTOM_PERIOD, inicio: range.inicial, fim: range.final });
  };
  const choosePeriod = (option: string | null) => {
    const index = Number(option);
    if (index !== CUSTOM_PERIOD) set({ periodo: index, inicio: undefined, fim: undefined });
    else if (custom.inicial && custom.final && custom.inicial <= custom.final)
      set({ periodo: index, inicio: custom.inicial, fim: custom.final });
    else set({ periodo: index, inicio: undefined, fim: undefined });
  };
  return (
    <Paper withBorder p="sm" radius="md" data-print-hide>
      <Button variant="subtle" onClick={toggle} aria-expanded={opened}>
        Filtros
      </Button>
      <Collapse expanded={opened}>
        <Stack mt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label="Selecionar intervalo de data"
              data={periodOptions.map((label, index) => ({ value: String(index), label }))}
              value={String(period)}
              onChange={choosePeriod}
              allowDeselect={false}
            />
            {period === CUSTOM_PERIOD && <DateRangeInputs value={custom} onChange={applyCustom} />}
            <MultiSelect
              label="Loja"
              data={lists.stores}
              value={strings(value.loja)}
              onChange={(v) => set({ loja: ids(v) })}
              clearable
            />
            <MultiSelect
              label="Representantes"
              data={lists.representatives}
              value={strings(value.representantes)}
              onChange={(v) => set({ representantes: ids(v) })}
              searchable
              clearable
            />
            {itemFilters && (
              <MultiSelect
                label="Fabricantes"
                data={itemLists.manufacturers}
                value={strings(value.fabricantes)}
                onChange={(v) => set({ fabricantes: ids(v) })}
                searchable
                clearable
              />
            )}
            {itemFilters && (
              <MultiSelect
                label="Grupos de produtos"
                data={itemLists.groups}
                value={strings(value.grupos)}
                onChange={(v) => set({ grupos: ids(v) })}
                searchable
                clearable
              />
            )}
          </SimpleGrid>
          <Group gap="lg" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="bi-base">
                Base
              </Text>
              <SegmentedControl
                aria-labelledby="bi-base"
                data={Object.entries(biBases).map(([base, label]) => ({ value: base, label }))}
                value={String(value.base ?? 0)}
                onChange={(base) => set({ base: Number(base) as BiBase })}
              />
            </Stack>
            <Switch
              label="Incluir mês atual"
              disabled={!spansMonths(period)}
              checked={Number(value.incluirMesAtual ?? 0) === 0}
              onChange={(e) => set({ incluirMesAtual: e.currentTarget.checked ? 0 : 1 })}
            />
            <Switch
              label="Considerar consumidor"
              checked={Number(value.considerarConsumidor ?? 0) === 1}
              onChange={(e) => set({ considerarConsumidor: e.currentTarget.checked ? 1 : 0 })}
            />
            <Switch
              label="Total mensal"
              checked={Number(value.totalMensal ?? 0) === 1}
              onChange={(e) => set({ totalMensal: e.currentTarget.checked ? 1 : 0 })}
            />
          </Group>
        </Stack>
      </Collapse>
    </Paper>
  );
}
