import {
  invoiceStatuses,
  orderStatusChoiceLabel,
  orderStatusLabel,
  type InvoiceStatus,
} from '../../../shared/domain/order-status';
import { paymentLabel } from '../../../shared/domain/order-terms';
import { orderTone } from '../../../shared/domain/status-colors';
import type { StatusView } from '../../components/grid/grid-format';

export const orderStatusViews: Record<string, StatusView> = {
  cfistaped: { tone: orderTone, label: orderStatusLabel, choiceLabel: orderStatusChoiceLabel },
  cfistafat: { tone: orderTone, label: (value) => invoiceStatuses[value as InvoiceStatus] ?? value },
  // Searched from a list of names; its cells are plain text (salesCells).
  cfirecped: { tone: () => 'neutral', label: paymentLabel },
};

export const salesColumns = [
  'cficodped',
  'cfidteped',
  'cfinclped',
  'cfifanped',
  'cfinljped',
  'cfirecped',
  'cfiparped',
  'pagamento',
  'cfivalped',
  'cfistafat',
  'cfistaped',
];

/** The payment method by its name ('Boleto'), not the spec's one-letter code. */
export const salesCells = {
  cfirecped: (value: unknown) => (typeof value === 'string' && value ? paymentLabel(value) : '—'),
  pagamento: (value: unknown) => (typeof value === 'string' && value ? value : '—'),
};
