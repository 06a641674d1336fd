import { Button, Chip, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { CUSTOM_PERIOD, DEFAULT_PERIOD, periodRange, periodTitle } from '../../../shared/domain/periods';
import type { GridFilters } from '../../../shared/schemas/grid';
import { Filters } from '../../components/filters/Filters';
import { usePeriodFilters } from '../../components/filters/use-period-filters';
import { DataGrid } from '../../components/grid/DataGrid';
import { SaleDetailsModal } from './SaleDetailsModal';
import { orderStatusViews, salesCells, salesColumns } from './sales-columns';
import { companyToday } from '../../../shared/br/dates';

/** Invoice status filter of the sales list, in the title's order. */
const invoiceChoices = [
  { value: 'F', label: 'Faturados' },
  { value: 'A', label: 'A Faturar' },
  { value: 'E', label: 'Faturando' },
];

const isoOf = (value: string | null) => value?.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1') ?? '';

const itemFilterNames = ['produtos', 'grupos', 'fabricantes'] as const;
const itemFilterLabels: Record<(typeof itemFilterNames)[number], string> = {
  produtos: 'Produto',
  grupos: 'Grupo',
  fabricantes: 'Fabricante',
};

/** The list filters a link may carry (a BI drill-down), each as comma-separated codes. */
const listParams = ['loja', 'representantes', 'produtos', 'grupos', 'fabricantes'] as const;

function listFilters(params: URLSearchParams): Partial<GridFilters> {
  const filters: Partial<GridFilters> = {};
  for (const name of listParams) {
    const codes = (params.get(name) ?? '')
      .split(',')
      .map(Number)
      .filter((code) => Number.isInteger(code) && code > 0);
    if (codes.length) filters[name] = codes;
  }
  return filters;
}

/**
 * /comercial/vendas (query clientes, inicial, final, forca; loja, representantes … from a BI drill-down): 'VENDAS MÊS {mês} - Faturados / A Faturar /
 * Faturando' for the current month, the dates of any other period ('VENDAS DE 01/08/2026 A 25/11/2026 - ...').
 */
export function Component() {
  const [openOrder, setOpenOrder] = useState<number>();
  const [params] = useSearchParams();
  const given = { inicial: isoOf(params.get('inicial')), final: isoOf(params.get('final')) };
  const asked = given.inicial && given.final;
  const { filters, bind } = usePeriodFilters(asked ? CUSTOM_PERIOD : DEFAULT_PERIOD, {
    intervaloData: asked ? given : periodRange(DEFAULT_PERIOD, companyToday()),
    ...listFilters(params),
  });
  const [invoice, setInvoice] = useState(invoiceChoices.map((c) => c.value));
  const customer = Number(params.get('clientes')) || undefined;
  const title = `VENDAS ${periodTitle(filters.intervaloData, companyToday())} - ${invoiceChoices
    .filter((c) => invoice.includes(c.value))
    .map((c) => c.label)
    .join(' / ')}`;
  // Item filters come only from a BI link and have no field in Filtros: each shows as a chip that clears it.
  const itemFilters = itemFilterNames.filter((name) => filters[name]?.length);
  return (
    <Stack>
      <Filters show={['intervaloData', 'loja', 'representantes', 'funcionarios', 'multiplosOrigem']} {...bind} />
      {itemFilters.length > 0 && (
        <Group gap="xs">
          {itemFilters.map((name) => (
            <Button
              key={name}
              size="compact-sm"
              variant="light"
              rightSection="✕"
              aria-label={`Tirar o filtro: ${itemFilterLabels[name]} ${filters[name]?.join(', ')}`}
              onClick={() => bind.onChange({ ...filters, [name]: undefined })}
            >
              {itemFilterLabels[name]} {filters[name]?.join(', ')}
            </Button>
          ))}
        </Group>
      )}
      <Group>
        <Chip.Group multiple value={invoice} onChange={(v) => v.length > 0 && setInvoice(v)}>
          {invoiceChoices.map((c) => (
            <Chip key={c.value} value={c.value}>
              {c.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <DataGrid
        grid={gridCalls.orders}
        titleOrder={1}
        title={title}
        pagePath="/comercial/vendas"
        visible={salesColumns}
        render={salesCells}
        status={orderStatusViews}
        onRowClick={(row) => setOpenOrder(Number(row.cficodped))}
        request={{ status: invoice, filterValue: filters, codCli: customer }}
      />
      {openOrder !== undefined && (
        <SaleDetailsModal
          orderId={openOrder}
          forced={params.get('forca') === '1'}
          onClose={() => setOpenOrder(undefined)}
        />
      )}
    </Stack>
  );
}
