import { useSyncExternalStore } from 'react';

/** The 'stay logged in' modal: shown once however many calls find the session expired. */
let html: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function sessionExpired(replyHtml: string): void {
  if (html !== null) return;
  html = replyHtml;
  emit();
}

export function sessionRenewed(): void {
  html = null;
  emit();
}

export function useSessionExpiredHtml(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => html,
    () => null,
  );
}
