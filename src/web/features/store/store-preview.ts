import { useSyncExternalStore } from 'react';
import { draftMessage, previewMessages, PREVIEW_PARAM, type PreviewDraft } from '../../../shared/schemas/store-preview';

/**
 * Read once at start: inside the editor's frame the storefront stays in preview mode while the admin
 * follows its links (the query parameter is not carried along).
 */
const inPreview =
  typeof window !== 'undefined' &&
  window.parent !== window &&
  new URLSearchParams(window.location.search).get(PREVIEW_PARAM) === '1';

let draft: PreviewDraft | null = null;
const listeners = new Set<() => void>();

/** Only our own editor, the page that holds this frame, may change what the store shows. */
function onMessage(event: MessageEvent) {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const message = draftMessage.safeParse(event.data);
  if (!message.success) return;
  draft = message.data.rascunho;
  for (const listener of listeners) listener();
}

let listening = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (inPreview && !listening) {
    listening = true;
    window.addEventListener('message', onMessage);
    // The editor posted its draft before this frame was ready: ask for it again.
    window.parent.postMessage({ tipo: previewMessages.ready }, window.location.origin);
  }
  return () => listeners.delete(listener);
}

/** The unsaved key the editor is showing in this frame; always null outside preview mode. */
export function usePreviewDraft(): PreviewDraft | null {
  return useSyncExternalStore(
    subscribe,
    () => draft,
    () => null,
  );
}
