import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

/** /carrinho-vazio */
export function Component() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center">
        <PageTitle>Seu carrinho está vazio</PageTitle>
        <Text c="dimmed">Escolha produtos no catálogo e eles aparecem aqui.</Text>
        <Button component={Link} to="/produtos">
          Ver produtos
        </Button>
      </Stack>
    </Container>
  );
}
