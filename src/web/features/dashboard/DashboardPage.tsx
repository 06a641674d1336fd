import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardCalls } from '../../../shared/contract/dashboard';
import { api, queryKeyOf } from '../../lib/api-client';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { PageTitle } from '../../components/PageTitle';

type FigureProps = { label: string; value: string; hint?: string; to?: string };

/** One figure; with `to`, the whole card links to the list behind it. */
function Figure({ label, value, hint, to }: FigureProps) {
  const body = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, lg: 26 }} fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
  return to ? (
    <Card withBorder padding="lg" radius="md" component={Link} to={to}>
      {body}
    </Card>
  ) : (
    <Card withBorder padding="lg" radius="md">
      {body}
    </Card>
  );
}

/** The back-office landing page: this month's figures for what the operator may see. */
export function Component() {
  const { data, isPending } = useQuery({
    queryKey: queryKeyOf(dashboardCalls.panel),
    queryFn: () => api(dashboardCalls.panel, {}),
  });
  return (
    <Stack>
      <PageTitle>Painel</PageTitle>
      {isPending || !data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={110} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="painel">
          <Figure
            label={`Vendas de ${data.mes.toLowerCase()}`}
            value={formatMoney(reaisToCents(data.vendasMes.valor))}
            hint={`${data.vendasMes.quantidade} pedidos`}
          />
          <Figure label="Orçamentos em aberto" value={String(data.orcamentosPendentes)} />
          <Figure label="Clientes" value={String(data.clientes)} />
          <Figure
            label="Duplicatas vencidas"
            value={formatMoney(reaisToCents(data.duplicatasVencidas.valor))}
            hint={`${data.duplicatasVencidas.quantidade} títulos`}
            to="/financeiro/duplicatas?situacao=Vencido"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
