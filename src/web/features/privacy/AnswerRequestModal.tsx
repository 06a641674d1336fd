import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { gridCalls } from '../../../shared/contract/grids';
import { privacyCalls } from '../../../shared/contract/privacy';
import { messages } from '../../../shared/messages';
import { dataRequestAnswer } from '../../../shared/schemas/privacy';
import { Form } from '../../components/form/Form';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

export type OpenRequest = { id: number; customer: string; kind: string; details: string };

/** An admin's answer to a data request: handled or refused (with the reason), mailed to the customer. */
export function AnswerRequestModal({ request, onClose }: { request: OpenRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(dataRequestAnswer, { situacao: 'atendida', observacao: '' });
  const submit = form.handleSubmit(async (body) => {
    const reply = await api(privacyCalls.answer, { params: { id: request.id }, body });
    showToast({ kind: 'success', message: reply.mensagem });
    await queryClient.invalidateQueries({ queryKey: [gridCalls.dataRequests.method, gridCalls.dataRequests.path] });
    onClose();
  });
  const situation = typeof form.values.situacao === 'string' ? form.values.situacao : 'atendida';
  return (
    <Modal opened onClose={onClose} title={`Solicitação nº ${request.id}`} centered size="lg">
      <Form onSubmit={(event) => void submit(event)} aria-label="Responder solicitação">
        <Stack>
          <Text size="sm">
            {request.customer} — {request.kind}
          </Text>
          {request.details && <Text size="sm">“{request.details}”</Text>}
          {request.kind.startsWith('Exclusão') && (
            <Text size="sm" c="dimmed">
              {messages.privacy.retentionNotice}
            </Text>
          )}
          <SegmentedControl
            aria-label="Resposta"
            value={situation}
            onChange={(value) => form.setValue('situacao', value)}
            data={[
              { value: 'atendida', label: 'Atendida' },
              { value: 'recusada', label: 'Recusada' },
            ]}
          />
          <Textarea
            label="Observação para o cliente"
            autosize
            minRows={3}
            required={situation === 'recusada'}
            {...form.text('observacao')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.submitting}>
              Responder
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
