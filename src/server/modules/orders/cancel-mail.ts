import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { formatDay } from '../../../shared/br/dates.js';
import { orderTitle } from '../../../shared/domain/order-transitions.js';

type Cancelled = { id: number; status: string; issuedOn: string; totalCents: number; customerName: string };

/** To the customer when a manager cancels their order (a sale or reservation): which one, its value and why. */
export function cancelledOrderMail(company: string, order: Cancelled, reason: string) {
  const title = orderTitle(order.status, order.id);
  return {
    subject: `${title} cancelado - ${company}`,
    html:
      `<h2>${escape(title)} cancelado</h2><p>Olá, ${escape(order.customerName)}!</p>` +
      `<p>O pedido nº ${order.id}, de ${formatDay(order.issuedOn)}, no valor de ` +
      `${escape(formatMoney(order.totalCents))}, foi cancelado por ${escape(company)}.</p>` +
      `<p>Motivo: ${escape(reason)}</p>` +
      '<p>Em caso de dúvida, entre em contato com a empresa.</p>',
  };
}
