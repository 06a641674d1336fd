import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { orderCalls } from '../../../shared/contract/orders';
import { orderMailMessages } from '../../../shared/schemas/order-mail';
import { api, ApiError } from '../../lib/api-client';
import { openError, openSuccess } from '../../lib/modals';
import { previewUrl } from './order-documents';
import { useRecipientFields } from './use-recipient-fields';

/** Spec section 9: the preview frame is drawn 450 ms after it loads, at least 300 px high. */
const PREVIEW_DELAY_MS = 450;
const PREVIEW_MIN_HEIGHT = 300;

type Props = {
  orderId: number;
  kind: 'pedido' | 'orcamento';
  defaultTo: string;
  defaultSubject: string;
  onClose: () => void;
};

/** 'Enviar email': para (several addresses, comma-separated), the subject (the document's title) and the preview frame. */
export function SendMailModal({ orderId, kind, defaultTo, defaultSubject, onClose }: Props) {
  const mail = useRecipientFields(defaultTo, defaultSubject, true);
  const [height, setHeight] = useState(PREVIEW_MIN_HEIGHT);
  const frame = useRef<HTMLIFrameElement>(null);
  const fitPreview = () =>
    setTimeout(() => {
      const content = frame.current?.contentDocument?.body?.scrollHeight ?? 0;
      setHeight(Math.max(PREVIEW_MIN_HEIGHT, content + 24));
    }, PREVIEW_DELAY_MS);
  const send = async () => {
    if (!mail.check()) return;
    try {
      await api(orderCalls.sendOrderMail, { params: { id: orderId }, body: { para: mail.to } }, { ownErrors: true });
      onClose();
      openSuccess(orderMailMessages.previewSentTitle, orderMailMessages.previewSent);
    } catch (failure) {
      if (failure instanceof ApiError && failure.body?.exception)
        openError(orderMailMessages.previewFailedTitle, failure.body.exception);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Enviar email" size="xl">
      <Stack>
        {mail.fields}
        <Text size="sm" fw={500}>
          Pré-visualização
        </Text>
        <iframe
          ref={frame}
          title="Pré-visualização do e-mail"
          // No scripts, forms, popups or navigation; same origin only so the height can be read to fit it.
          sandbox="allow-same-origin"
          src={previewUrl(orderId, kind)}
          style={{ width: '100%', height, border: '1px solid #dee2e6', borderRadius: 4 }}
          onLoad={fitPreview}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void send()} disabled={mail.empty}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
