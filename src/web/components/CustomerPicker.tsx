import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gridCalls } from '../../shared/contract/grids';
import { api, queryKeyOf } from '../lib/api-client';

type Props = { value: number | null; onChange: (codigo: number | null) => void };

/**
 * What the typed text is: up to 9 digits a customer code, 11 or more digits (or a masked one) a
 * CPF/CNPJ, anything else part of the name.
 */
function likeFor(text: string) {
  const digits = text.replace(/[.\-/\s]/g, '');
  if (/^\d{1,9}$/.test(digits) && digits === text) return { column: 'cficodcli', option: '=', value: digits };
  if (/^\d{11,14}$/.test(digits) || /^[\dA-Z]{12}\d{2}$/i.test(digits))
    return { column: 'cficgccli', option: 1, value: digits.toUpperCase() };
  return { column: 'cfinomcli', option: 0, value: text };
}

/** Finds a customer by name, code or CPF/CNPJ as the user types (through the customer grid, so only visible ones). */
export function CustomerPicker({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const request = { body: { action: 'select' as const, like: likeFor(debounced), limit: { page: 0, offset: 10 } } };
  const found = useQuery({
    queryKey: queryKeyOf(gridCalls.customers, request),
    enabled: debounced.length >= 2 || /^\d+$/.test(debounced),
    queryFn: () => api(gridCalls.customers, request, { quiet: true }),
  });
  const options = (found.data?.resultSet ?? []).map((row) => ({
    value: String(row.cficodcli),
    label: `${String(row.cfinomcli)} (${String(row.cficodcli)})`,
  }));
  return (
    <Select
      label="Cliente"
      placeholder="Nome, código ou CPF/CNPJ"
      searchable
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      nothingFoundMessage={debounced.length >= 2 ? 'Nenhum cliente encontrado' : 'Digite ao menos 2 letras ou o código'}
      filter={({ options: all }) => all}
    />
  );
}
