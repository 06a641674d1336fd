import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { numberOperators, stringOptions, type GridColumnInfo } from '../../../shared/schemas/grid';
import { Form } from '../form/Form';

export type Search = { column: string; option: string; value: string };

type Props = {
  columns: GridColumnInfo[];
  /** How a status value of a column reads in the status select. */
  statusLabel?: (column: string, value: string) => string;
  onSearch: (search: Search) => void;
  onRefresh: () => void;
  onPrint: () => void;
  onExport: () => void;
};

const optionsFor = (type: GridColumnInfo['type']) =>
  type === 'string'
    ? Object.entries(stringOptions).map(([value, label]) => ({ value, label }))
    : Object.entries(numberOperators).map(([value, label]) => ({ value, label }));

/**
 * Search box, search-type select (per column type; a status column gets a select of its values and
 * the text box is disabled), refresh, search (only with some text), print and spreadsheet export.
 */
export function GridToolbar({ columns, statusLabel, onSearch, onRefresh, onPrint, onExport }: Props) {
  const [columnWire, setColumnWire] = useState(
    columns.find((c) => c.type === 'string')?.wire ?? columns[0]?.wire ?? '',
  );
  const column = columns.find((c) => c.wire === columnWire);
  const [option, setOption] = useState('0');
  const [value, setValue] = useState('');
  const isStatus = column?.type === 'status';
  const chooseColumn = (wire: string | null) => {
    const next = columns.find((c) => c.wire === wire);
    if (!next) return;
    setColumnWire(next.wire);
    setOption(next.type === 'string' ? '0' : '=');
    setValue('');
  };
  const search = () => {
    if (value.trim() !== '') onSearch({ column: columnWire, option, value: value.trim() });
  };
  // A form without a submit button: Enter in the search box sends it (components/form/Form).
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      aria-label="Busca"
    >
      <Group gap="xs" wrap="wrap" data-print-hide>
        <Select
          aria-label="Buscar em"
          w={170}
          data={columns.map((c) => ({ value: c.wire, label: c.label }))}
          value={columnWire}
          onChange={chooseColumn}
          allowDeselect={false}
        />
        {isStatus ? (
          <Select
            aria-label="Situação"
            w={170}
            data={(column.statuses ?? []).map((s) => ({ value: s, label: statusLabel?.(column.wire, s) ?? s }))}
            value={value || null}
            onChange={(v) => setValue(v ?? '')}
            placeholder="Selecione"
          />
        ) : (
          <Select
            aria-label="Tipo de busca"
            w={170}
            data={optionsFor(column?.type ?? 'string')}
            value={option}
            onChange={(v) => setOption(v ?? '0')}
            allowDeselect={false}
          />
        )}
        <TextInput
          aria-label="Buscar"
          placeholder="Buscar..."
          w={220}
          disabled={isStatus}
          value={isStatus ? '' : value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <Button onClick={search} disabled={value.trim() === ''}>
          Buscar
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setValue('');
            onRefresh();
          }}
        >
          Atualizar
        </Button>
        <Button variant="default" onClick={onPrint}>
          Imprimir
        </Button>
        <Button variant="default" onClick={onExport}>
          Exportar planilha
        </Button>
      </Group>
    </Form>
  );
}
