import { Button, Group, ScrollArea, Select, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { cartCalls } from '../../../shared/contract/cart';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import { reaisToCents } from '../../../shared/domain/money';
import type { PriceTableItem } from '../../../shared/schemas/price-tables';
import { api, queryKeyOf } from '../../lib/api-client';

type Props = { codigo: number; itens: PriceTableItem[]; onChanged: () => unknown };

/** The table's prices, one per product: add or change one (found by code or name), or remove it. */
export function PriceItems({ codigo, itens, onChanged }: Props) {
  const [product, setProduct] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const request = { body: { termo: debounced, campo: 'todos' as const, pagina: 0 } };
  const found = useQuery({
    queryKey: queryKeyOf(cartCalls.productSearch, request),
    enabled: debounced.length >= 2 || /^\d+$/.test(debounced),
    queryFn: () => api(cartCalls.productSearch, request, { quiet: true }),
  });
  const options = (found.data?.produtos ?? []).map((p) => ({
    value: String(p.codigo),
    label: `${p.nome} (${p.codigo})`,
  }));
  const save = async () => {
    if (!product) return;
    await api(priceTableCalls.setItem, { params: { codigo, produto: Number(product) }, body: { preco: price } });
    setPrice('');
    setProduct(null);
    setSearch('');
    await onChanged();
  };
  const remove = async (produto: number) => {
    await api(priceTableCalls.removeItem, { params: { codigo, produto } });
    await onChanged();
  };
  return (
    <>
      <Group align="end" wrap="wrap" mb="sm">
        <Select
          label="Produto"
          placeholder="Código ou descrição"
          searchable
          data={options}
          searchValue={search}
          onSearchChange={setSearch}
          value={product}
          onChange={setProduct}
          filter={({ options: all }) => all}
          nothingFoundMessage={
            debounced.length >= 2 ? 'Nenhum produto encontrado' : 'Digite ao menos 2 letras ou o código'
          }
          style={{ flex: 1, minWidth: 200 }}
        />
        <TextInput
          label="Preço (R$)"
          placeholder="12,50"
          inputMode="decimal"
          value={price}
          w={120}
          onChange={(e) => setPrice(e.currentTarget.value)}
        />
        <Button onClick={() => void save().catch(() => undefined)} disabled={!product || !price.trim()}>
          Salvar preço
        </Button>
      </Group>
      <ScrollArea type="auto">
        <Table striped fz="sm" data-testid="precos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Código</Table.Th>
              <Table.Th>Produto</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Preço da tabela</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Preço do produto</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {itens.map((item) => (
              <Table.Tr key={item.produto}>
                <Table.Td>{item.produto}</Table.Td>
                <Table.Td>{item.descricao}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{formatMoney(reaisToCents(item.preco))}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{formatMoney(reaisToCents(item.precoProduto))}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void remove(item.produto).catch(() => undefined)}
                  >
                    Remover
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {itens.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>Nenhum preço nesta tabela: ela vale pelo percentual, se houver.</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
