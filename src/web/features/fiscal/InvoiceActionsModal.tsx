import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fiscalCalls } from '../../../shared/contract/fiscal';
import { formatNfeKey } from '../../../shared/br/nfe-key';
import { api, urlOf } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

type Props = { note: { id: number; number: string; key: string }; onClose: () => void };

/** One NF-e's documents: download the XML, open the DANFE, mail both. */
export function InvoiceActionsModal({ note, onClose }: Props) {
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const reply = await api(fiscalCalls.sendMail, { body: { notas: [note.id], para: to, enviar: true } });
      showToast({ kind: 'success', message: reply.mensagem });
      onClose();
    } catch {
      // The refusal's toast was already shown by the api client.
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`NF-e nº ${note.number}`} size="lg">
      <Stack>
        <Text size="sm">Chave de acesso: {formatNfeKey(note.key)}</Text>
        <Group>
          <Anchor href={urlOf(fiscalCalls.xml, { query: { nota: note.id } })} download>
            Baixar XML
          </Anchor>
          <Anchor href={urlOf(fiscalCalls.danfe, { query: { xml: note.id } })} target="_blank" rel="noopener">
            Ver DANFE (PDF)
          </Anchor>
        </Group>
        <TextInput
          label="Enviar XML e DANFE para"
          description="Vários e-mails separados por vírgula"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={sending} disabled={!to.trim()}>
            Enviar por e-mail
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
