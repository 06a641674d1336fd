import { PixPanel } from '../../components/pix/PixPanel';
import { useOrderPayment } from './order-payment';

/** The Pix of an order placed in the store, on its purchase page. */
export function PixPayment({ pedido }: { pedido: number }) {
  return <PixPanel payment={useOrderPayment(pedido)} />;
}
