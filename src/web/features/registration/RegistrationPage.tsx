import { Anchor, Button, Checkbox, Container, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { authCalls } from '../../../shared/contract/auth';
import { customerCalls } from '../../../shared/contract/customers';
import { registrationRequest } from '../../../shared/schemas/customer';
import { Form } from '../../components/form/Form';
import { PasswordStrength } from '../../components/form/PasswordStrength';
import { useZodForm } from '../../components/form/use-zod-form';
import { PasswordField } from '../../components/PasswordField';
import { api, queryKeyOf } from '../../lib/api-client';
import { CustomerFields } from '../customers/CustomerFields';
import { PageTitle } from '../../components/PageTitle';
import { SectionBand } from '../store/SectionBand';

const initial = { tipoPessoa: 'J', pais: '1058', senha: '', confirmacaoSenha: '', aceite: false };

/** The store's registration request: the visitor fills the customer form and picks a password. */
export function Component() {
  const navigate = useNavigate();
  const form = useZodForm(registrationRequest, initial);
  const contract = useQuery({
    queryKey: queryKeyOf(authCalls.webConfig),
    queryFn: () => api(authCalls.webConfig, {}, { quiet: true }),
  }).data?.webConfig.contrato;
  const submit = form.handleSubmit(async (data) => {
    await api(customerCalls.register, { body: data });
    await navigate('/');
  });
  const password = typeof form.values.senha === 'string' ? form.values.senha : '';
  return (
    <Container size="md" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Form onSubmit={(event) => void submit(event)} aria-label="Solicitar cadastro">
          <Stack>
            <SectionBand area="cdl">
              <PageTitle>Solicitar cadastro</PageTitle>
              <Text size="sm" opacity={0.85}>
                Preencha seus dados. Liberamos o acesso à loja assim que o cadastro for conferido.
              </Text>
            </SectionBand>
            <CustomerFields form={form} ownData />
            <PasswordField label="Senha" required autoComplete="new-password" {...form.text('senha')} />
            <PasswordStrength password={password} />
            <PasswordField
              label="Confirme a senha"
              required
              autoComplete="new-password"
              {...form.text('confirmacaoSenha')}
            />
            {contract && (
              <Stack gap="xs">
                <Title order={5}>{contract.titulo}</Title>
                <Typography fz="sm">
                  {/* Sanitised by the server (auth.service servedContract) before it is sent. */}
                  <div dangerouslySetInnerHTML={{ __html: contract.conteudo }} />
                </Typography>
                <Checkbox
                  label="Li e aceito os termos de contrato"
                  checked={form.values.aceite === true}
                  onChange={(event) => form.setValue('aceite', event.currentTarget.checked)}
                  error={form.errors.aceite}
                />
              </Stack>
            )}
            <Button type="submit" loading={form.submitting}>
              Enviar cadastro
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              Já tenho cadastro: entrar
            </Anchor>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
