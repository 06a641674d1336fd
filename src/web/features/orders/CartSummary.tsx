import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import type { CartHeader } from '../../../shared/schemas/cart';
import { CommitInput } from '../../components/CommitInput';

type Props = {
  order: CartHeader;
  editable: boolean;
  showDiscounts: boolean;
  onDiscounts: (change: { descontoValor?: string; indice?: string }) => void;
  onObservation: (text: string) => void;
};

const money = (reais: number) => formatMoney(reaisToCents(reais));
const decimal = (value: number | undefined) => (value ?? 0).toFixed(2).replace('.', ',');

/** Totals as the server computed them; the seller's discount value and percentage index; the observation. */
export function CartSummary({ order, editable, showDiscounts, onDiscounts, onObservation }: Props) {
  const [note, setNote] = useState(order.observacao ?? '');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>Resumo</Title>
        <Group justify="space-between">
          <Text>Soma dos produtos</Text>
          <Text data-testid="subtotal">{money(order.subtotal)}</Text>
        </Group>
        {showDiscounts && (
          <Group grow align="start">
            <CommitInput
              label="Desconto (R$)"
              value={decimal(order.cfidscped)}
              disabled={!editable}
              onCommit={(descontoValor) => onDiscounts({ descontoValor })}
            />
            <CommitInput
              label="Índice (%)"
              value={decimal(order.cfiindped)}
              disabled={!editable}
              onCommit={(indice) => onDiscounts({ indice })}
            />
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700} size="lg">
            Total
          </Text>
          <Text fw={700} size="lg" data-testid="total">
            {money(order.cfivalped)}
          </Text>
        </Group>
        <Textarea
          label="Observação"
          value={note}
          disabled={!editable}
          autosize
          minRows={2}
          maxLength={2000}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {editable && (
          <Group justify="flex-end">
            <Button variant="light" size="xs" disabled={note.trim() === ''} onClick={() => onObservation(note)}>
              Salvar observação
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
