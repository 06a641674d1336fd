import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useColours } from './store-api';

type Props = { value: string | null; onChange: (code: string | null) => void; error?: string };

/** The colour of a tint base, found by code or name, with its swatch. */
export function ColourPicker({ value, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const colours = useColours(debounced).data?.cores ?? [];
  const rgbOf = (code: string) => colours.find((c) => c.codigo === code)?.rgb ?? 'ffffff';
  return (
    <Select
      label="Cor"
      withAsterisk
      placeholder="Busque pelo nome ou código da cor"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={colours.map((c) => ({ value: c.codigo, label: `${c.codigo} - ${c.nome}` }))}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage="Nenhuma cor encontrada"
      leftSection={value ? <ColorSwatch color={`#${rgbOf(value)}`} size={16} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={`#${rgbOf(option.value)}`} size={16} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      maw={420}
    />
  );
}
