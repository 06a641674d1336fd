import { Button, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { orderCalls } from '../../../shared/contract/orders';
import { displayName } from '../../../shared/domain/product-name';
import { cartMessages, type CartItem } from '../../../shared/schemas/cart';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { useAfterSaleRefresh } from './after-sale-api';

type Props = { orderId: number; items: CartItem[]; onClose: () => void };

const leftOf = (item: CartItem) => item.cfiqtdite - item.devolvido;
/** The line's name with its packaging: two sizes of one product read apart. */
const nameOf = (item: CartItem) => displayName({ site: item.cfidesite, packaging: item.cfiembite });

/**
 * 'Devolução': how many units of each line come back (up to what the customer still has) and why.
 * The units go back to stock; the sale stays a 'Venda' until its last unit comes back.
 */
export function ReturnItemsModal({ orderId, items, onClose }: Props) {
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; lines?: string }>({});
  const refresh = useAfterSaleRefresh();
  const lines = Object.entries(units)
    .map(([item, quantidade]) => ({ item: Number(item), quantidade }))
    .filter((line) => line.quantidade > 0);
  const submit = async () => {
    const found = {
      ...(reason.trim() ? {} : { reason: cartMessages.returnReasonRequired }),
      ...(lines.length > 0 ? {} : { lines: cartMessages.returnNothing }),
    };
    setErrors(found);
    if (found.reason || found.lines) return;
    try {
      const cart = await api(orderCalls.returnItems, {
        params: { orderCode: orderId },
        body: { motivo: reason, itens: lines },
      });
      refresh(cart);
      showToast({ kind: 'success', message: cartMessages.returnRegistered });
      onClose();
    } catch {
      // The server's reason is already on screen (the client's toast); the form stays as typed.
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Devolução da venda nº ${orderId}`} size="lg">
      <Stack>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Produto</Table.Th>
              <Table.Th ta="right">Vendido</Table.Th>
              <Table.Th ta="right">Já devolvido</Table.Th>
              <Table.Th>Devolver</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.cficodite}>
                <Table.Td>{nameOf(item)}</Table.Td>
                <Table.Td ta="right">{item.cfiqtdite}</Table.Td>
                <Table.Td ta="right">{item.devolvido}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Quantidade a devolver de ${nameOf(item)}`}
                    w={110}
                    min={0}
                    max={leftOf(item)}
                    clampBehavior="strict"
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={leftOf(item) === 0}
                    value={units[item.cficodite] ?? 0}
                    onChange={(value) => setUnits((now) => ({ ...now, [item.cficodite]: Number(value) || 0 }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {errors.lines && (
          <Text c="red.8" size="sm" role="alert">
            {errors.lines}
          </Text>
        )}
        <Textarea
          label="Motivo da devolução"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button onClick={() => void submit()}>Registrar devolução</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
