import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { privacyCalls } from '../../../shared/contract/privacy';
import { messages } from '../../../shared/messages';
import { dataRequest, type DataRequestKind } from '../../../shared/schemas/privacy';
import { Form } from '../../components/form/Form';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { openSuccess } from '../../lib/modals';

const texts: Record<DataRequestKind, { title: string; label: string; send: string }> = {
  alteracao: {
    title: 'Solicitar alteração de dados',
    label: 'O que deve ser alterado (nome, CPF/CNPJ, e-mail, endereço ...)',
    send: 'Enviar pedido',
  },
  exclusao: { title: 'Solicitar exclusão dos meus dados', label: 'Motivo (opcional)', send: 'Solicitar exclusão' },
};

type Props = { kind: DataRequestKind; onClose: () => void };

/**
 * Queues a request for an admin: a change of what the customer may not edit, or erasure. Before an
 * erasure is asked, the customer reads what the law makes the company keep.
 */
export function DataRequestModal({ kind, onClose }: Props) {
  const form = useZodForm(dataRequest, { tipo: kind, detalhes: '' });
  const text = texts[kind];
  const submit = form.handleSubmit(async (body) => {
    const reply = await api(privacyCalls.request, { body });
    onClose();
    openSuccess(text.title, reply.mensagem);
  });
  return (
    <Modal opened onClose={onClose} title={text.title} centered size="lg">
      <Form onSubmit={(event) => void submit(event)} aria-label={text.title}>
        <Stack>
          {kind === 'exclusao' && (
            <Alert color="yellow" title="O que não pode ser excluído">
              {messages.privacy.retentionNotice}
            </Alert>
          )}
          <Textarea
            label={text.label}
            autosize
            minRows={3}
            required={kind === 'alteracao'}
            {...form.text('detalhes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color={kind === 'exclusao' ? 'red' : undefined} loading={form.submitting}>
              {text.send}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
