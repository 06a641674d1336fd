import {
  invoiceStatuses,
  orderStatusChoiceLabel,
  orderStatusLabel,
  type InvoiceStatus,
} from '../../../shared/domain/order-status';
import { orderTone } from '../../../shared/domain/status-colors';
import type { StatusView } from '../../components/grid/grid-format';

export const orderStatusViews: Record<string, StatusView> = {
  cfistaped: { tone: orderTone, label: orderStatusLabel, choiceLabel: orderStatusChoiceLabel },
  cfistafat: { tone: orderTone, label: (value) => invoiceStatuses[value as InvoiceStatus] ?? value },
};

export const salesColumns = [
  'cficodped',
  'cfidteped',
  'cfinclped',
  'cfifanped',
  'cfinljped',
  'cfivalped',
  'cfistafat',
  'cfistaped',
];
