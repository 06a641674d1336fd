import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { customerCalls } from '../../../shared/contract/customers';
import { userCalls } from '../../../shared/contract/users';
import { setPasswordRequest } from '../../../shared/schemas/customer';
import { Form } from '../../components/form/Form';
import { PasswordStrength } from '../../components/form/PasswordStrength';
import { useZodForm } from '../../components/form/use-zod-form';
import { PasswordField } from '../../components/PasswordField';
import { api } from '../../lib/api-client';
import { PageTitle } from '../../components/PageTitle';

/**
 * /definir-senha?token=...: the page the invitation mail links to; with `usuario=1`, a back-office
 * user's link (sent when the admin created them or asked for a new password).
 */
export function Component() {
  const [params] = useSearchParams();
  const staff = params.get('usuario') === '1';
  const navigate = useNavigate();
  const form = useZodForm(setPasswordRequest, { token: params.get('token') ?? '', senha: '', confirmacaoSenha: '' });
  const submit = form.handleSubmit(async (data) => {
    await api(staff ? userCalls.setPassword : customerCalls.setPassword, { body: data });
    await navigate('/login');
  });
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Form onSubmit={(event) => void submit(event)} aria-label="Criar senha">
          <Stack>
            <PageTitle>Criar senha</PageTitle>
            <Text c="dimmed" size="sm">
              {staff ? 'Escolha a senha para entrar no Balcão.' : 'Escolha a senha para entrar na loja virtual.'}
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
