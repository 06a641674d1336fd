import { Alert, List, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { orderStatus } from '../../../shared/domain/order-status';
import type { CartReply } from '../../../shared/schemas/cart';
import { useCancellation, useReturns } from './after-sale-api';
import { formatMoment } from '../../../shared/br/dates';

/** What happened after the sale: its cancellation (reason, who, when) and its returns. */
export function AfterSaleInfo({ cart }: { cart: CartReply }) {
  const { codigo, cfistaped } = cart.pedido;
  const cancellation = useCancellation(codigo, cfistaped === orderStatus.cancelled).data;
  const returns = useReturns(
    codigo,
    cart.itens.some((item) => item.devolvido > 0),
  ).data?.devolucoes;
  return (
    <>
      {cancellation && (
        <Alert color="red" title="Venda cancelada" data-testid="cancelamento">
          <Stack gap={4}>
            <Text size="sm">Motivo: {cancellation.motivo}</Text>
            {cancellation.canceladoEm && (
              <Text size="sm">
                Cancelada{cancellation.canceladoPor ? ` por ${cancellation.canceladoPor}` : ''} em{' '}
                {formatMoment(cancellation.canceladoEm)}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {returns && returns.length > 0 && (
        <Alert color="yellow" title="Devoluções" data-testid="devolucoes">
          <List size="sm" spacing={4}>
            {returns.map((r) => (
              <List.Item key={r.codigo}>
                {formatMoment(r.data)}, por {r.operador}:{' '}
                {r.itens.map((i) => `${i.quantidade} × ${i.descricao}`).join('; ')} (
                {formatMoney(reaisToCents(r.valor))}). Motivo: {r.motivo}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
