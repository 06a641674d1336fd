import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { discountCalls } from '../../../shared/contract/discounts';
import type { GridRow } from '../../../shared/schemas/grid';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

type Props = { row: GridRow; onDone: () => void; onClose: () => void };

/** A seller's cap: a percentage, or empty for no cap. */
export function CapModal({ row, onDone, onClose }: Props) {
  const current = row.cfidscmax === null || row.cfidscmax === undefined ? '' : String(row.cfidscmax).replace('.', ',');
  const [value, setValue] = useState(current);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const reply = await api(discountCalls.setCap, {
        params: { codigo: Number(row.sr_recno) },
        body: { descontoMaximo: value },
      });
      showToast({ kind: 'success', message: reply.mensagem });
      onDone();
      onClose();
    } catch {
      // The server's message is already shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Limite de desconto de ${String(row.cfinomusu)}`} size="sm">
      <Stack>
        <TextInput
          label="Desconto máximo (%)"
          description="Acima dele o pedido vai para aprovação do gestor. Em branco: sem limite."
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void save()}
        />
        <Group justify="flex-end">
          <Button loading={busy} onClick={() => void save()}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
