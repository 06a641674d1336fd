import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { orderCalls } from '../../../shared/contract/orders';
import { escapeHtml } from '../../../shared/html';
import { orderMailMessages, SEND_DIALOG_CLOSE_MS } from '../../../shared/schemas/order-mail';
import { api, fetchDocument } from '../../lib/api-client';
import { openMainModal } from '../../lib/modals';
import { useRecipientFields } from './use-recipient-fields';

type Props = { orderId: number; customerId: number | null; defaultTo: string; onClose: () => void };

const htmlOf = (message: string) =>
  message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The delivery notice: a message to the customer with the order attached, previewed before sending. */
export function DeliveryMailModal({ orderId, customerId, defaultTo, onClose }: Props) {
  const mail = useRecipientFields(defaultTo, orderMailMessages.deliverySubject(orderId));
  const [message, setMessage] = useState<string>(orderMailMessages.deliveryGreeting);
  const [preview, setPreview] = useState<string>();
  const showPreview = async () => {
    // The preview is a page, not a JSON reply: it is read as text for the frame.
    const request = { body: { html: htmlOf(message) } };
    const response = await fetchDocument(orderCalls.deliveryMailPreview, request).catch(() => undefined);
    setPreview(response ? await response.text() : undefined);
  };
  const send = async () => {
    if (!mail.check()) return;
    const body = {
      email: mail.to,
      titulo: mail.subject,
      html: htmlOf(message),
      cliente: customerId,
      carrinho: { tipo: 'entrega', codigo: orderId },
    };
    const reply = await api(orderCalls.deliveryMail, { body }).catch(() => undefined);
    const sent = Array.isArray(reply);
    if (sent) onClose();
    // Spec section 8: the delivery mail's dialogs close themselves after 5 s.
    openMainModal({
      title: sent ? orderMailMessages.sentTitle : orderMailMessages.failedTitle,
      content: sent ? orderMailMessages.sent : orderMailMessages.failed,
      size: 'sm',
      closeAfterMs: SEND_DIALOG_CLOSE_MS,
    });
  };
  return (
    <Modal opened onClose={onClose} title="Enviar email" size="xl">
      <Stack>
        {mail.fields}
        <Textarea
          label="Mensagem"
          autosize
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {preview !== undefined && (
          <iframe
            title="Pré-visualização do e-mail"
            sandbox=""
            srcDoc={preview}
            style={{ width: '100%', height: 300, border: '1px solid #dee2e6' }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void showPreview()}>
            Pré-visualizar
          </Button>
          <Button onClick={() => void send()} disabled={mail.empty}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
