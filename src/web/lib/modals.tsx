import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Spec section 2: a modal asked for while another is open replaces it after 750 ms. */
export const MODAL_REOPEN_DELAY_MS = 750;

let openCount = 0;

type Size = 'sm' | 'md' | 'lg' | 'xl';

export type MainModalOptions = {
  title: string;
  content: ReactNode;
  size?: Size;
  /** With onYes the modal gets the 'Sim' / 'Não' buttons. */
  onYes?: () => void;
  onNo?: () => void;
  /** Closes itself after this many milliseconds. */
  closeAfterMs?: number;
};

function openNow(options: MainModalOptions): void {
  openCount += 1;
  const id = modals.open({
    title: options.title,
    size: options.size ?? 'md',
    centered: true,
    onClose: () => {
      openCount = Math.max(0, openCount - 1);
    },
    children: (
      <>
        {typeof options.content === 'string' ? <Text>{options.content}</Text> : options.content}
        {options.onYes && (
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              onClick={() => {
                modals.close(id);
                options.onNo?.();
              }}
            >
              Não
            </Button>
            <Button
              onClick={() => {
                modals.close(id);
                options.onYes?.();
              }}
            >
              Sim
            </Button>
          </Group>
        )}
      </>
    ),
  });
  if (options.closeAfterMs) setTimeout(() => modals.close(id), options.closeAfterMs);
}

/** The main modal: title, content, size and optional Sim/Não buttons. */
export function openMainModal(options: MainModalOptions): void {
  if (openCount === 0) {
    openNow(options);
    return;
  }
  modals.closeAll();
  openCount = 0;
  setTimeout(() => openNow(options), MODAL_REOPEN_DELAY_MS);
}

export function openSuccess(title: string, message: ReactNode): void {
  openMainModal({ title, content: message, size: 'sm' });
}

export function openError(title: string, message: ReactNode): void {
  openMainModal({ title, content: <Text c="red.8">{message}</Text>, size: 'sm' });
}
