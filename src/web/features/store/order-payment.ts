import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paymentCalls } from '../../../shared/contract/payments';
import { paymentStates } from '../../../shared/schemas/payments';
import { usePolledPayment } from '../../components/pix/PixPanel';
import { api, queryKeyOf } from '../../lib/api-client';
import { cartKey } from '../orders/cart-api';

/**
 * The payment of a placed order, asked again while it waits. Once it settles (paid, expired,
 * refused) the order on the same page is read again, so its 'Pagamento: …' line and status follow
 * the panel instead of keeping the state the page opened with.
 */
export function useOrderPayment(pedido: number) {
  const request = { params: { pedido } };
  const queryClient = useQueryClient();
  const payment = usePolledPayment(queryKeyOf(paymentCalls.status, request), () =>
    api(paymentCalls.status, request, { quiet: true }),
  );
  const situation = payment.data?.situacao;
  useEffect(() => {
    if (situation && situation !== paymentStates.awaiting)
      void queryClient.invalidateQueries({ queryKey: cartKey(pedido) });
  }, [situation, pedido, queryClient]);
  return payment;
}
