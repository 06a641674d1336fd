import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** /carrinho-vazio */
export function Component() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center">
        <Title order={2}>Seu carrinho está vazio</Title>
        <Text c="dimmed">Escolha produtos no catálogo e eles aparecem aqui.</Text>
        <Button component={Link} to="/produtos">
          Ver produtos
        </Button>
      </Stack>
    </Container>
  );
}
