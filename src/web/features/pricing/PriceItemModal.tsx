import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import { reaisToCents } from '../../../shared/domain/money';
import type { GridRow } from '../../../shared/schemas/grid';
import { api } from '../../lib/api-client';

type Props = { codigo: number; row: GridRow | undefined; onClose: () => void; onChanged: () => unknown };

const reais = (value: GridRow[string] | undefined) => formatMoney(reaisToCents(Number(value ?? 0)));

/** One line of the table, opened from its grid: change its price or remove it. */
export function PriceItemModal({ codigo, row, onClose, onChanged }: Props) {
  return (
    <Modal opened={!!row} onClose={onClose} title="Preço do produto">
      {/* Keyed by the product, so the field starts from the line opened. */}
      {row && <PriceItemForm key={String(row.sr_recno)} codigo={codigo} row={row} onChanged={onChanged} />}
    </Modal>
  );
}

function PriceItemForm({ codigo, row, onChanged }: Omit<Props, 'onClose' | 'row'> & { row: GridRow }) {
  const produto = Number(row.sr_recno);
  const [price, setPrice] = useState(reais(row.cfiprctab).replace('R$', '').trim());
  const save = async () => {
    await api(priceTableCalls.setItem, { params: { codigo, produto }, body: { preco: price } });
    await onChanged();
  };
  const remove = async () => {
    await api(priceTableCalls.removeItem, { params: { codigo, produto } });
    await onChanged();
  };
  return (
    <Stack>
      <Text size="sm">
        {row.cfidesite} ({produto}) · preço do produto {reais(row.cfiprcite)}
      </Text>
      <TextInput
        label="Preço na tabela (R$)"
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.currentTarget.value)}
        data-autofocus
      />
      <Group justify="space-between">
        <Button color="red" variant="light" onClick={() => void remove().catch(() => undefined)}>
          Remover
        </Button>
        <Button onClick={() => void save().catch(() => undefined)} disabled={!price.trim()}>
          Salvar preço
        </Button>
      </Group>
    </Stack>
  );
}
