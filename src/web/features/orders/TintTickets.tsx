import { Anchor, Group, Stack, Text } from '@mantine/core';
import { orderCalls } from '../../../shared/contract/orders';
import type { CartItem } from '../../../shared/schemas/cart';
import { urlOf } from '../../lib/api-client';

/** Links to the formula ticket of each tinted line of a placed order, and its machine-import CSV (docs/tinting.md). */
export function TintTickets({ orderId, items }: { orderId: number; items: CartItem[] }) {
  const tinted = items.filter((i) => i.tipo === '1' && i.cficorite);
  if (tinted.length === 0) return null;
  const request = (item: number) => ({ params: { id: orderId }, query: { item } });
  return (
    <Stack gap={4} data-testid="fichas-tingimento">
      <Text size="sm" fw={700}>
        Fichas de tingimento
      </Text>
      {tinted.map((i) => (
        <Group key={i.cficodite} gap="sm">
          <Text size="sm">
            {i.cfidesite} · {i.cfidescor ?? i.cficorite}
          </Text>
          <Anchor size="sm" href={urlOf(orderCalls.tintTicket, request(i.cficodite))} target="_blank">
            Ficha da fórmula
          </Anchor>
          <Anchor size="sm" href={urlOf(orderCalls.tintTicketCsv, request(i.cficodite))} download>
            CSV da tingidora
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
