import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/br/format-money';
import { orderCalls } from '../../../shared/contract/orders';
import { reaisToCents } from '../../../shared/domain/money';
import { api, queryKeyOf } from '../../lib/api-client';
import { customerEmail } from '../../lib/customer-email';
import { formatDate } from '../../components/grid/grid-format';
import { useCart } from './cart-api';
import { DeliveryMailModal } from './DeliveryMailModal';
import { PageTitle } from '../../components/PageTitle';

/** /entrega-pedido?pedido={id}: the deliveries of one order, and the delivery notice mail. */
export function Component() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('pedido')) || undefined;
  const cart = useCart(orderId).data;
  const [mailTo, setMailTo] = useState<string>();
  const request = { body: { action: 'select' as const, budgetId: orderId } };
  const deliveries = useQuery({
    queryKey: queryKeyOf(orderCalls.deliveries, request),
    enabled: orderId !== undefined,
    queryFn: () => api(orderCalls.deliveries, request),
  });
  if (!orderId) return <Alert color="yellow">Escolha um pedido na lista de entregas.</Alert>;
  const rows = deliveries.data?.resultSet ?? [];
  const customer = cart?.pedido.cficliped ?? null;
  const openMail = () => void customerEmail(customer).then(setMailTo);
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>Entrega do pedido nº {orderId}</PageTitle>
        <Button onClick={openMail}>Enviar email</Button>
      </Group>
      {cart && (
        <Text>
          {cart.pedido.cfinclped} · {formatMoney(reaisToCents(cart.pedido.cfivalped))} · {cart.pedido.cfistaped}
        </Text>
      )}
      <Paper withBorder p="md" radius="md">
        <Table striped data-testid="entregas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Entrega</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>Cliente</Table.Th>
              <Table.Th>Loja</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
              <Table.Th ta="right">Desconto</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.cficodpet}>
                <Table.Td>{d.cficodpet}</Table.Td>
                <Table.Td>{formatDate(d.cfidtepet)}</Table.Td>
                <Table.Td>{d.cfifanpet}</Table.Td>
                <Table.Td>{d.cfinljpet}</Table.Td>
                <Table.Td ta="right">{formatMoney(reaisToCents(d.cfivalpet))}</Table.Td>
                <Table.Td ta="right">{formatMoney(reaisToCents(d.cfidscpet ?? 0))}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{d.cfistapet}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {deliveries.isSuccess && rows.length === 0 && (
          <Text c="dimmed" ta="center">
            Nenhuma entrega registrada para este pedido.
          </Text>
        )}
      </Paper>
      {mailTo !== undefined && (
        <DeliveryMailModal
          orderId={orderId}
          customerId={customer}
          defaultTo={mailTo}
          onClose={() => setMailTo(undefined)}
        />
      )}
    </Stack>
  );
}
