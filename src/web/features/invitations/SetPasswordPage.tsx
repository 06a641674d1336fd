import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { customerCalls } from '../../../shared/contract/customers';
import { setPasswordRequest } from '../../../shared/schemas/customer';
import { Form } from '../../components/form/Form';
import { PasswordStrength } from '../../components/form/PasswordStrength';
import { useZodForm } from '../../components/form/use-zod-form';
import { PasswordField } from '../../components/PasswordField';
import { api } from '../../lib/api-client';
import { PageTitle } from '../../components/PageTitle';

/** /definir-senha?token=...: the page the invitation mail links to. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(setPasswordRequest, { token: params.get('token') ?? '', senha: '', confirmacaoSenha: '' });
  const submit = form.handleSubmit(async (data) => {
    await api(customerCalls.setPassword, { body: data });
    await navigate('/login');
  });
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Form onSubmit={(event) => void submit(event)} aria-label="Criar senha">
          <Stack>
            <PageTitle>Criar senha</PageTitle>
            <Text c="dimmed" size="sm">
              Escolha a senha para entrar na loja virtual.
            </Text>
            <PasswordField label="Nova senha" required autoComplete="new-password" {...form.text('senha')} />
            <PasswordStrength password={typeof form.values.senha === 'string' ? form.values.senha : ''} />
            <PasswordField
              label="Confirme a senha"
              required
              autoComplete="new-password"
              {...form.text('confirmacaoSenha')}
            />
            <Button type="submit" loading={form.submitting}>
              Salvar senha
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
