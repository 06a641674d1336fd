import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Opened = { title: string; onClose?: () => void };
const opened: Opened[] = [];
const closeAll = vi.fn();

// The UI kit's modal manager needs a browser; the rule under test is ours: when to open.
vi.mock('@mantine/modals', () => ({
  modals: {
    open: (options: Opened) => {
      opened.push(options);
      return `modal-${opened.length}`;
    },
    close: vi.fn(),
    closeAll,
  },
}));

// Loaded afresh: a test file before this one in the same worker (a store page drawn on the server)
// may have loaded it with the real modal manager.
vi.resetModules();
const { MODAL_REOPEN_DELAY_MS, openMainModal } = await import('./modals');

describe('openMainModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    opened.length = 0;
    closeAll.mockClear();
  });
  afterEach(() => {
    opened.forEach((m) => m.onClose?.());
    vi.useRealTimers();
  });

  it('opens at once when no modal is open', () => {
    openMainModal({ title: 'Primeiro', content: 'a' });
    expect(opened.map((m) => m.title)).toEqual(['Primeiro']);
  });

  it('closes the open modal and opens the new one 750 ms later', () => {
    openMainModal({ title: 'Primeiro', content: 'a' });
    openMainModal({ title: 'Segundo', content: 'b' });
    expect(closeAll).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MODAL_REOPEN_DELAY_MS - 1);
    expect(opened.map((m) => m.title)).toEqual(['Primeiro']);
    vi.advanceTimersByTime(1);
    expect(opened.map((m) => m.title)).toEqual(['Primeiro', 'Segundo']);
    expect(MODAL_REOPEN_DELAY_MS).toBe(750);
  });

  it('opens at once again after the open modal was closed', () => {
    openMainModal({ title: 'Primeiro', content: 'a' });
    opened[0]?.onClose?.();
    openMainModal({ title: 'Segundo', content: 'b' });
    expect(opened.map((m) => m.title)).toEqual(['Primeiro', 'Segundo']);
    expect(closeAll).not.toHaveBeenCalled();
  });
});
