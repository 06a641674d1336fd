import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GridReply } from '../../shared/schemas/grid';
import { call } from '../lib/api-client';

type Props = { value: number | null; onChange: (codigo: number | null) => void };

/** Finds a customer by name as the user types (through the customer grid, so only visible ones). */
export function CustomerPicker({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['clientes', 'busca', debounced],
    enabled: debounced.length >= 2,
    queryFn: () =>
      call<GridReply>('/cliente/result', {
        quiet: true,
        body: {
          action: 'select',
          like: { column: 'cfinomcli', option: 0, value: debounced },
          limit: { page: 0, offset: 10 },
        },
      }),
  });
  const options = (found.data?.resultSet ?? []).map((row) => ({
    value: String(row.cficodcli),
    label: `${String(row.cfinomcli)} (${String(row.cficodcli)})`,
  }));
  return (
    <Select
      label="Cliente"
      placeholder="Digite parte do nome"
      searchable
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      nothingFoundMessage={debounced.length >= 2 ? 'Nenhum cliente encontrado' : 'Digite ao menos 2 letras'}
      filter={({ options: all }) => all}
    />
  );
}
