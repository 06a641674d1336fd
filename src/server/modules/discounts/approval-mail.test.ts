import { describe, expect, it } from 'vitest';
import { approvalDecisionMail, approvalRequestMail } from './approval-mail.js';

describe('the discount approval mails, word for word', () => {
  it("tell the managers what waits in their queue, the seller's name escaped", () => {
    expect(
      approvalRequestMail('Tintas & Cia', 'Ana <Vendas>', {
        orderId: 42,
        discountHundredths: 1250,
        limitHundredths: 1000,
        totalCents: 123_456,
      }),
    ).toEqual({
      subject: 'Pedido nº 42 aguarda aprovação de desconto - Tintas & Cia',
      html:
        '<h2>Pedido nº 42 aguarda aprovação de desconto</h2>' +
        '<p>Ana &lt;Vendas&gt; pediu 12,50% de desconto no pedido nº 42 (total de R$ 1.234,56), ' +
        'acima do limite de 10,00%.</p>' +
        '<p>Aprove ou recuse em Aprovações de desconto, no menu do Balcão.</p>',
    });
  });

  it('tell the seller an approval, and what to do next', () => {
    const decided = { orderId: 42, status: 'approved' as const, discountHundredths: 1250, totalCents: 123_456 };
    expect(approvalDecisionMail('Tintas', 'Ana', decided, null)).toEqual({
      subject: 'Desconto do pedido nº 42 aprovado - Tintas',
      html:
        '<h2>Desconto do pedido nº 42 aprovado</h2><p>Olá, Ana!</p>' +
        '<p>O desconto de 12,50% no pedido nº 42 (total de R$ 1.234,56) foi aprovado.</p>' +
        '<p>Você já pode fechar o pedido no terminal.</p>',
    });
  });

  it('tell the seller a refusal with its reason, escaped', () => {
    const decided = { orderId: 7, status: 'refused' as const, discountHundredths: 500, totalCents: 9_990 };
    expect(approvalDecisionMail('Tintas', 'Ana', decided, 'Margem < 5%')).toEqual({
      subject: 'Desconto do pedido nº 7 recusado - Tintas',
      html:
        '<h2>Desconto do pedido nº 7 recusado</h2><p>Olá, Ana!</p>' +
        '<p>O desconto de 5,00% no pedido nº 7 (total de R$ 99,90) foi recusado.</p>' +
        '<p>Motivo: Margem &lt; 5%</p>' +
        '<p>Ajuste o desconto no terminal antes de fechar o pedido.</p>',
    });
  });
});
