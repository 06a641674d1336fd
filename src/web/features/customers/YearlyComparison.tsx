import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { companyDate } from '../../../shared/br/dates';
import { formatMoney } from '../../../shared/br/format-money';
import { customerCalls } from '../../../shared/contract/customers';
import { purchasesByYear } from '../../../shared/domain/purchase-comparison';
import { comparisonMessages } from '../../../shared/schemas/customer';
import { EChart } from '../../components/charts/EChart';
import { api, queryKeyOf } from '../../lib/api-client';
import { comparisonChart } from './comparison-charts';
import { ComparisonTable } from './ComparisonTable';

/** This month on the company's calendar: the months after it are not plotted. */
function thisMonth() {
  const today = companyDate();
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The yearly purchase comparison: months × years table with totals, then line, column and bar charts. */
export function YearlyComparison({ codigo }: { codigo: number }) {
  const request = { body: { idCliente: codigo } };
  const { data } = useQuery({
    queryKey: queryKeyOf(customerCalls.comparison, request),
    queryFn: () => api(customerCalls.comparison, request, { quiet: true }),
  });
  const years = useMemo(() => purchasesByYear(data?.resultSet ?? [], thisMonth()), [data]);
  const charts = useMemo(
    () => ({
      line: comparisonChart(years, 'line', 'vertical'),
      column: comparisonChart(years, 'bar', 'vertical'),
      bar: comparisonChart(years, 'bar', 'horizontal'),
    }),
    [years],
  );
  // A canvas says nothing to a screen reader: its name carries what the chart sums up.
  const totals = `Total: ${years.map((y) => `${y.year}, ${formatMoney(y.total.cents)}`).join('; ')}`;
  if (!data) return <Skeleton h={200} />;
  if (years.length === 0) return <Text c="dimmed">{comparisonMessages.empty}</Text>;
  return (
    <Stack data-testid="comparativo">
      <ComparisonTable years={years} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <EChart option={charts.line} label={`Compras por mês (linhas). ${totals}`} />
        <EChart option={charts.column} label={`Compras por mês (colunas). ${totals}`} />
        <EChart option={charts.bar} label={`Compras por mês (barras). ${totals}`} />
      </SimpleGrid>
    </Stack>
  );
}
