import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../shared/br/format-money';
import { reaisToCents } from '../../shared/domain/money';
import { displayName } from '../../shared/domain/product-name';
import type { CartItem } from '../../shared/schemas/cart';
import { isShortOfStock, ItemColour } from './cart-item-parts';
import { ProductImage } from './ProductImage';
import { QuantityInput } from './QuantityInput';

type Props = {
  items: CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (itemIds: number[]) => void;
};

const money = (reais: number) => formatMoney(reaisToCents(reais));

/**
 * The shop cart on a phone: one card per line with what a buyer checks (name, colour, price,
 * quantity with − and +, line total, remove), instead of a table that would scroll sideways.
 */
export function CartCards({ items, onQuantity, onRemove }: Props) {
  return (
    <Stack gap="sm" data-testid="carrinho">
      {items.map((item) => {
        const name = displayName({ site: item.cfidesite, packaging: item.cfiembite });
        return (
          <Paper key={item.cficodite} withBorder p="sm" radius="md" data-testid="item-carrinho">
            <Stack gap="xs">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ProductImage paths={item.cfidirima} alt={name} size={56} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <ItemColour item={item} />
                  <Text size="sm">{money(item.cfiprcite)} cada</Text>
                  {isShortOfStock(item) && (
                    <Text size="xs" c="red">
                      Disponível: {Math.max(0, item.cfiestite)}
                    </Text>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remover ${name}`}
                  onClick={() => onRemove([item.cficodite])}
                >
                  ✕
                </ActionIcon>
              </Group>
              {/* Quantity and line total get the card's whole width. */}
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <QuantityInput
                  label={`Quantidade de ${name}`}
                  value={item.cfiqtdite}
                  product={{
                    stock: item.cfiestite,
                    sellWithoutStock: item.cfivenite === 'S',
                    multipleMode: item.multiplo,
                  }}
                  mode="shop"
                  steps
                  onCommit={(q) => onQuantity(item, q)}
                />
                <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(item.total)}
                </Text>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
