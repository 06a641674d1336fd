import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import type { Db } from '../../db/client.js';
import { findOrder } from './orders.repo.js';

export type PaymentNews = 'paid' | 'expired';

const told: Record<PaymentNews, { subject: string; body: string }> = {
  paid: {
    subject: 'Pagamento confirmado',
    body: 'Recebemos o pagamento. Agora é com a gente: vamos separar a sua compra.',
  },
  expired: {
    subject: 'Pagamento não recebido',
    body: 'O prazo do pagamento terminou sem que ele chegasse, e o pedido foi cancelado. Se ainda quiser os produtos, faça um novo pedido.',
  },
};

/**
 * To the customer when their online payment is confirmed or expires (the order cancelled): which
 * order, its value and what happens next. Undefined when the customer has no e-mail.
 */
export async function paymentNewsMail(tx: Db, tenantId: number, orderId: number, news: PaymentNews) {
  const row = await findOrder(tx, tenantId, orderId);
  const to = row?.customer?.email?.trim();
  if (!row || !to) return undefined;
  const { order } = row;
  const title = `${told[news].subject} - Pedido nº ${order.id}`;
  return {
    tenantId,
    to: [to],
    subject: `${title} - ${row.company}`,
    html:
      `<h2>${escape(title)}</h2><p>Olá, ${escape(order.customerName)}!</p>` +
      `<p>Pedido nº ${order.id}, no valor de ${escape(formatMoney(order.totalCents))}.</p>` +
      `<p>${escape(told[news].body)}</p>`,
  };
}
