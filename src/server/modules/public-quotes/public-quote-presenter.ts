import { reaisToCents } from '../../../shared/domain/money.js';
import { conditionLabel, paymentWithInstalments } from '../../../shared/domain/order-terms.js';
import type { CartReply } from '../../../shared/schemas/cart.js';
import type { PublicQuote } from '../../../shared/schemas/public-quote.js';

/**
 * The budget as the public page shows it, from the cart its customer would see (no per-line
 * discount fields): money in centavos, terms already in words. The order-level discount is what
 * the lines and the freight add up to above the total.
 */
export function presentQuote(company: string, cart: CartReply, accepted: boolean, pagarComPix: boolean): PublicQuote {
  const { pedido } = cart;
  const subtotalCentavos = reaisToCents(pedido.subtotal);
  const freteCentavos = reaisToCents(pedido.frete);
  const totalCentavos = reaisToCents(pedido.cfivalped);
  return {
    empresa: company,
    codigo: pedido.codigo,
    cliente: pedido.cfifanped?.trim() || pedido.cfinclped,
    emissao: pedido.cfidteped,
    validade: pedido.validade,
    situacao: accepted ? 'aceito' : 'aberto',
    itens: cart.itens.map((item) => ({
      descricao: item.cfidesite,
      embalagem: item.cfiembite,
      cor: item.cfidescor ?? item.cficorite,
      quantidade: item.cfiqtdite,
      unitarioCentavos: reaisToCents(item.cfiprcite),
      totalCentavos: reaisToCents(item.total),
    })),
    subtotalCentavos,
    descontoCentavos: Math.max(0, subtotalCentavos + freteCentavos - totalCentavos),
    freteCentavos,
    totalCentavos,
    formaPagamento: pedido.cfirecped ? paymentWithInstalments(pedido.cfirecped, pedido.cfiparped) : null,
    condicao: pedido.condicao ? conditionLabel(pedido.condicao) : null,
    parcelas: pedido.cfiparped,
    servicoFrete: pedido.servicoFrete,
    entrega: pedido.entrega,
    pagarComPix,
  };
}
