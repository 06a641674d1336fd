import { Anchor, Button, Center, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { customerCalls } from '../../../shared/contract/customers';
import { forgotPasswordRequest } from '../../../shared/schemas/customer';
import { Form } from '../../components/form/Form';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { PageTitle } from '../../components/PageTitle';

/**
 * 'Esqueci minha senha': the login e-mail; the reply (the same for any address) shows as a toast
 * and the page goes back to /login. The mailed link leads to /definir-senha.
 */
export function Component() {
  const navigate = useNavigate();
  const form = useZodForm(forgotPasswordRequest, { email: '' });
  const submit = form.handleSubmit(async (data) => {
    await api(customerCalls.forgotPassword, { body: { ...data, enviar: true } });
    await navigate('/login');
  });
  return (
    <Center component="main" mih="80vh" px="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Form onSubmit={(event) => void submit(event)} aria-label="Esqueci minha senha">
          <Stack>
            <PageTitle>Esqueci minha senha</PageTitle>
            <Text c="dimmed" size="sm">
              Informe o e-mail do seu cadastro. Se ele tiver acesso à loja, enviaremos um link para criar uma nova
              senha.
            </Text>
            <TextInput label="E-mail" type="email" required autoComplete="email" {...form.text('email')} />
            <Button type="submit" loading={form.submitting}>
              Enviar
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              Voltar para o login
            </Anchor>
          </Stack>
        </Form>
      </Paper>
    </Center>
  );
}
