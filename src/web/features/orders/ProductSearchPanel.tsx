import { Badge, Button, Group, Paper, ScrollArea, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { canSell, cartQuantity, QUANTITY_MAX_LENGTH, stepOf, STOCK_ALERT_MS } from '../../../shared/domain/quantity';
import { cartMessages, PRODUCT_PAGE_SIZE, type ProductHit } from '../../../shared/schemas/cart';
import { ProductImage } from '../../components/ProductImage';
import { showToast } from '../../lib/toasts';
import { TintModal } from '../tinting/TintModal';
import { useProductSearch, type ProductField } from './cart-api';

const fields: Array<{ value: ProductField; label: string }> = [
  { value: 'todos', label: 'Todos os campos' },
  { value: 'codigo', label: 'Código' },
  { value: 'descricao', label: 'Descrição' },
  { value: 'fabricante', label: 'Fabricante' },
  { value: 'grupo', label: 'Grupo' },
];

/** The cart whose customer's prices the hits show; the customer and condition only key the cache. */
type Pricing = { pedido: number; cliente: number | null; condicao: string | null };
type Props = {
  onAdd: (product: ProductHit, quantity: number) => void;
  /** Tint bases: 'Tingir' opens the tinting modal, which adds the can in a colour. */
  onTint?: (product: ProductHit, quantity: number, colourCode: string) => void;
  disabled?: boolean;
  pricing?: Pricing;
};

/** Finds products by code, description, manufacturer or group and adds them with a quantity. */
export function ProductSearchPanel({ onAdd, onTint, disabled, pricing }: Props) {
  const [term, setTerm] = useState('');
  const [field, setField] = useState<ProductField>('todos');
  const [page, setPage] = useState(0);
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const found = useProductSearch({ termo: debounced, campo: field, pagina: page, pedido: pricing?.pedido }, [
    pricing?.cliente ?? null,
    pricing?.condicao ?? null,
  ]);
  const hits = found.data?.produtos ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>Produtos</Title>
        <Group align="end" wrap="wrap">
          <TextInput
            label="Buscar produto"
            placeholder="Código, descrição, fabricante ou grupo"
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setPage(0);
            }}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Select
            label="Buscar por"
            data={fields}
            value={field}
            onChange={(v) => setField(fields.find((f) => f.value === v)?.value ?? 'todos')}
            w={180}
          />
        </Group>
        <ScrollArea type="auto">
          <Table striped fz="sm" data-testid="produtos">
            <Table.Tbody>
              {hits.map((product) => (
                <ProductRow key={product.codigo} product={product} onAdd={onAdd} onTint={onTint} disabled={disabled} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {found.isSuccess && hits.length === 0 && (
          <Text c="dimmed" ta="center">
            Nenhum produto encontrado.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Anterior
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!found.data?.temMais || hits.length < PRODUCT_PAGE_SIZE}
            onClick={() => setPage(page + 1)}
          >
            Próxima
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ProductRow({ product, onAdd, onTint, disabled }: { product: ProductHit } & Props) {
  const [tinting, setTinting] = useState(false);
  // Two cells, the action wrapping under the product when the row is narrow: on a phone or in the
  // terminal's side-by-side layout 'Adicionar' stays on screen, never behind a sideways scroll.
  return (
    <Table.Tr>
      <Table.Td w={56}>
        <ProductImage paths={product.imagem} alt={product.nome} size={48} />
      </Table.Td>
      <Table.Td>
        <Group justify="space-between" gap="xs">
          <Stack gap={0} style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {product.nome}
            </Text>
            <Text size="xs" c="dimmed">
              Cód. {product.codigo} · {product.fabricante} · {product.grupo}
            </Text>
            <Text size="xs">
              {formatMoney(reaisToCents(product.preco))} ·{' '}
              {product.vendaSemEstoque ? 'Sob encomenda' : `Estoque: ${product.estoque}`}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {product.base && onTint && (
              <Button
                size="xs"
                variant="light"
                disabled={disabled}
                onClick={() => setTinting(true)}
                aria-label={`Tingir ${product.nome}`}
              >
                Tingir
              </Button>
            )}
            <ProductAction product={product} onAdd={onAdd} disabled={disabled} />
          </Group>
        </Group>
        {tinting && onTint && (
          <TintModal
            product={product}
            onClose={() => setTinting(false)}
            onAdd={(quantity, colour) => {
              setTinting(false);
              onTint(product, quantity, colour);
            }}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Quantity and 'Adicionar', or 'Sem estoque'. */
function ProductAction({ product, onAdd, disabled }: { product: ProductHit } & Props) {
  const stock = { stock: product.estoque, sellWithoutStock: product.vendaSemEstoque, multipleMode: product.multiplo };
  const first = String(stepOf(stock));
  const [quantity, setQuantity] = useState(first);
  const add = () => {
    const { quantity: q, clamped } = cartQuantity(quantity, stock);
    if (clamped) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
    if (q > 0) onAdd(product, q);
    setQuantity(first);
  };
  return canSell(stock) ? (
    <Group gap={4} wrap="nowrap">
      <TextInput
        aria-label={`Quantidade de ${product.nome}`}
        value={quantity}
        maxLength={QUANTITY_MAX_LENGTH}
        inputMode="numeric"
        w={64}
        onChange={(e) => setQuantity(e.currentTarget.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && add()}
      />
      <Button size="xs" onClick={add} disabled={disabled} aria-label={`Adicionar ${product.nome}`}>
        Adicionar
      </Button>
    </Group>
  ) : (
    <Badge color="gray">Sem estoque</Badge>
  );
}
