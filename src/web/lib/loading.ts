import { useSyncExternalStore } from 'react';

/** Spec section 4: the overlay hides 200 ms after the last request completes. */
export const LOADING_HIDE_DELAY_MS = 200;

let inFlight = 0;
let visible = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setVisible(next: boolean) {
  if (visible === next) return;
  visible = next;
  listeners.forEach((listener) => listener());
}

export function loadingStarted(): void {
  inFlight += 1;
  clearTimeout(hideTimer);
  setVisible(true);
}

export function loadingFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => setVisible(false), LOADING_HIDE_DELAY_MS);
}

export function isLoadingVisible(): boolean {
  return visible;
}

export function useLoadingVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoadingVisible,
    // A page rendered on the server has no call in flight.
    () => false,
  );
}
