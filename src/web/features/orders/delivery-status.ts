import type { StatusTone } from '../../../shared/domain/status-colors';
import type { StatusView } from '../../components/grid/grid-format';

/** Delivered in green, on the way in blue, waiting in yellow. */
const deliveryTone = (status: string): StatusTone =>
  status === 'Entregue' ? 'success' : status === 'Em rota' ? 'info' : 'warning';

export const deliveryStatusViews: Record<string, StatusView> = { cfistapet: { tone: deliveryTone } };
