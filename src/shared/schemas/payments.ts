import { z } from 'zod';
import { envelope } from './envelope.js';

/**
 * The payment state of a charge and of its order (orders.payment_status); 'A receber' stays the state
 * of the offline methods (boleto self-issued, prazo, dinheiro, cheque).
 */
export const paymentStates = {
  awaiting: 'Aguardando pagamento',
  paid: 'Pago',
  refused: 'Pagamento recusado',
  expired: 'Expirado',
  refunded: 'Estornado',
} as const;
export type PaymentState = (typeof paymentStates)[keyof typeof paymentStates];
export const paymentStateValues = Object.values(paymentStates) as [PaymentState, ...PaymentState[]];

export const paymentMessages = {
  confirmed: 'Pagamento confirmado',
  pixInstructions: 'Abra o app do seu banco, escolha Pix e leia o QR code ou cole o código abaixo.',
  pixExpired: 'O prazo do Pix terminou sem pagamento. O pedido foi cancelado e os produtos voltaram ao estoque.',
  pixUnavailable:
    'Não foi possível gerar o Pix agora: o serviço de pagamento não respondeu. Seu pedido está guardado; tente gerar o Pix de novo em instantes.',
  pixRetry: 'Gerar o Pix de novo',
  copy: 'Copiar código',
  copied: 'Código copiado',
  copyPasteLabel: 'Pix copia e cola',
  expiresIn: (time: string) => `Expira em ${time}`,
  amountMismatch: (paid: string, due: string) => `Valor recebido (${paid}) diferente do valor da cobrança (${due}).`,
  expiredReason: 'Pix expirado sem pagamento',
  boletoTitle: (value: string) => `Pague o boleto: ${value}`,
  boletoInstructions:
    'Pague no app ou no site do seu banco, com a linha digitável abaixo, ou abra o boleto para imprimir. A confirmação chega aqui em até 3 dias úteis depois do pagamento.',
  boletoLineLabel: 'Linha digitável',
  boletoCopy: 'Copiar',
  boletoDue: (day: string) => `Vencimento: ${day}`,
  boletoOpen: 'Abrir boleto',
  boletoUnavailable:
    'Não foi possível registrar o boleto agora: o serviço de pagamento não respondeu. Seu pedido está guardado; tente de novo em instantes.',
  boletoRetry: 'Gerar o boleto de novo',
  /** Cielo (or its bank) refused to register the boleto: the charge is closed with this reason. */
  boletoRefused: (subject: string, code: string) =>
    `A Cielo não registrou o boleto: ${subject}${code ? ` (código ${code})` : ''}.`,
  /** What follows a refused registration: the order stays, with the shop's own boleto (as without Cielo). */
  boletoSelfIssued:
    'Seu pedido continua guardado e os produtos reservados: a loja vai emitir o boleto e enviá-lo a você. Quando emitido, ele também aparece em Minha conta, em Boletos, com a segunda via.',
  boletoPaid: (value: string) => `${value} recebidos pelo boleto.`,
  boletoExpired: 'O boleto venceu sem pagamento. O pedido foi cancelado e os produtos voltaram ao estoque.',
  boletoExpiredReason: 'Boleto vencido sem pagamento',
  /** What the provider's boleto prints for the bank's cashier. */
  boletoCashierInstructions: 'Não receber após o vencimento. Pedido cancelado se não pago.',
  boletoDemonstrative: (order: number, store: string) => `Pedido nº ${order} - ${store}`,
  /** The card issuer's answer ('Não Autorizada', code '05'), in the customer's words. */
  cardRefused: (reason: string, code: string) =>
    `Pagamento recusado pela operadora do cartão: ${reason || 'Não Autorizada'}${code ? ` (código ${code})` : ''}. Confira os dados ou use outro cartão.`,
  cardInvalid: 'A operadora não aceitou os dados do cartão. Confira o número, a validade e o código de segurança.',
  cardUnavailable:
    'A operadora do cartão não respondeu a tempo. Seu carrinho continua aqui: tente de novo em instantes. Uma cobrança que tenha passado não será feita duas vezes.',
  cardPaid: 'Pagamento confirmado. Pedido realizado com sucesso!',
  cardNotOffered:
    'O pagamento com cartão não está disponível nesta loja no momento. Escolha outra forma de pagamento; nada foi cobrado.',
  /** The card reached us in the other provider's form (the store switched provider while the page was open). */
  cardFormStale:
    'A forma de cobrar o cartão nesta loja mudou ou os dados do cartão não chegaram protegidos. Recarregue a página e preencha o cartão de novo; nada foi cobrado.',
  /** The browser could not load the provider's encryption (PagSeguro's or Moip's script did not arrive, or refused the card's data). */
  cardEncryptFailed: (provider: string) =>
    `Não foi possível proteger os dados do cartão agora: o serviço ${provider} não carregou. Tente de novo em instantes; nada foi cobrado.`,
  /** Cielo's Silent Order Post gave no token (its script did not load, or Cielo did not answer). */
  cardTokenFailed:
    'Não foi possível enviar o cartão com segurança à Cielo agora. Tente de novo em instantes; nada foi cobrado.',
  /** Cielo's antifraud refused the sale (and voided it): the customer is not told why. */
  cardNotApproved:
    'Não foi possível aprovar este pagamento com cartão. Nada foi cobrado: use outro cartão ou escolha outra forma de pagamento.',
  /** Cielo's antifraud holds the sale for the store's review: no order is placed meanwhile. */
  cardInReview:
    'Seu pagamento ficou em análise e o pedido ainda não foi finalizado. Tente finalizar de novo em alguns minutos: se for aprovado, o pedido é feito com este mesmo pagamento, sem nova cobrança.',
  cardInReviewReason: 'Pagamento em análise pela operadora (antifraude)',
  /** The store's antifraud needs the holder's data the form asks for, and the buyer's e-mail and CPF/CNPJ. */
  cardFraudFieldsMissing:
    'Para pagar com cartão nesta loja, informe a data de nascimento e o telefone do titular e tenha um e-mail no seu cadastro. Recarregue a página e tente de novo; nada foi cobrado.',
  /** 3-D Secure: the store requires it and the card came without the issuer's authentication. */
  cardAuthRequired:
    'Este pagamento precisa ser autenticado pelo banco emissor do cartão. Recarregue a página e tente de novo; nada foi cobrado.',
  cardAuthFailed:
    'O banco emissor não confirmou que o cartão é seu. Nada foi cobrado: tente de novo ou use outro cartão.',
  cardAuthUnsupported:
    'Este cartão não pode ser autenticado pelo banco emissor, e a loja exige a autenticação. Nada foi cobrado: use outro cartão.',
  cardAuthUnavailable:
    'Não foi possível falar com o banco emissor para autenticar o cartão agora. Tente de novo em instantes; nada foi cobrado.',
  refundedReason: 'Pedido cancelado: pagamento estornado',
  /** The order was cancelled while its Pix or boleto waited: a payment after it is given back by the shop. */
  cancelledUnpaid: 'Pedido cancelado antes do pagamento: não pague esta cobrança.',
  /** A boleto has no refund at the bank: the shop gives the money back itself. */
  boletoRefundByHand:
    'Pedido cancelado depois de pago com boleto: devolva o valor ao cliente por transferência ou Pix (boleto não tem estorno pelo banco).',
  refundFailed: 'O estorno não foi aceito pelo serviço de pagamento. Tente de novo em instantes; o pedido não mudou.',
  notFound: 'Pagamento não encontrado.',
  badSignature: 'Notificação recusada: assinatura inválida.',
} as const;

export const paymentOrderParams = z.object({ pedido: z.coerce.number().int().positive() });

/** The payment of an order as its customer (and the seller) sees it. */
export const paymentStatusReply = envelope({
  pedido: z.number(),
  forma: z.string(),
  situacao: z.string(),
  motivo: z.string().nullable(),
  valor: z.number(),
  /** Pix: the 'copia e cola' (EMV BR Code), the QR code's content. */
  copiaECola: z.string().nullable(),
  /** ISO instant the Pix charge expires (a boleto: when an unpaid one is cancelled). */
  expiraEm: z.string().nullable(),
  /** A boleto registered at the provider: its linha digitável (47 digits, grouped), due date and document. */
  linhaDigitavel: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  vencimento: z.string().nullable(),
  /** The provider's page or PDF of the boleto, to open in a new tab. */
  urlBoleto: z.string().nullable(),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReply>;

/** A Pix as the BCB API v2 webhook tells it: `POST {url}/pix` with `pix[]`. */
export const pixNotice = z.object({
  endToEndId: z.string().min(1).max(64),
  txid: z.string().max(35).optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  horario: z.string(),
  infoPagador: z.string().optional(),
});
export const pixWebhookBody = z.object({ pix: z.array(pixNotice).min(1).max(100) });
export type PixWebhookBody = z.infer<typeof pixWebhookBody>;
export const pixWebhookParams = z.object({ segredo: z.string().min(1).max(128) });
export const webhookReply = z.object({ ok: z.boolean() });

/** One card's way to Cielo (Silent Order Post): the access token its script needs, and Cielo's environment. */
export const cardSessionReply = z.object({
  tokenAcesso: z.string(),
  ambiente: z.enum(['sandbox', 'production']),
});
export type CardSessionReply = z.infer<typeof cardSessionReply>;

/** One 3-D Secure authentication through Cielo's MPI: the access token BP.Mpi needs, and its environment. */
export const cardAuthSessionReply = z.object({
  tokenAcesso: z.string(),
  ambiente: z.enum(['SDB', 'PRD']),
});
export type CardAuthSessionReply = z.infer<typeof cardAuthSessionReply>;
/**
 * GET /api/pagamentos/cartao/parcelas: the instalments the card form lists for the checkout's goods
 * and total (reais) and the card's brand. Only a quote: the checkout recomputes the plan.
 */
export const instalmentQuery = z.object({
  produtos: z.coerce.number().positive().max(10_000_000),
  total: z.coerce.number().positive().max(10_000_000),
  bandeira: z.string().trim().max(20).default(''),
});
export type InstalmentQuery = z.infer<typeof instalmentQuery>;
export const instalmentPlanReply = z.object({
  parcelas: z.array(
    z.object({
      numero: z.number(),
      /** What the card is charged, in reais (with the buyer's interest, PagBank). */
      total: z.number(),
      juros: z.boolean(),
      /** '3x de R$ 33,34 sem juros', '6x de R$ 18,50 (total R$ 111,00)', '8x com juros do emissor do cartão'. */
      rotulo: z.string(),
    }),
  ),
});
export type InstalmentPlanReply = z.infer<typeof instalmentPlanReply>;

/** Cielo's notification post ('Post de Notificação'): which sale changed; its state is read back with a GET. */
export const cieloWebhookBody = z.object({
  PaymentId: z.string().min(1).max(64),
  ChangeType: z.coerce.number().int(),
  RecurrentPaymentId: z.string().max(64).optional(),
});
export type CieloWebhookBody = z.infer<typeof cieloWebhookBody>;
export const cieloWebhookParams = z.object({ segredo: z.string().min(1).max(128) });

/**
 * PagBank's notification (API de Pedidos): the order as JSON, signed in `x-authenticity-token`. Only
 * the ids are read here; the charge itself is read back from PagBank before anything changes.
 */
export const pagSeguroWebhookBody = z.object({
  id: z.string().min(1).max(64),
  reference_id: z.string().max(64).optional(),
  charges: z
    .array(z.object({ id: z.string().min(1).max(64), reference_id: z.string().max(64).optional() }))
    .max(10)
    .default([]),
});
export type PagSeguroWebhookBody = z.infer<typeof pagSeguroWebhookBody>;
/** The same secret address as Cielo's. */
export const pagSeguroWebhookParams = cieloWebhookParams;

/**
 * Moip's notification (API v2 webhook): `{event, resource: {payment}}`, with the preference's token in
 * `Authorization`. Only the payment id is read; the payment itself is read back from Moip.
 */
export const moipWebhookBody = z.object({
  event: z.string().max(64),
  resource: z.object({ payment: z.object({ id: z.string().min(1).max(64) }).optional() }).default({}),
});
export type MoipWebhookBody = z.infer<typeof moipWebhookBody>;
/** The same secret address as Cielo's. */
export const moipWebhookParams = cieloWebhookParams;
