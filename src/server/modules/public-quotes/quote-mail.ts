import { escapeHtml as escape } from '../../../shared/html.js';

/** To the seller who sent the link: the customer accepted the budget; it waits for their confirmation. */
export function acceptedMail(company: string, orderId: number, customer: string) {
  return {
    subject: `Orçamento nº ${orderId} aceito pelo cliente - ${company}`,
    html:
      `<h2>Orçamento nº ${orderId} aceito</h2>` +
      `<p>${escape(customer)} aceitou o orçamento nº ${orderId} pelo link enviado por WhatsApp.</p>` +
      '<p>Ele virou uma reserva: confira e confirme o pedido em Detalhes do pedido.</p>',
  };
}

/** To the seller who sent the link: the customer asks for changes, in their own words. */
export function changesMail(company: string, orderId: number, customer: string, message: string) {
  return {
    subject: `Pedido de alteração no orçamento nº ${orderId} - ${company}`,
    html:
      `<h2>Pedido de alteração no orçamento nº ${orderId}</h2>` +
      `<p>${escape(customer)} pediu alterações pelo link do orçamento:</p>` +
      `<blockquote>${escape(message).replaceAll('\n', '<br>')}</blockquote>` +
      '<p>A mensagem também aparece nos detalhes do orçamento.</p>',
  };
}
