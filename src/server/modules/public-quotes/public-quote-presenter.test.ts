import { describe, expect, it } from 'vitest';
import type { CartHeader, CartItem, CartReply } from '../../../shared/schemas/cart.js';
import { presentQuote } from './public-quote-presenter.js';
import { acceptedMail, changesMail } from './quote-mail.js';
import { missingMeta, quoteMeta } from './quote-page.js';

const header: CartHeader = {
  codigo: 41,
  cficodped: 41,
  cfistaped: 'Orcamento',
  cfidteped: '2026-11-20',
  cfihorped: '10:00:00',
  cficliped: 7,
  cfinclped: 'Loja Azul Ltda',
  cfifanped: '  Loja Azul  ',
  cfivalped: 95.5,
  cfirecped: 'D',
  cfiparped: 3,
  cfinljped: null,
  loja: null,
  observacao: null,
  frete: 10,
  servicoFrete: 'SEDEX',
  pagamento: null,
  condicao: '28/56/84',
  entrega: '2026-12-01',
  pedidoCliente: null,
  validade: '2026-11-30',
  vencido: false,
  subtotal: 100.5,
  versao: 1,
  tipoPagina: 'budget',
  acoes: [],
};

const line = (changes: Partial<CartItem>): CartItem => ({
  cficodite: 1,
  cfiproite: 5,
  cfiqtdite: 2,
  cfiprcite: 25.25,
  cfiprlite: 25.25,
  cfidesite: 'Tinta Acrílica',
  cfiembite: 'GL 3,6 L',
  cfiestite: 10,
  cfivenite: 'N',
  cfimaqite: 'S',
  cficorite: 'A123',
  cfirgbcrr: null,
  cfidescor: 'Azul Sereno',
  cfiobsite: null,
  cfidirima: '',
  cfifabite: 1,
  tipo: '1',
  total: 50.5,
  maximo: 10,
  multiplo: false,
  devolvido: 0,
  ...changes,
});

const cart = (changes: Partial<CartHeader> = {}, items = [line({})]): CartReply => ({
  pedido: { ...header, ...changes },
  cliente: null,
  itens: items,
});

describe('the budget as its public page shows it', () => {
  it('gives money in centavos, terms in words, and the discount as what the total lacks', () => {
    const items = [line({}), line({ cficodite: 2, cfidescor: null, cficorite: null, cfiembite: null, total: 50 })];
    expect(presentQuote('Tintas Teste', cart({}, items), false, true)).toEqual({
      empresa: 'Tintas Teste',
      codigo: 41,
      cliente: 'Loja Azul',
      emissao: '2026-11-20',
      validade: '2026-11-30',
      situacao: 'aberto',
      itens: [
        {
          descricao: 'Tinta Acrílica',
          embalagem: 'GL 3,6 L',
          cor: 'Azul Sereno',
          quantidade: 2,
          unitarioCentavos: 2525,
          totalCentavos: 5050,
        },
        {
          descricao: 'Tinta Acrílica',
          embalagem: null,
          cor: null,
          quantidade: 2,
          unitarioCentavos: 2525,
          totalCentavos: 5000,
        },
      ],
      subtotalCentavos: 10050,
      descontoCentavos: 1500,
      freteCentavos: 1000,
      totalCentavos: 9550,
      formaPagamento: 'Boleto em 3 parcelas',
      condicao: '28/56/84 dias',
      parcelas: 3,
      servicoFrete: 'SEDEX',
      entrega: '2026-12-01',
      pagarComPix: true,
    });
  });

  it("names the colour by its code when it has no name, the customer by the order's name without a trade name", () => {
    const quote = presentQuote('T', cart({ cfifanped: '   ' }, [line({ cfidescor: null })]), true, false);
    expect([quote.cliente, quote.itens[0]?.cor, quote.situacao, quote.pagarComPix]).toEqual([
      'Loja Azul Ltda',
      'A123',
      'aceito',
      false,
    ]);
    expect(presentQuote('T', cart({ cfifanped: null }), false, false).cliente).toBe('Loja Azul Ltda');
  });

  it('shows no payment or condition the seller did not set, and never a negative discount', () => {
    const quote = presentQuote(
      'T',
      cart({ cfirecped: null, condicao: null, cfivalped: 120, cfiparped: 1 }),
      false,
      false,
    );
    expect([quote.formaPagamento, quote.condicao, quote.descontoCentavos]).toEqual([null, null, 0]);
    expect(presentQuote('T', cart({ cfiparped: 1 }), false, false).formaPagamento).toBe('Boleto');
  });
});

describe('the link preview and the mails to the seller', () => {
  const quote = presentQuote('Tintas <Teste>', cart(), false, false);

  it('says the company, the total and, while open, the last valid day', () => {
    expect(quoteMeta(quote, 'https://loja/proposta/x')).toEqual({
      title: 'Orçamento nº 41 - Tintas <Teste>',
      description: 'Tintas <Teste> · Total R$ 95,50 · válido até 30/11/2026',
      url: 'https://loja/proposta/x',
    });
    expect(quoteMeta({ ...quote, situacao: 'aceito' }, 'u').description).toBe('Tintas <Teste> · Total R$ 95,50');
    expect(quoteMeta({ ...quote, validade: null }, 'u').description).toBe('Tintas <Teste> · Total R$ 95,50');
    expect(missingMeta('u')).toEqual({
      title: 'Orçamento indisponível',
      description: 'Este link de orçamento não está mais disponível.',
      url: 'u',
    });
  });

  it("tells the seller of an acceptance and of a change request, in the customer's words, escaped", () => {
    expect(acceptedMail('Tintas Teste', 41, 'Loja <Azul>')).toEqual({
      subject: 'Orçamento nº 41 aceito pelo cliente - Tintas Teste',
      html:
        '<h2>Orçamento nº 41 aceito</h2>' +
        '<p>Loja &lt;Azul&gt; aceitou o orçamento nº 41 pelo link enviado por WhatsApp.</p>' +
        '<p>Ele virou uma reserva: confira e confirme o pedido em Detalhes do pedido.</p>',
    });
    expect(changesMail('Tintas Teste', 41, 'Loja <Azul>', 'Trocar a cor\nE o <prazo>')).toEqual({
      subject: 'Pedido de alteração no orçamento nº 41 - Tintas Teste',
      html:
        '<h2>Pedido de alteração no orçamento nº 41</h2>' +
        '<p>Loja &lt;Azul&gt; pediu alterações pelo link do orçamento:</p>' +
        '<blockquote>Trocar a cor<br>E o &lt;prazo&gt;</blockquote>' +
        '<p>A mensagem também aparece nos detalhes do orçamento.</p>',
    });
  });
});
