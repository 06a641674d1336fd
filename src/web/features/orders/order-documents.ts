import { cartCalls } from '../../../shared/contract/cart';
import { orderCalls } from '../../../shared/contract/orders';
import { api, urlOf } from '../../lib/api-client';

/** The preview page of an order (`pedido`) or a budget (`orcamento`); `print` gives its print view. */
export function previewUrl(orderId: number, kind: 'pedido' | 'orcamento', print = false): string {
  const entry = kind === 'pedido' ? orderCalls.orderPreview : orderCalls.budgetPreview;
  return urlOf(entry, { params: { id: orderId }, query: print ? { imprimir: '1' } : {} });
}

/** Opens the print view of an order or budget and the browser's print dialog once it has loaded. */
export function printOrder(orderId: number, kind: 'pedido' | 'orcamento'): void {
  const view = window.open(previewUrl(orderId, kind, true), '_blank');
  view?.addEventListener('load', () => view.print());
}

export function openOrderPdf(orderId: number): void {
  window.open(urlOf(orderCalls.pdf, { params: { id: orderId } }), '_blank');
}

/** Copies an order into a new budget; gives the path to go to, '/?pedido={new}' (spec section 4). */
export async function copyOrder(orderId: number): Promise<string | undefined> {
  try {
    const reply = await api(cartCalls.copy, { body: { codigoAnterior: orderId } });
    return `/?pedido=${reply.codigo}`;
  } catch {
    return undefined;
  }
}
