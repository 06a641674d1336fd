import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authCalls } from '../../../shared/contract/auth';
import { api } from '../../lib/api-client';
import { PageTitle } from '../../components/PageTitle';

/**
 * /desbloquear-acesso?token=...: the page the lock-out mail links to. The token is spent only by
 * the button, so a mail scanner that opens the link does not use it up.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const unlock = async () => {
    setSending(true);
    try {
      await api(authCalls.unlockByLink, { body: { token: params.get('token') ?? '' } });
      await navigate('/login');
    } finally {
      setSending(false);
    }
  };
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <PageTitle>Desbloquear acesso</PageTitle>
          <Text c="dimmed" size="sm">
            O acesso à sua conta foi bloqueado depois de várias tentativas com a senha errada. Se foram suas,
            desbloqueie e entre de novo.
          </Text>
          <Button onClick={() => void unlock()} loading={sending}>
            Desbloquear acesso
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
