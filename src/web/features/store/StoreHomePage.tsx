import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { openSuccess } from '../../lib/modals';
import { useSession } from '../auth/session-api';
import { HeroSlides, type Slide } from './HeroSlides';
import { settingText, useStoreConfig } from './store-config-api';

export function Component() {
  const [params] = useSearchParams();
  const session = useSession().data;
  const config = useStoreConfig().data;
  const page = params.get('pagina');
  useEffect(() => {
    if (page === 'cadastro-finalizado') openSuccess('Cadastro finalizado', 'Tudo pronto! Boas compras.');
  }, [page]);
  if (page === 'showLogin') return <Navigate to="/login" replace />;
  // A copied sale lands on /?pedido={code}; a seller continues it in the terminal.
  const order = params.get('pedido');
  if (order && session?.usuario && session.usuario.nivel !== 'C')
    return <Navigate to={`/terminal?pedido=${encodeURIComponent(order)}`} replace />;
  const slides = (config?.configuracoes.sli?.slides ?? []) as Slide[];
  const user = session?.usuario;
  return (
    <Stack gap="xl" pb="xl">
      <HeroSlides slides={slides} color={settingText(config, 'cor', 'primaria', '#0B3D91')} />
      <Container size="xl" w="100%">
        <Stack>
          <Title order={2}>
            {user ? messages.login.welcome(user.nome) : `Bem-vindo(a) à ${session?.empresa.nome ?? 'loja'}`}
          </Title>
          <Text c="dimmed">{settingText(config, 'psn', 'html').replace(/<[^>]+>/g, '')}</Text>
          {user && user.nivel !== 'C' && (
            <Alert color="yellow" title="Acesso de vendedor">
              {messages.access.storeForCustomersOnly}
            </Alert>
          )}
        </Stack>
      </Container>
    </Stack>
  );
}
