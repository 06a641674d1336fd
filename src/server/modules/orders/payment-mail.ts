import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { paymentMessages as m } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import { findOrder } from './orders.repo.js';

export type PaymentNews = 'paid' | 'expired' | 'boletoRefused';

const told: Record<PaymentNews, { subject: string; body: string }> = {
  paid: {
    subject: 'Pagamento confirmado',
    body: 'Recebemos o pagamento. Agora é com a gente: vamos separar a sua compra.',
  },
  expired: {
    subject: 'Pagamento não recebido',
    body: 'O prazo do pagamento terminou sem que ele chegasse, e o pedido foi cancelado. Se ainda quiser os produtos, faça um novo pedido.',
  },
  boletoRefused: {
    subject: 'Boleto não registrado',
    body: `${m.boletoSelfIssued} Não é preciso comprar de novo. Se o motivo for um dado do seu cadastro (CPF/CNPJ ou endereço), confira-o em Minha conta, em Meus dados.`,
  },
};

/** A link the mail offers: where it goes and what it says. */
export type MailLink = { href: string; label: string };

/** What the payment mails tell of an order: its number, customer and their e-mail, value and company. */
export async function paymentOrderFacts(tx: Db, tenantId: number, orderId: number) {
  const row = await findOrder(tx, tenantId, orderId);
  if (!row) return undefined;
  const { order } = row;
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: row.customer?.email?.trim() || undefined,
    totalCents: order.totalCents,
    company: row.company,
  };
}

/**
 * To the customer when their online payment is confirmed, expires (the order cancelled) or its
 * boleto is refused by the provider (the shop issues its own): which order, its value, the
 * provider's `reason` when there is one, and what happens next. Undefined when the customer has no e-mail.
 */
export async function paymentNewsMail(
  tx: Db,
  tenantId: number,
  orderId: number,
  news: PaymentNews,
  more: { reason?: string; links?: MailLink[] } = {},
) {
  const order = await paymentOrderFacts(tx, tenantId, orderId);
  const to = order?.customerEmail;
  if (!order || !to) return undefined;
  const title = `${told[news].subject} - Pedido nº ${order.id}`;
  const links = (more.links ?? []).map((l) => `<p><a href="${escape(l.href)}">${escape(l.label)}</a></p>`);
  return {
    tenantId,
    to: [to],
    subject: `${title} - ${order.company}`,
    html:
      `<h2>${escape(title)}</h2><p>Olá, ${escape(order.customerName)}!</p>` +
      `<p>Pedido nº ${order.id}, no valor de ${escape(formatMoney(order.totalCents))}.</p>` +
      (more.reason ? `<p>${escape(more.reason)}</p>` : '') +
      `<p>${escape(told[news].body)}</p>${links.join('')}`,
  };
}
