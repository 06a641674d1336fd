import { formatDay } from '../../../shared/br/dates.js';
import { formatMoney } from '../../../shared/br/format-money.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { paymentProviders } from '../../../shared/schemas/payment-config.js';
import { paymentMessages as m } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import type { Mail } from '../mail/index.js';
import { paymentOrderFacts } from '../orders/index.js';
import { readStoreNoticeAddresses } from '../store-config/index.js';
import type { PaymentRow } from './payments.repo.js';

/**
 * The store's own e-mails about a payment that needs a person (readStoreNoticeAddresses): what
 * happened, to whom, how much, the ids to find it at the provider, and what to do. Undefined when
 * the store has no address to tell.
 */

type Fact = [label: string, value: string];

const providerName = (provider: string) =>
  paymentProviders[provider as keyof typeof paymentProviders]?.name ?? provider;

function noticeHtml(title: string, lead: string[], facts: Fact[], todo: string[]): string {
  const items = facts.map(([label, value]) => `<li><b>${escape(label)}:</b> ${escape(value)}</li>`).join('');
  const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('');
  return `<h2>${escape(title)}</h2>${paragraphs(lead)}<ul>${items}</ul>${paragraphs(todo)}`;
}

async function notice(tx: Db, tenantId: number, title: string, html: string): Promise<Mail | undefined> {
  const to = await readStoreNoticeAddresses(tx, tenantId);
  return to.length > 0 ? { tenantId, to, subject: title, html } : undefined;
}

/** Who paid and the sale at its provider, as both card notices list them. */
async function cardSaleFacts(tx: Db, payment: PaymentRow, saleId: string, valueLabel: string) {
  const order = await paymentOrderFacts(tx, payment.tenantId, payment.orderId);
  const customer = order?.customerName || payment.payerName;
  const amount = formatMoney(payment.amountCents);
  const facts: Fact[] = [
    ['Cliente', order?.customerEmail ? `${customer} (${order.customerEmail})` : customer],
    [valueLabel, payment.instalments ? `${amount} em ${payment.instalments}x` : amount],
    ['Operadora', providerName(payment.provider)],
    ['Id da venda na operadora', saleId],
    ['Referência do Balcão na operadora', payment.providerRef],
  ];
  return { customer, amount, facts };
}

/** Why the sweep voided a card sale: approved by the antifraud's review too late, or a reply that never reached the checkout. */
const voidedBecause = {
  review:
    'A operadora aprovou a venda na análise antifraude (revisão manual) depois que o cliente saiu da página, e ele não voltou para finalizar a compra em 15 minutos.',
  lost: 'A operadora aprovou a venda, mas a resposta não chegou ao checkout (ou o pedido não pôde ser concluído), e o cliente não finalizou a compra em 15 minutos.',
};

/**
 * A paid or authorised card sale that never became an order, voided by the sweep ('venda paga sem
 * pedido'): who, how much, the provider and its sale id, that the money went back, and why.
 */
export async function voidedSaleNotice(tx: Db, payment: PaymentRow, saleId: string): Promise<Mail | undefined> {
  const sale = await cardSaleFacts(tx, payment, saleId, 'Valor');
  const title = `Venda no cartão cancelada sem pedido: ${sale.amount} de ${sale.customer}`;
  const facts: Fact[] = [
    ...sale.facts,
    ['Carrinho', `nº ${payment.orderId}`],
    ['Cartão', payment.cardMask ?? 'não informado'],
  ];
  const why = payment.reason === m.cardInReviewReason ? voidedBecause.review : voidedBecause.lost;
  const html = noticeHtml(
    title,
    [
      why,
      'Sem pedido, a loja não separaria nem entregaria os produtos: por isso o Balcão cancelou a venda na operadora, e o valor foi estornado no cartão do cliente (a devolução aparece na fatura no prazo do banco emissor).',
    ],
    facts,
    [
      'O que fazer: nada na operadora. Se o cliente procurar a loja, explique que a cobrança foi cancelada e que a compra pode ser feita de novo na loja virtual: o carrinho dele continua guardado.',
    ],
  );
  return notice(tx, payment.tenantId, title, html);
}

/**
 * A card sale the sweep voided after its lease ended, while a checkout placed the order on it: the
 * order stands but its money went back. The store must settle it with the customer.
 */
export async function placedSaleVoidedNotice(tx: Db, payment: PaymentRow, saleId: string): Promise<Mail | undefined> {
  const sale = await cardSaleFacts(tx, payment, saleId, 'Valor estornado');
  const title = `Pedido nº ${payment.orderId} com a venda no cartão estornada: confira antes de entregar`;
  const facts: Fact[] = [['Pedido', `nº ${payment.orderId}`], ...sale.facts];
  const html = noticeHtml(
    title,
    [
      'A varredura de vendas sem pedido cancelou esta venda na operadora, mas a resposta da operadora demorou e, nesse meio tempo, o cliente concluiu a compra com a mesma venda. O pedido foi gravado e o valor voltou para o cartão do cliente.',
      "O pagamento do pedido agora aparece como 'Estornado'.",
    ],
    facts,
    [
      'O que fazer: não entregue os produtos antes de receber. Fale com o cliente e combine outra forma de pagamento (ou cancele o pedido para liberar o estoque).',
    ],
  );
  return notice(tx, payment.tenantId, title, html);
}

/** A boleto Cielo refused to register: the order goes on 'A receber', and the store issues its own boleto. */
export async function refusedBoletoNotice(tx: Db, payment: PaymentRow, reason: string): Promise<Mail | undefined> {
  const order = await paymentOrderFacts(tx, payment.tenantId, payment.orderId);
  const customer = order?.customerName || payment.payerName;
  const title = `Boleto do pedido nº ${payment.orderId} recusado pela Cielo: emita o boleto da loja`;
  const facts: Fact[] = [
    ['Pedido', `nº ${payment.orderId}`],
    ['Cliente', order?.customerEmail ? `${customer} (${order.customerEmail})` : customer],
    ['Valor', formatMoney(payment.amountCents)],
    ...(payment.dueOn ? [['Vencimento pedido à Cielo', formatDay(payment.dueOn)] as Fact] : []),
    ['Motivo', reason],
    ['Referência na Cielo (MerchantOrderId)', payment.providerRef],
  ];
  const told = order?.customerEmail
    ? 'O cliente recebeu um e-mail com o motivo e o aviso de que a loja vai enviar o boleto.'
    : 'O cliente não tem e-mail no cadastro: avise-o de que a loja vai enviar o boleto.';
  const html = noticeHtml(
    title,
    ['O pedido continua valendo, com os produtos reservados, como pedido de boleto a receber.'],
    facts,
    [
      `O que fazer: emita o boleto da loja para este pedido e envie-o ao cliente, como para um cliente sem CPF/CNPJ. ${told}`,
      'Se o motivo for a conta da Cielo (boleto registrado não habilitado para o banco escolhido), fale com a Cielo: enquanto isso, todo boleto da loja virtual cai neste caminho.',
    ],
  );
  return notice(tx, payment.tenantId, title, html);
}
