import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { messages } from '../../shared/messages';
import { useLoadingVisible } from '../lib/loading';

/** The 'Aguarde ...' overlay shown while any call is in flight. */
export function GlobalLoadingOverlay() {
  const visible = useLoadingVisible();
  if (!visible) return null;
  return (
    <Overlay fixed backgroundOpacity={0.25} blur={1} zIndex={1000} center data-testid="carregando">
      <Stack align="center" gap="xs" bg="white" p="md" style={{ borderRadius: 8 }}>
        <Loader size="sm" />
        <Text size="sm">{messages.loading}</Text>
      </Stack>
    </Overlay>
  );
}
