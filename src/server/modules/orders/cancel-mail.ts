import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { orderTitle } from '../../../shared/domain/order-transitions.js';

type Cancelled = { id: number; status: string; issuedOn: string; totalCents: number; customerName: string };

const brDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** To the customer when a manager cancels their order (a sale or reservation): which one, its value and why. */
export function cancelledOrderMail(company: string, order: Cancelled, reason: string) {
  const title = orderTitle(order.status, order.id);
  return {
    subject: `${title} cancelado - ${company}`,
    html:
      `<h2>${escape(title)} cancelado</h2><p>Olá, ${escape(order.customerName)}!</p>` +
      `<p>O pedido nº ${order.id}, de ${brDate(order.issuedOn)}, no valor de ` +
      `${escape(formatMoney(order.totalCents))}, foi cancelado por ${escape(company)}.</p>` +
      `<p>Motivo: ${escape(reason)}</p>` +
      '<p>Em caso de dúvida, entre em contato com a empresa.</p>',
  };
}
