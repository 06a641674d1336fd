import { Button, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { PageTitle } from './PageTitle';

export function Component() {
  usePageTitle('Balcão');
  return (
    <Center component="main" mih="60vh">
      <Stack align="center">
        <PageTitle>Página não encontrada</PageTitle>
        <Text c="dimmed">O endereço que você abriu não existe ou foi movido.</Text>
        <Button component={Link} to="/">
          Ir para o início
        </Button>
      </Stack>
    </Center>
  );
}
