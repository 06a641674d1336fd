import { notificationsStore, updateNotificationsState } from '@mantine/notifications';
import type { ToastKind } from '../../shared/schemas/envelope';

/** Spec section 9: 5000 ms by default, +1000 ms when extended; confirmation toasts stay open. */
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_EXTENDED_MS = 1000;

const colors: Record<ToastKind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };
const titles: Record<ToastKind, string> = { success: 'Sucesso!', error: 'Erro', warning: 'Alerta!', info: 'Aviso' };

export type ToastOptions = {
  kind: ToastKind;
  message: React.ReactNode;
  title?: string;
  /** Milliseconds, or false to stay until closed. */
  duration?: number | false;
  extended?: boolean;
};

let counter = 0;

/** Shows a toast at the top right; the newest goes on top of the others. */
export function showToast({ kind, message, title, duration = TOAST_DEFAULT_MS, extended }: ToastOptions): string {
  const id = `toast-${++counter}`;
  const autoClose = duration === false ? false : duration + (extended ? TOAST_EXTENDED_MS : 0);
  // The store sorts by priority first, so a rising priority keeps the newest toast on top.
  updateNotificationsState(notificationsStore, (list) => [
    ...list,
    {
      id,
      title: title ?? titles[kind],
      message,
      color: colors[kind],
      autoClose,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': 'Fechar aviso' },
      // Read out by screen readers: a problem at once (alert), news when the reader is free (status).
      role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
      priority: counter,
    },
  ]);
  return id;
}
