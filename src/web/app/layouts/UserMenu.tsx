import { Button, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/schemas/auth';
import { logout, useRefreshAfterLogin } from '../../features/auth/session-api';

type Props = { user: SessionUser | null | undefined; color?: string };

/** 'Entrar' for visitors; the user's name and 'Sair' once logged in. */
export function UserMenu({ user, color }: Props) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterLogin();
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
    } finally {
      await refresh();
      await navigate('/');
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c={color} truncate maw={180} data-testid="usuario-logado">
        {user.nome}
      </Text>
      <Button variant="white" size="xs" onClick={() => void signOut()}>
        Sair
      </Button>
    </Group>
  );
}
