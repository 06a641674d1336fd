import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatMoneyCompact } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import type { DashboardReply } from '../../../shared/schemas/dashboard';
import { EChart } from '../../components/charts/EChart';
import { money, monthLabel } from './panel-format';

type Months = DashboardReply['evolucao'];

function sparklineOption(months: Months) {
  return {
    grid: { left: 8, right: 8, top: 12, bottom: 24 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => money(Number(value)) },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: months.map((m) => monthLabel(m.mes)),
      axisTick: { show: false },
      axisLabel: { color: '#495057', fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      show: false,
      axisLabel: { formatter: (value: number) => formatMoneyCompact(reaisToCents(value)) },
    },
    series: [
      {
        type: 'line',
        smooth: true,
        symbol: 'circle',
        symbolSize: 6,
        areaStyle: { opacity: 0.15 },
        data: months.map((m) => m.valor),
      },
    ],
  };
}

/** Sales of the last twelve months, a small line; the comparative sales dashboard is behind it. */
export function SalesSparkline({ months }: { months: Months }) {
  const option = useMemo(() => sparklineOption(months), [months]);
  // A canvas says nothing to a screen reader: its name carries the figures.
  const label = `Vendas por mês: ${months.map((m) => `${monthLabel(m.mes)} ${money(m.valor)}`).join('; ')}`;
  return (
    <Card withBorder padding="lg" radius="md" h="100%">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={2} size="h5">
          Vendas dos últimos 12 meses
        </Title>
        <Anchor component={Link} to="/bi-comparativo-vendas" size="sm">
          Comparativo
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        Total: {money(months.reduce((sum, m) => sum + m.valor, 0))}
      </Text>
      <EChart option={option} height={130} label={label} />
    </Card>
  );
}
