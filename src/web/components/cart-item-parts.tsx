import { ColorSwatch, Group, Text } from '@mantine/core';
import type { CartItem } from '../../shared/schemas/cart';

/** A line asking for more than the stock has now (it would be refused when the order is placed). */
export const isShortOfStock = (item: CartItem) => item.cfivenite !== 'S' && item.cfiqtdite > item.cfiestite;

/** The tint of a tinted line: its swatch, code and name; nothing for an untinted one. */
export function ItemColour({ item }: { item: CartItem }) {
  if (!item.cficorite) return null;
  return (
    <Group gap={6}>
      <ColorSwatch color={`#${item.cfirgbcrr ?? 'ffffff'}`} size={14} />
      <Text size="xs">
        Cor {item.cficorite} {item.cfidescor}
      </Text>
    </Group>
  );
}
