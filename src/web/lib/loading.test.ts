import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoadingVisible, LOADING_HIDE_DELAY_MS, loadingFinished, loadingStarted } from './loading';

describe('loading overlay state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at the start of a call and hides 200 ms after the last one finishes', () => {
    loadingStarted();
    loadingStarted();
    loadingFinished();
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS + 50);
    expect(isLoadingVisible()).toBe(true);
    loadingFinished();
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1);
    expect(isLoadingVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isLoadingVisible()).toBe(false);
  });

  it('stays up when a new call starts inside the 200 ms', () => {
    loadingStarted();
    loadingFinished();
    vi.advanceTimersByTime(100);
    loadingStarted();
    vi.advanceTimersByTime(500);
    expect(isLoadingVisible()).toBe(true);
    loadingFinished();
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(isLoadingVisible()).toBe(false);
  });
});
