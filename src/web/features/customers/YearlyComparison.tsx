import { SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { customerCalls } from '../../../shared/contract/customers';
import { comparisonMessages, type PurchaseMonth } from '../../../shared/schemas/customer';
import { EChart } from '../../components/charts/EChart';
import { api, queryKeyOf } from '../../lib/api-client';

const months = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/** Value and units of each month, by year: { 2026: [{vlr, qtd} x 12] }. */
function byYear(rows: PurchaseMonth[]) {
  const years = new Map<number, Array<{ vlr: number; qtd: number }>>();
  for (const row of rows) {
    const year = Number(row.dte.slice(0, 4));
    const monthIndex = Number(row.dte.slice(5, 7)) - 1;
    const line = years.get(year) ?? months.map(() => ({ vlr: 0, qtd: 0 }));
    line[monthIndex] = { vlr: row.vlr, qtd: row.qtd };
    years.set(year, line);
  }
  return [...years.entries()].sort(([a], [b]) => a - b);
}

const money = (value: number) => formatMoney(reaisToCents(value));

/** The yearly purchase comparison: months × years table, then line, column and bar charts. */
export function YearlyComparison({ codigo }: { codigo: number }) {
  const request = { body: { idCliente: codigo } };
  const { data } = useQuery({
    queryKey: queryKeyOf(customerCalls.comparison, request),
    queryFn: () => api(customerCalls.comparison, request, { quiet: true }),
  });
  const years = useMemo(() => byYear(data?.resultSet ?? []), [data]);
  const charts = useMemo(() => {
    const series = (type: 'line' | 'bar') =>
      years.map(([year, line]) => ({ name: String(year), type, data: line.map((m) => m.vlr) }));
    const axis = { type: 'category' as const, data: months };
    const value = { type: 'value' as const, axisLabel: { formatter: (v: number) => money(v).replace(',00', '') } };
    const base = {
      tooltip: { trigger: 'axis' as const, valueFormatter: (v: unknown) => money(Number(v)) },
      legend: {},
      grid: { left: 90, right: 20 },
    };
    return {
      line: { ...base, xAxis: axis, yAxis: value, series: series('line') },
      column: { ...base, xAxis: axis, yAxis: value, series: series('bar') },
      bar: { ...base, yAxis: axis, xAxis: value, series: series('bar') },
    };
  }, [years]);
  if (!data) return <Skeleton h={200} />;
  if (years.length === 0) return <Text c="dimmed">{comparisonMessages.empty}</Text>;
  return (
    <Stack data-testid="comparativo">
      <Table fz="xs" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mês</Table.Th>
            {years.map(([year]) => (
              <Table.Th key={year} colSpan={2} ta="center">
                {year}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th />
            {years.map(([year]) => [
              <Table.Th key={`${year}v`} ta="right">
                Valor
              </Table.Th>,
              <Table.Th key={`${year}q`} ta="right">
                Qtd.
              </Table.Th>,
            ])}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month, i) => (
            <Table.Tr key={month}>
              <Table.Td>{month}</Table.Td>
              {years.map(([year, line]) => [
                <Table.Td key={`${year}v`} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line[i]?.vlr ?? 0)}
                </Table.Td>,
                <Table.Td key={`${year}q`} ta="right">
                  {line[i]?.qtd ?? 0}
                </Table.Td>,
              ])}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <EChart option={charts.line} label="Compras por mês (linhas)" />
        <EChart option={charts.column} label="Compras por mês (colunas)" />
        <EChart option={charts.bar} label="Compras por mês (barras)" />
      </SimpleGrid>
    </Stack>
  );
}
