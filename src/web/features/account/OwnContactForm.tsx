import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { privacyCalls } from '../../../shared/contract/privacy';
import { ownContactData } from '../../../shared/schemas/privacy';
import { Form } from '../../components/form/Form';
import { PhoneInputs } from '../../components/form/PhoneInputs';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { customerDetailsKeyOf } from '../customers/customer-api';

type Props = { codigo: number; telefone: string | null; celular: string | null; contato: string | null };

/** How to reach the customer, changed by the customer with the customer form's rules. */
export function OwnContactForm({ codigo, telefone, celular, contato }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(ownContactData, {
    telefone: telefone ?? '',
    celular: celular ?? '',
    contato: contato ?? '',
  });
  const submit = form.handleSubmit(async (body) => {
    const reply = await api(privacyCalls.updateContact, { body });
    showToast({ kind: 'success', message: reply.mensagem });
    await queryClient.invalidateQueries({ queryKey: customerDetailsKeyOf(codigo) });
  });
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Dados de contato">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PhoneInputs text={form.text} ownData />
        <TextInput label="Contato" autoComplete="name" {...form.text('contato')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={form.submitting}>
          Salvar contato
        </Button>
      </Group>
    </Form>
  );
}
