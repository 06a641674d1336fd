import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { biCalls } from '../../../shared/contract/bi';
import { biDashboards, type BiDashboardName } from '../../../shared/domain/bi-dashboards';
import { DEFAULT_PERIOD, periodTitle } from '../../../shared/domain/periods';
import { companyToday } from '../../../shared/br/dates';
import type { BiBase, BiFilters } from '../../../shared/schemas/bi-filters';
import type { GridRow } from '../../../shared/schemas/grid';
import { EChart } from '../../components/charts/EChart';
import { DataGrid } from '../../components/grid/DataGrid';
import { Component as NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../../components/PageTitle';
import { api, queryKeyOf } from '../../lib/api-client';
import { SaleDetailsModal } from '../orders/SaleDetailsModal';
import { biChart, chartSummary } from './bi-chart';
import { salesListFor } from './bi-drill';
import { formatBiValue } from './bi-format';
import { BiFiltersPanel } from './BiFiltersPanel';

const initialFilters: BiFilters = {
  periodo: DEFAULT_PERIOD,
  incluirMesAtual: 0,
  considerarConsumidor: 0,
  base: 0,
  totalMensal: 0,
};

const nameOf = (path: string) => path.replace(/^\/bi-/, '') as BiDashboardName;

/**
 * /bi-{name}: one BI dashboard — the Filtros, the total, the TOP 20 chart and the 'Os melhores' and
 * 'Detalhes' grids. A bar or a ranking row opens the sales list behind it; a details row that is an
 * order opens that order.
 */
export function Component() {
  const name = nameOf(useLocation().pathname);
  const dashboard = biDashboards[name];
  return dashboard ? <Dashboard key={name} name={name} /> : <NotFoundPage />;
}

function Dashboard({ name }: { name: BiDashboardName }) {
  const dashboard = biDashboards[name];
  const calls = biCalls[name];
  const navigate = useNavigate();
  const [filters, setFilters] = useState<BiFilters>(initialFilters);
  const [openOrder, setOpenOrder] = useState<number>();
  const request = { body: filters };
  const resultsQuery = {
    queryKey: queryKeyOf(calls.results, request),
    queryFn: () => api(calls.results, request, { quiet: true }),
  };
  const results = useQuery({ ...resultsQuery, placeholderData: keepPreviousData });
  // The results already carry both grids' first page: the grids take it from there (the same call,
  // in flight or cached) instead of asking the server to compute it again.
  const queryClient = useQueryClient();
  const firstPageOf = (grid: 'melhores' | 'detalhes') => () =>
    queryClient.ensureQueryData(resultsQuery).then((reply) => reply[grid]);
  const base = Number(filters.base ?? 0) as BiBase;
  const data = results.data;
  const chart = useMemo(() => biChart(data?.grafico ?? [], base), [data, base]);
  const drill = (code: string | number | null | undefined) => {
    const to = data && salesListFor(name, code, filters, data.intervalo);
    if (to) void navigate(to);
  };
  const gridRequest = { filterValue: { bi: filters } };
  // The figure columns come as plain numbers: shown in the dashboard's base (R$, un. or L).
  const figure = (value: GridRow[string]) => (value === null ? '' : formatBiValue(Number(value), base));
  const figures = { vlr: figure, convertido: figure };
  const openRanking = (row: GridRow) => drill(rankingCode(row));
  const openDetail = (row: GridRow) => (row.cficodped ? setOpenOrder(Number(row.cficodped)) : openRanking(row));
  return (
    <Stack>
      <PageTitle>{dashboard.title}</PageTitle>
      <BiFiltersPanel value={filters} onChange={setFilters} itemFilters={dashboard.itemFilters} />
      {results.isError && <Alert color="red">{results.error.message}</Alert>}
      <Paper withBorder p="md" radius="md" aria-busy={results.isFetching}>
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={2} size="h3">
            {dashboard.chart}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="bi-periodo">
              {periodTitle(data.intervalo, companyToday())}
            </Text>
          )}
        </Group>
        {!data ? (
          <Skeleton h={360} />
        ) : (
          <Stack gap="xs">
            <Group gap="xl">
              <Text fw={700} data-testid="bi-total">
                Total: {formatBiValue(data.total, base)}
              </Text>
              {data.indiceSucesso && (
                <Text fw={700} data-testid="bi-indice">
                  Índice de sucesso: {percent(data.indiceSucesso.valor)} do valor,{' '}
                  {percent(data.indiceSucesso.quantidade)} dos orçamentos
                </Text>
              )}
            </Group>
            {data.grafico.length === 0 ? (
              <Text c="dimmed">Nenhuma venda no período e nos filtros escolhidos.</Text>
            ) : (
              <EChart
                option={chart.option}
                height={Math.max(320, Math.min(data.grafico.length, 20) * 24)}
                label={chartSummary(dashboard.chart, data.grafico, base)}
                onClick={({ seriesIndex, dataIndex }) => drill(chart.pointAt(seriesIndex, dataIndex)?.cod)}
              />
            )}
          </Stack>
        )}
      </Paper>
      <DataGrid
        grid={calls.best}
        title={dashboard.best}
        pagePath={`/bi-${name}`}
        request={gridRequest}
        render={figures}
        onRowClick={openRanking}
        firstPage={firstPageOf('melhores')}
      />
      <DataGrid
        grid={calls.details}
        title="Detalhes"
        pagePath={`/bi-${name}`}
        request={gridRequest}
        render={figures}
        onRowClick={openDetail}
        firstPage={firstPageOf('detalhes')}
      />
      {openOrder !== undefined && (
        <SaleDetailsModal orderId={openOrder} forced={false} onClose={() => setOpenOrder(undefined)} />
      )}
    </Stack>
  );
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = (value: number) => `${percentFormat.format(value)} %`;

/** A ranking row's code: the first column the server names a code ('cod' …). */
function rankingCode(row: GridRow): string | number | null | undefined {
  return row.cod ?? row.codigo;
}
