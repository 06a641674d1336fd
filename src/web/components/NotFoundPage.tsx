import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function Component() {
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
