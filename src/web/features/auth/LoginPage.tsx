import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { homePathFor } from './home-path';
import { LoginForm } from './LoginForm';
import { useRefreshAfterLogin, useSession } from './session-api';
import { usePageTitle } from '../../lib/page-title';
import { PageTitle } from '../../components/PageTitle';

export function Component() {
  usePageTitle('Balcão');
  const navigate = useNavigate();
  const refresh = useRefreshAfterLogin();
  const session = useSession();
  return (
    <Center component="main" mih="80vh" px="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <div>
            <PageTitle>Entrar</PageTitle>
            <Text c="dimmed" size="sm">
              {session.data?.empresa.nome ?? 'Balcão'}
            </Text>
          </div>
          <LoginForm
            onLoggedIn={(user, afterContract) => {
              void refresh().then(() => navigate(afterContract ? '/?pagina=cadastro-finalizado' : homePathFor(user)));
            }}
          />
          <Anchor component={Link} to="/esqueci-senha" size="sm">
            Esqueci minha senha
          </Anchor>
          <Anchor component={Link} to="/cadastro" size="sm">
            Ainda não tem cadastro? Solicite aqui
          </Anchor>
          <Anchor component={Link} to="/" size="sm">
            Voltar para a loja
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
