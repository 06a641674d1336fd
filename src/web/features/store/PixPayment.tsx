import { paymentCalls } from '../../../shared/contract/payments';
import { PixPanel, usePolledPayment } from '../../components/pix/PixPanel';
import { api, queryKeyOf } from '../../lib/api-client';

/** The Pix of an order placed in the store, on its purchase page. */
export function PixPayment({ pedido }: { pedido: number }) {
  const request = { params: { pedido } };
  const payment = usePolledPayment(queryKeyOf(paymentCalls.status, request), () =>
    api(paymentCalls.status, request, { quiet: true }),
  );
  return <PixPanel payment={payment} />;
}
