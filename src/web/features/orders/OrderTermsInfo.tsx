import { Alert, Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { EXPIRED_LABEL } from '../../../shared/domain/budget-validity';
import { reaisToCents } from '../../../shared/domain/money';
import { formatDay } from '../../../shared/br/dates';
import { conditionLabel, paymentWithInstalments } from '../../../shared/domain/order-terms';
import type { CartHeader } from '../../../shared/schemas/cart';

type Props = { order: CartHeader; onRenew?: () => void };

/** The order's commercial terms in the sale details, and an expired budget's mark and renewal. */
export function OrderTermsInfo({ order, onRenew }: Props) {
  const dash = (value: string | null | undefined) => value || '—';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="condicoes-comerciais">
        <Text size="sm">Loja: {dash(order.cfinljped)}</Text>
        <Text size="sm">
          Pagamento: {order.cfirecped ? paymentWithInstalments(order.cfirecped, order.cfiparped) : '—'}
        </Text>
        <Text size="sm">Condição de pagamento: {order.condicao ? conditionLabel(order.condicao) : '—'}</Text>
        <Text size="sm">
          Frete: {order.servicoFrete ? `${order.servicoFrete} ${formatMoney(reaisToCents(order.frete))}` : '—'}
        </Text>
        <Text size="sm">Entrega prevista: {order.entrega ? formatDay(order.entrega) : '—'}</Text>
        <Text size="sm">Pedido do cliente: {dash(order.pedidoCliente)}</Text>
        {order.validade && <Text size="sm">Válido até: {formatDay(order.validade)}</Text>}
      </SimpleGrid>
      {order.vencido && (
        <Alert color="orange" title={<Badge color="red">{EXPIRED_LABEL}</Badge>}>
          <Group justify="space-between">
            <span>Os preços deste orçamento valiam até {formatDay(order.validade ?? '')}.</span>
            {onRenew && order.acoes.includes('edit') && (
              <Button size="xs" onClick={onRenew}>
                Renovar com os preços de hoje
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </>
  );
}
