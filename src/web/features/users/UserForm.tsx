import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { userCalls } from '../../../shared/contract/users';
import { operatorRoles, roleLabels } from '../../../shared/domain/access';
import { userInput, type UserView } from '../../../shared/schemas/users';
import { useFilterLists } from '../../components/filters/filter-lists';
import { Form } from '../../components/form/Form';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

const roleChoices = operatorRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Creates a user (who then gets the link to set a password) or edits one; the server's schema checks both. */
export function UserForm({ user, onSaved }: { user: UserView | undefined; onSaved: () => void }) {
  const lists = useFilterLists(true);
  const form = useZodForm(userInput, {
    nome: user?.nome ?? '',
    email: user?.email ?? '',
    perfil: user?.perfil ?? 'seller',
    representante: user?.representante ? String(user.representante) : '',
    loja: user?.loja ? String(user.loja) : '',
  });
  const choose = (name: string) => ({
    value: typeof form.values[name] === 'string' && form.values[name] !== '' ? form.values[name] : null,
    error: form.errors[name],
    onChange: (value: string | null) => form.setValue(name, value ?? ''),
  });
  const submit = form.handleSubmit(async (body) => {
    const reply = user
      ? await api(userCalls.update, { params: { codigo: user.codigo }, body })
      : await api(userCalls.create, { body });
    showToast({ kind: 'success', message: reply.mensagem });
    onSaved();
  });
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={user ? 'Editar usuário' : 'Novo usuário'}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nome" withAsterisk autoComplete="off" {...form.text('nome')} />
          <TextInput label="E-mail" withAsterisk type="email" autoComplete="off" {...form.text('email')} />
          <Select label="Perfil" withAsterisk data={roleChoices} allowDeselect={false} {...choose('perfil')} />
          <Select
            label="Representante"
            description="Um vendedor ligado a um representante vê só os clientes dele."
            data={lists.representatives}
            searchable
            clearable
            {...choose('representante')}
          />
          <Select label="Loja" data={lists.stores} clearable {...choose('loja')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {user ? 'Salvar' : 'Criar usuário'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
