import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rowActivation } from './row-activation';

/** A key press on the row itself, or on something inside it (a link or button in a cell). */
function press(key: string, onRow = true, preventDefault = vi.fn()) {
  const row = {};
  return { key, currentTarget: row, target: onRow ? row : {}, preventDefault } as unknown as KeyboardEvent<HTMLElement>;
}

describe('rowActivation', () => {
  it('makes a row that opens something focusable, opened by click, Enter and Space', () => {
    const open = vi.fn();
    const props = rowActivation(open);
    expect(props.tabIndex).toBe(0);
    props.onClick?.();
    const preventDefault = vi.fn();
    props.onKeyDown?.(press('Enter'));
    props.onKeyDown?.(press(' ', true, preventDefault));
    expect(open).toHaveBeenCalledTimes(3);
    // Space would also scroll the page.
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves other keys and key presses meant for a control inside the row alone', () => {
    const open = vi.fn();
    const props = rowActivation(open);
    props.onKeyDown?.(press('a'));
    props.onKeyDown?.(press('Tab'));
    props.onKeyDown?.(press('Enter', false));
    expect(open).not.toHaveBeenCalled();
  });

  it('adds nothing to a row that opens nothing', () => {
    expect(rowActivation(undefined)).toEqual({});
  });
});
