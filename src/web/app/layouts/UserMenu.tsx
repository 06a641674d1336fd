import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/schemas/auth';
import { logout } from '../../features/auth/session-api';

type Props = { user: SessionUser | null | undefined; color?: string };

/** 'Entrar' for visitors; the user's name and 'Sair' once logged in. */
export function UserMenu({ user, color }: Props) {
  if (!user) {
    return (
      <Button component={Link} to="/login" variant="white" size="xs">
        Entrar
      </Button>
    );
  }
  const signOut = async () => {
    try {
      await logout();
      // A fresh load of / leaves nothing of the previous user's data in memory.
      window.location.assign('/');
    } catch {
      // The API client has already said why.
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {/* On a phone the header has no room for the name; the customer's 'Minha conta' stays. */}
      <Text size="sm" c={color} truncate maw={180} data-testid="usuario-logado" visibleFrom="sm">
        {user.nome}
      </Text>
      <Button variant="white" size="xs" onClick={() => void signOut()}>
        Sair
      </Button>
    </Group>
  );
}
