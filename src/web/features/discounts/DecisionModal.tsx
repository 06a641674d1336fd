import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { discountCalls } from '../../../shared/contract/discounts';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { approvalMessages } from '../../../shared/schemas/discount-approval';
import type { GridRow } from '../../../shared/schemas/grid';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

type Props = { row: GridRow; onDone: () => void; onClose: () => void };

const percent = (value: unknown) => `${Number(value).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}%`;

/** A manager approves a request, or refuses it with a reason (required); the seller is told either way. */
export function DecisionModal({ row, onDone, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const params = { codigo: Number(row.sr_recno) };
  const decide = async (approve: boolean) => {
    if (!approve && !reason.trim()) return setError(approvalMessages.reasonRequired);
    setBusy(true);
    try {
      const reply = approve
        ? await api(discountCalls.approve, { params, body: { motivo: reason } })
        : await api(discountCalls.refuse, { params, body: { motivo: reason } });
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
    <Modal opened onClose={onClose} title={`Desconto do pedido nº ${String(row.cficodped)}`} size="md">
      <Stack>
        <Text size="sm">
          {String(row.cfinomven)} pediu {percent(row.cfidscapr)} de desconto (limite {percent(row.cfilimapr)}) para{' '}
          {String(row.cfinclped)}, total de {formatMoney(reaisToCents(Number(row.cfivalped)))}.
        </Text>
        <Textarea
          label="Motivo (obrigatório para recusar)"
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button color="red" variant="light" loading={busy} onClick={() => void decide(false)}>
            Recusar
          </Button>
          <Button loading={busy} onClick={() => void decide(true)}>
            Aprovar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
