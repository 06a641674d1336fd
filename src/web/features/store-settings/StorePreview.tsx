import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { previewMessages, PREVIEW_PARAM, readyMessage, type PreviewDraft } from '../../../shared/schemas/store-preview';

const PREVIEW_HEIGHT = 640;

/** In view under the back-office's fixed header while the form beside it scrolls. */
const stickyUnderHeader = { position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 16px)' } as const;

type Props = {
  draft: PreviewDraft | null;
  /** Changes after each save or restore: the frame loads the store again, which then reads it from the server. */
  saves: number;
};

/**
 * The storefront in a frame, in preview mode, showing the unsaved key (docs/store-configuration.md).
 * Messages go only to our own origin, and only the frame's own answers are heard.
 */
export function StorePreview({ draft, saves }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(draft);

  useEffect(() => {
    latest.current = draft;
    frame.current?.contentWindow?.postMessage({ tipo: previewMessages.draft, rascunho: draft }, window.location.origin);
  }, [draft]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.origin !== window.location.origin || event.source !== target) return;
      if (!readyMessage.safeParse(event.data).success) return;
      target.postMessage({ tipo: previewMessages.draft, rascunho: latest.current }, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Paper withBorder p="md" radius="md" style={stickyUnderHeader}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Prévia da loja
        </Title>
        <Text size="sm" c="dimmed">
          A loja com o que você está digitando, antes de salvar. Nada muda para os clientes até &apos;Salvar&apos;.
        </Text>
        <iframe
          key={saves}
          ref={frame}
          src={`/?${PREVIEW_PARAM}=1`}
          title="Prévia da loja"
          style={{
            width: '100%',
            height: PREVIEW_HEIGHT,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 4,
          }}
        />
      </Stack>
    </Paper>
  );
}
