import { ActionIcon, Button, Checkbox, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../shared/br/format-money';
import { reaisToCents } from '../../shared/domain/money';
import { displayName } from '../../shared/domain/product-name';
import type { CartItem } from '../../shared/schemas/cart';
import { CommitInput } from './CommitInput';
import { isShortOfStock, ItemColour } from './cart-item-parts';
import { ProductImage } from './ProductImage';
import { QuantityInput } from './QuantityInput';

type Props = {
  items: CartItem[];
  editable: boolean;
  /** Sellers see and edit the item discount; customers never do. */
  showDiscounts: boolean;
  /** 'shop': the store's quantity rule (0 means 1) with − and + buttons; removing is the ✕. */
  mode?: 'cart' | 'shop';
  /**
   * In a side column (the terminal on a wide screen): no image or stock column, the list price
   * under the price and tighter cells, so the whole line fits from 1200 px.
   */
  compact?: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onItemDiscount: (item: CartItem, discount: string) => void;
  onRemove: (itemIds: number[]) => void;
};

const money = (reais: number) => formatMoney(reaisToCents(reais));
const noWrap = { whiteSpace: 'nowrap' as const };

/** The cart's lines: image, name, stock, prices, quantity, discount and line total. */
export function CartLines({
  items,
  editable,
  showDiscounts,
  mode = 'cart',
  compact = false,
  onQuantity,
  onItemDiscount,
  onRemove,
}: Props) {
  const [selected, setSelected] = useState<number[]>([]);
  const present = selected.filter((id) => items.some((i) => i.cficodite === id));
  // The seller removes several lines at once; the shop removes one at a time with ✕.
  const selectable = editable && mode === 'cart';
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        Nenhum produto no carrinho. Busque um produto para começar.
      </Text>
    );
  }
  return (
    <>
      {/* Read-only lines hold nothing to focus: the region itself takes the focus, so a table wider
          than the screen can be scrolled from the keyboard. */}
      <ScrollArea type="auto" viewportProps={editable ? undefined : { tabIndex: 0, 'aria-label': 'Itens' }}>
        <Table
          verticalSpacing="xs"
          horizontalSpacing={compact ? 6 : 'xs'}
          fz="sm"
          miw={compact ? 500 : 760}
          data-testid="carrinho"
        >
          <Table.Thead>
            <Table.Tr>
              {selectable && <Table.Th w={32} />}
              {!compact && <Table.Th w={96}>Imagem</Table.Th>}
              <Table.Th miw={compact ? 120 : 220}>Produto</Table.Th>
              {!compact && <Table.Th>Estoque</Table.Th>}
              <Table.Th ta="right">Preço</Table.Th>
              {!compact && <Table.Th ta="right">Preço de lista</Table.Th>}
              <Table.Th>Quantidade</Table.Th>
              {showDiscounts && <Table.Th>Desconto (R$)</Table.Th>}
              <Table.Th ta="right">Total</Table.Th>
              {editable && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const name = displayName({ site: item.cfidesite, packaging: item.cfiembite });
              return (
                <Table.Tr key={item.cficodite} data-testid="item-carrinho">
                  {selectable && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Selecionar ${name}`}
                        checked={present.includes(item.cficodite)}
                        onChange={(e) =>
                          setSelected(
                            e.currentTarget.checked
                              ? [...present, item.cficodite]
                              : present.filter((id) => id !== item.cficodite),
                          )
                        }
                      />
                    </Table.Td>
                  )}
                  {!compact && (
                    <Table.Td>
                      <ProductImage paths={item.cfidirima} alt={name} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <ItemColour item={item} />
                    <Text size="xs" c="dimmed">
                      Cód. {item.cfiproite}
                      {item.cfiobsite ? ` · ${item.cfiobsite}` : ''}
                    </Text>
                  </Table.Td>
                  {!compact && <Table.Td>{item.cfivenite === 'S' ? 'Sob encomenda' : item.cfiestite}</Table.Td>}
                  <Table.Td ta="right" style={noWrap}>
                    {money(item.cfiprcite)}
                    {compact && (
                      <Text size="xs" c="dimmed">
                        lista {money(item.cfiprlite)}
                      </Text>
                    )}
                  </Table.Td>
                  {!compact && (
                    <Table.Td ta="right" style={noWrap}>
                      {money(item.cfiprlite)}
                    </Table.Td>
                  )}
                  <Table.Td>
                    {isShortOfStock(item) && (
                      <Text size="xs" c="red" mb={4}>
                        Disponível: {Math.max(0, item.cfiestite)}
                      </Text>
                    )}
                    {editable ? (
                      <QuantityInput
                        label={`Quantidade de ${name}`}
                        value={item.cfiqtdite}
                        product={{
                          stock: item.cfiestite,
                          sellWithoutStock: item.cfivenite === 'S',
                          multipleMode: item.multiplo,
                        }}
                        mode={mode}
                        steps={mode === 'shop'}
                        onCommit={(q) => onQuantity(item, q)}
                      />
                    ) : (
                      item.cfiqtdite
                    )}
                  </Table.Td>
                  {showDiscounts && (
                    <Table.Td>
                      {editable ? (
                        <CommitInput
                          aria-label={`Desconto de ${name}`}
                          value={(item.cfidscite ?? 0).toFixed(2).replace('.', ',')}
                          w={compact ? 72 : 90}
                          onCommit={(d) => onItemDiscount(item, d)}
                        />
                      ) : (
                        money(item.cfidscite ?? 0)
                      )}
                    </Table.Td>
                  )}
                  <Table.Td ta="right" style={noWrap}>
                    {money(item.total)}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remover ${name}`}
                        onClick={() => onRemove([item.cficodite])}
                      >
                        ✕
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {selectable && (
        <Group>
          <Button
            variant="light"
            color="red"
            size="xs"
            disabled={present.length === 0}
            onClick={() => {
              onRemove(present);
              setSelected([]);
            }}
          >
            Remover selecionados
          </Button>
        </Group>
      )}
    </>
  );
}
