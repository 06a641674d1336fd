import { Alert, Button, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardCalls } from '../../../shared/contract/dashboard';
import { PageTitle } from '../../components/PageTitle';
import { api, queryKeyOf } from '../../lib/api-client';
import { useSession } from '../auth/session-api';
import { Figure } from './Figure';
import { GoalsModal } from './GoalsModal';
import { money } from './panel-format';
import { OpenBudgets, TopCustomers, TopProducts } from './PanelLists';
import { GoalFigure, SalesFigure } from './SalesFigures';
import { SalesSparkline } from './SalesSparkline';

function Loading() {
  return (
    <Stack aria-busy="true" aria-label="Carregando o painel">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={180} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={110} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The back-office landing page: this month's sales against last year and the goal, the twelve-month
 * line, open budgets, overdue receivables and the month's best customers and products, for what
 * the operator may see; every card leads to the screen behind it. The theme's breakpoints are the
 * spec's (xs 376, sm 769, md 1025, lg 1280 px): one column on a phone, figures side by side from a
 * tablet, three columns of cards on a laptop.
 */
export function Component() {
  const user = useSession().data?.usuario;
  const [settingGoals, setSettingGoals] = useState(false);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: queryKeyOf(dashboardCalls.panel),
    queryFn: () => api(dashboardCalls.panel, {}),
  });
  const setsGoals = user?.perfil === 'manager' || user?.perfil === 'admin';
  return (
    <Stack>
      <PageTitle>Painel</PageTitle>
      {isError ? (
        <Alert color="red" title="Não foi possível carregar o painel.">
          <Button variant="default" size="xs" mt="xs" onClick={() => void refetch()}>
            Tentar de novo
          </Button>
        </Alert>
      ) : isPending ? (
        <Loading />
      ) : (
        <Stack data-testid="painel">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <SalesFigure data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <GoalFigure data={data} canSet={setsGoals} onSet={() => setSettingGoals(true)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <SalesSparkline months={data.evolucao} />
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label="Orçamentos em aberto"
              value={String(data.orcamentosPendentes)}
              hint="Operações comerciais pendentes"
              to="/operacoes-comerciais-pendentes"
            />
            <Figure
              label="Duplicatas vencidas"
              value={money(data.duplicatasVencidas.valor)}
              hint={`${data.duplicatasVencidas.quantidade} títulos`}
              to="/financeiro/duplicatas?situacao=Vencido"
            />
            <Figure label="Clientes" value={String(data.clientes)} hint="Carteira de clientes" to="/clientes" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <OpenBudgets budgets={data.orcamentosAbertos} continues={!user?.isCsgestor} />
            <TopCustomers data={data} />
            <TopProducts data={data} />
          </SimpleGrid>
        </Stack>
      )}
      {settingGoals && data && <GoalsModal month={data.periodo.competencia} onClose={() => setSettingGoals(false)} />}
    </Stack>
  );
}
