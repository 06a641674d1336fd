import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

export function Component() {
  usePageTitle('Balcão');
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2}>Página não encontrada</Title>
        <Text c="dimmed">O endereço que você abriu não existe ou foi movido.</Text>
        <Button component={Link} to="/">
          Ir para o início
        </Button>
      </Stack>
    </Center>
  );
}
