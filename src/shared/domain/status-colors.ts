/** Colour families the screens use for status cells. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

/** Spec section 4: 'Em Aberto' info; starting with R success; with V warning; otherwise danger. */
export function receivableTone(status: string): StatusTone {
  if (status === 'Em Aberto') return 'info';
  if (status.startsWith('R')) return 'success';
  if (status.startsWith('V')) return 'warning';
  return 'danger';
}

const orderTones: Record<string, StatusTone> = {
  Venda: 'success',
  Orcamento: 'info',
  Orçamento: 'neutral',
  Pendente: 'neutral',
  Reserva: 'warning',
  Cancelado: 'danger',
  Devolucao: 'danger',
  F: 'success',
  E: 'warning',
  A: 'info',
};

export function orderTone(status: string): StatusTone {
  return orderTones[status] ?? 'neutral';
}
