import { Modal, Stack, Text, Typography } from '@mantine/core';
import { messages } from '../../../shared/messages';
import { useSessionExpiredHtml } from '../../lib/session-expiry';
import { LoginForm } from './LoginForm';
import { useRefreshAfterLogin, useSession } from './session-api';

/**
 * Spec section 4: a reply with redirecionar + html opens this once. A successful re-login closes it
 * and the screen carries on; dismissing it reloads the page.
 */
export function SessionExpiredModal() {
  const html = useSessionExpiredHtml();
  const refresh = useRefreshAfterLogin();
  const session = useSession();
  return (
    <Modal
      opened={html !== null}
      onClose={() => window.location.reload()}
      title={messages.login.sessionExpiredTitle}
      centered
      closeOnClickOutside={false}
    >
      <Stack id="manterLogado">
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: html ?? '' }} />
        </Typography>
        <LoginForm initialEmail={session.data?.usuario?.email ?? ''} onLoggedIn={() => void refresh()} />
        <Text size="xs" c="dimmed">
          Fechar esta janela recarrega a página.
        </Text>
      </Stack>
    </Modal>
  );
}
