import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml as escape } from '../../../shared/html.js';

type Returned = { id: number; customerName: string };
type ReturnedLine = { description: string; quantity: number };

/**
 * To the customer when a manager registers a return ('Devolucao') of some units of their sale: which
 * order, the units that came back, their value and why (as cancel-mail.ts does for a cancellation).
 */
export function returnedItemsMail(
  company: string,
  order: Returned,
  lines: ReturnedLine[],
  valueCents: number,
  reason: string,
) {
  const title = `Devolução de itens do pedido nº ${order.id}`;
  const items = lines.map((l) => `<li>${l.quantity} × ${escape(l.description)}</li>`).join('');
  return {
    subject: `${title} - ${company}`,
    html:
      `<h2>${title}</h2><p>Olá, ${escape(order.customerName)}!</p>` +
      `<p>${escape(company)} registrou a devolução destes itens do pedido nº ${order.id}:</p>` +
      `<ul>${items}</ul><p>Valor devolvido: ${escape(formatMoney(valueCents))}</p>` +
      `<p>Motivo: ${escape(reason)}</p>` +
      '<p>Em caso de dúvida, entre em contato com a empresa.</p>',
  };
}
