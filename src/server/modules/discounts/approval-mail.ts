import { formatMoney } from '../../../shared/br/format-money.js';
import { formatHundredths } from '../../../shared/domain/discount-policy.js';
import { escapeHtml as escape } from '../../../shared/html.js';

type Decided = { orderId: number; status: 'approved' | 'refused'; discountHundredths: number; totalCents: number };

/** To the seller when a manager decides their discount request: which order, the decision and why. */
export function approvalDecisionMail(company: string, seller: string, decided: Decided, reason: string | null) {
  const verdict = decided.status === 'approved' ? 'aprovado' : 'recusado';
  const next =
    decided.status === 'approved'
      ? 'Você já pode fechar o pedido no terminal.'
      : 'Ajuste o desconto no terminal antes de fechar o pedido.';
  return {
    subject: `Desconto do pedido nº ${decided.orderId} ${verdict} - ${company}`,
    html:
      `<h2>Desconto do pedido nº ${decided.orderId} ${verdict}</h2><p>Olá, ${escape(seller)}!</p>` +
      `<p>O desconto de ${formatHundredths(decided.discountHundredths)} no pedido nº ${decided.orderId} ` +
      `(total de ${escape(formatMoney(decided.totalCents))}) foi ${verdict}.</p>` +
      (reason ? `<p>Motivo: ${escape(reason)}</p>` : '') +
      `<p>${next}</p>`,
  };
}

type Requested = { orderId: number; discountHundredths: number; limitHundredths: number; totalCents: number };

/** To the managers when a seller's discount goes above their cap: what waits in their queue. */
export function approvalRequestMail(company: string, seller: string, requested: Requested) {
  return {
    subject: `Pedido nº ${requested.orderId} aguarda aprovação de desconto - ${company}`,
    html:
      `<h2>Pedido nº ${requested.orderId} aguarda aprovação de desconto</h2>` +
      `<p>${escape(seller)} pediu ${formatHundredths(requested.discountHundredths)} de desconto no pedido ` +
      `nº ${requested.orderId} (total de ${escape(formatMoney(requested.totalCents))}), acima do limite de ` +
      `${formatHundredths(requested.limitHundredths)}.</p>` +
      `<p>Aprove ou recuse em Aprovações de desconto, no menu do Balcão.</p>`,
  };
}
