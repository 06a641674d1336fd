import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { orderCalls } from '../../../shared/contract/orders';
import { cartMessages } from '../../../shared/schemas/cart';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { useAfterSaleRefresh } from './after-sale-api';

type Props = { orderId: number; onClose: () => void };

/**
 * 'Cancelar venda': the reason is required; empty, or refused by the server, the sale stays as it
 * was and the spec's text says so (section 8). The stock comes back and the customer is mailed.
 */
export function CancelSaleModal({ orderId, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const refresh = useAfterSaleRefresh();
  const submit = async () => {
    if (!reason.trim()) return setError(cartMessages.noCancelReason);
    try {
      const cart = await api(orderCalls.cancel, { params: { orderCode: orderId }, body: { motivo: reason } });
      refresh(cart);
      showToast({ kind: 'success', message: cartMessages.orderCancelled });
      onClose();
    } catch {
      setError(cartMessages.noCancelReason);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Cancelar a venda nº ${orderId}`} size="md">
      <Stack>
        <Text size="sm">
          Os produtos voltam ao estoque e o cliente recebe um e-mail com o motivo. Esta ação não pode ser desfeita.
        </Text>
        <Textarea
          label="Motivo do cancelamento"
          required
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" onClick={() => void submit()}>
            Cancelar venda
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
