import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cartCalls } from '../../../shared/contract/cart';
import { gridCalls } from '../../../shared/contract/grids';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import type { GridRow } from '../../../shared/schemas/grid';
import { DataGrid } from '../../components/grid/DataGrid';
import { api, queryKeyOf } from '../../lib/api-client';
import { PriceItemModal } from './PriceItemModal';

type Props = { codigo: number; onChanged: () => unknown };

/**
 * The table's prices, one per product, as a grid (search, sort, pages, print, spreadsheet): a new
 * price is added above it (product found by code or name); a row opens its price to change or remove.
 */
export function PriceItems({ codigo, onChanged }: Props) {
  const [product, setProduct] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<GridRow>();
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
  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
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
      <DataGrid
        grid={gridCalls.priceTableItems}
        title="Preços dos produtos"
        pagePath={`/tabelas-preco/${codigo}`}
        request={{ filterValue: { tabela: codigo } }}
        onRowClick={setEditing}
      />
      <PriceItemModal
        codigo={codigo}
        row={editing}
        onClose={() => setEditing(undefined)}
        onChanged={async () => {
          setEditing(undefined);
          await onChanged();
        }}
      />
    </Stack>
  );
}
