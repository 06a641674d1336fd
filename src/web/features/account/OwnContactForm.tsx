import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { maskPhone } from '../../../shared/br/masks';
import { privacyCalls } from '../../../shared/contract/privacy';
import { ownContactData } from '../../../shared/schemas/privacy';
import { Form } from '../../components/form/Form';
import { inputPurpose } from '../../components/form/input-purpose';
import { MaskedInput } from '../../components/form/MaskedInput';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { customerDetailsKeyOf } from '../customers/customer-api';

type Props = { codigo: number; telefone: string | null; celular: string | null; contato: string | null };

/** How to reach the customer, changed by the customer with the customer form's rules. */
export function OwnContactForm({ codigo, telefone, celular, contato }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(ownContactData, {
    telefone: maskPhone(telefone ?? ''),
    celular: maskPhone(celular ?? ''),
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
        <MaskedInput
          label="Telefone"
          type="tel"
          placeholder="(00) 0000-0000"
          mask={maskPhone}
          required
          {...inputPurpose('telefone', true)}
          {...form.text('telefone')}
        />
        <MaskedInput
          label="Celular"
          type="tel"
          placeholder="(00) 00000-0000"
          mask={maskPhone}
          {...inputPurpose('celular', true)}
          {...form.text('celular')}
        />
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
