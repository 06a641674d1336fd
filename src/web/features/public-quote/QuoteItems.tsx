import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { displayName } from '../../../shared/domain/product-name';
import type { PublicQuote } from '../../../shared/schemas/public-quote';

/** One card per line, read top to bottom on a phone: name, colour, quantity × price, line total. */
export function QuoteItems({ items }: { items: PublicQuote['itens'] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Itens do orçamento">
      {items.map((item, index) => (
        <Paper key={index} component="li" withBorder p="sm" radius="md">
          <Text size="sm" fw={500}>
            {displayName({ site: item.descricao, packaging: item.embalagem })}
          </Text>
          {item.cor && (
            <Text size="xs" c="dimmed">
              Cor: {item.cor}
            </Text>
          )}
          <Group justify="space-between" mt={4}>
            <Text size="sm">
              {item.quantidade} × {formatMoney(item.unitarioCentavos)}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(item.totalCentavos)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
