import { call, withAlias } from '../../lib/api-client';

/** Opens the print view of an order or budget and the browser's print dialog once it has loaded. */
export function printOrder(orderId: number, kind: 'pedido' | 'orcamento'): void {
  const view = window.open(withAlias(`/email-${kind}/${orderId}?imprimir=1`), '_blank');
  view?.addEventListener('load', () => view.print());
}

export function openOrderPdf(orderId: number): void {
  window.open(withAlias(`/api/pedidos/${orderId}/pdf`), '_blank');
}

/** Copies an order into a new budget; gives the path to go to, '/?pedido={new}' (spec section 4). */
export async function copyOrder(orderId: number): Promise<string | undefined> {
  try {
    const reply = await call<{ codigo: number }>('/api/carrinho/copiar', { body: { codigoAnterior: orderId } });
    return `/?pedido=${reply.codigo}`;
  } catch {
    return undefined;
  }
}
