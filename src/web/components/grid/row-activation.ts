import type { KeyboardEvent } from 'react';

/**
 * Props that make a table row that opens something work from the keyboard as well as the mouse: it
 * takes the focus with Tab, and Enter or Space open it (a click-only row locks keyboard users out).
 */
export function rowActivation(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    'data-activatable': true,
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open();
    },
    style: { cursor: 'pointer' },
  };
}
