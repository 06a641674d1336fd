import { Button, Card, Progress, Stack, Text } from '@mantine/core';
import type { DashboardReply } from '../../../shared/schemas/dashboard';
import { Figure } from './Figure';
import { changeFrom, money, shareOf } from './panel-format';

const monthName = (data: DashboardReply) => data.mes.toLowerCase();

/** This month's sales, against the same days of the same month a year earlier. */
export function SalesFigure({ data }: { data: DashboardReply }) {
  const lastYear = data.anoAnterior;
  const year = lastYear.inicio.slice(0, 4);
  const change = changeFrom(lastYear.valor, data.vendasMes.valor);
  return (
    <Figure
      label={`Vendas de ${monthName(data)}`}
      value={money(data.vendasMes.valor)}
      hint={`${data.vendasMes.quantidade} pedidos`}
      to="/comercial/vendas"
    >
      <Text size="sm" mt="xs" data-testid="vs-ano-anterior">
        {change ? (
          <Text span fw={700} c={change.startsWith('-') ? 'red' : 'green'}>
            {change}
          </Text>
        ) : null}
        {change ? ` sobre ${year} ` : `Sem vendas no mesmo período de ${year} `}
        <Text span c="dimmed" size="xs">
          (mesmo período: {money(lastYear.valor)}; mês inteiro: {money(lastYear.mesInteiro)})
        </Text>
      </Text>
    </Figure>
  );
}

const goalBaseLabels = {
  representante: 'Meta do seu representante',
  lojas: 'Soma das metas das lojas',
  representantes: 'Soma das metas dos representantes',
} as const;

type GoalProps = { data: DashboardReply; canSet: boolean; onSet: () => void };

/**
 * This month's sales against the goal ('vs meta'). Managers and admins set the goals from here; a
 * seller sees their representative's.
 */
export function GoalFigure({ data, canSet, onSet }: GoalProps) {
  const goal = data.meta.valor;
  const sold = data.vendasMes.valor;
  const reached = goal ? Math.min(100, (sold / goal) * 100) : 0;
  return (
    <Card withBorder padding="lg" radius="md" h="100%" data-testid="meta">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Meta de {monthName(data)}
        </Text>
        {goal === null || data.meta.base === null ? (
          <>
            <Text fz={{ base: 18, lg: 20 }} fw={700}>
              Nenhuma meta definida
            </Text>
            {!canSet && (
              <Text size="xs" c="dimmed">
                As metas são definidas pelos gestores.
              </Text>
            )}
          </>
        ) : (
          <>
            <Text fz={{ base: 22, lg: 26 }} fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(goal)}
            </Text>
            <Progress value={reached} size="lg" radius="xl" aria-label="Parte da meta atingida" />
            <Text size="sm" fw={600}>
              {shareOf(sold, goal)} da meta
              {sold < goal ? ` · faltam ${money(goal - sold)}` : ' · meta atingida'}
            </Text>
            <Text size="xs" c="dimmed">
              {goalBaseLabels[data.meta.base]}
            </Text>
          </>
        )}
        {canSet && (
          <Button variant="light" size="xs" mt="xs" onClick={onSet} style={{ alignSelf: 'flex-start' }}>
            Definir metas
          </Button>
        )}
      </Stack>
    </Card>
  );
}
