import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartCalls } from '../../../shared/contract/cart';
import { orderCalls } from '../../../shared/contract/orders';
import type { CartReply } from '../../../shared/schemas/cart';
import { api, queryKeyOf } from '../../lib/api-client';
import { cartKey } from './cart-api';

/** POST /reason-canceled: the reason, who and when, for a cancelled order. */
export function useCancellation(orderId: number, cancelled: boolean) {
  const request = { body: { codOpe: orderId } };
  return useQuery({
    queryKey: queryKeyOf(orderCalls.cancelReason, request),
    queryFn: () => api(orderCalls.cancelReason, request, { quiet: true }),
    enabled: cancelled,
  });
}

/** The returns of a sale (only asked when some unit came back). */
export function useReturns(orderId: number, anyReturned: boolean) {
  const request = { params: { orderCode: orderId } };
  return useQuery({
    queryKey: queryKeyOf(orderCalls.returns, request),
    queryFn: () => api(orderCalls.returns, request, { quiet: true }),
    enabled: anyReturned,
  });
}

/**
 * After a cancellation or a return: the modal shows the order as the server left it, and the
 * lists behind it (grids, reasons, returns) are read again.
 */
export function useAfterSaleRefresh() {
  const queryClient = useQueryClient();
  return (cart: CartReply) => {
    queryClient.setQueryData(cartKey(cart.pedido.codigo), cart);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== cartCalls.load.path });
  };
}
