import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { showToast, TOAST_DEFAULT_MS, TOAST_EXTENDED_MS } from './toasts';

const shown = () => notificationsStore.getState().notifications;

describe('showToast', () => {
  beforeEach(() => cleanNotifications());

  it('puts the newest toast on top', () => {
    showToast({ kind: 'info', message: 'primeiro' });
    showToast({ kind: 'warning', message: 'segundo' });
    expect(shown().map((n) => n.message)).toEqual(['segundo', 'primeiro']);
  });

  it('lasts 5000 ms by default, 1000 ms more when extended, and stays open when asked', () => {
    showToast({ kind: 'success', message: 'padrão' });
    showToast({ kind: 'success', message: 'estendido', extended: true });
    showToast({ kind: 'success', message: 'confirmação', duration: false });
    const byMessage = Object.fromEntries(shown().map((n) => [n.message as string, n.autoClose]));
    expect(byMessage).toEqual({
      padrão: TOAST_DEFAULT_MS,
      estendido: TOAST_DEFAULT_MS + TOAST_EXTENDED_MS,
      confirmação: false,
    });
  });

  it('titles a warning "Alerta!" unless a title is given', () => {
    showToast({ kind: 'warning', message: 'x' });
    showToast({ kind: 'warning', title: 'Alerta !', message: 'y' });
    expect(shown().map((n) => n.title)).toEqual(['Alerta !', 'Alerta!']);
  });

  it('announces problems at once (alert) and news politely (status)', () => {
    showToast({ kind: 'error', message: 'erro' });
    showToast({ kind: 'warning', message: 'alerta' });
    showToast({ kind: 'success', message: 'ok' });
    showToast({ kind: 'info', message: 'aviso' });
    expect(Object.fromEntries(shown().map((n) => [n.message as string, n.role]))).toEqual({
      erro: 'alert',
      alerta: 'alert',
      ok: 'status',
      aviso: 'status',
    });
  });
});
