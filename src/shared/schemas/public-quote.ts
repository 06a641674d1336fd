import { z } from 'zod';
import { fill, validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import { int4 } from './int4.js';

/** Texts of the public quote (issue 17): the budget a customer opens from WhatsApp. */
export const quoteMessages = {
  /** One answer for a wrong, expired, revoked or unknown link: nothing about which. */
  notFound: 'Este orçamento não está mais disponível. Peça um novo link ao vendedor.',
  customerRequired: 'Escolha o cliente do orçamento antes de enviá-lo.',
  notABudget: 'Só um orçamento em aberto e dentro da validade pode ser enviado ao cliente.',
  noCellphone:
    'O cliente não tem celular cadastrado na ficha. Cadastre o celular ou copie o link e envie por outro meio.',
  linkReady: 'Link do orçamento gerado. Os links anteriores deste orçamento deixaram de valer.',
  revoked: 'Link desativado: o cliente não consegue mais abrir este orçamento.',
  accepted: 'Orçamento aceito! O vendedor vai confirmar o pedido e entrar em contato.',
  alreadyAccepted: 'Este orçamento já foi aceito. Para mudar algo, fale com o vendedor.',
  changesSent: 'Recebemos seu pedido de alteração. O vendedor vai entrar em contato.',
  changesRequired: 'Escreva o que você gostaria de alterar.',
  acceptAndPay: 'Aceitar e pagar com Pix',
  /** A budget whose terms are Pix, accepted: the Pix is paid on the same page. */
  acceptedPix: 'Orçamento aceito! Pague com Pix abaixo; o vendedor confirma o pedido assim que o pagamento chegar.',
  pixNotOffered: 'Este orçamento não é pago por Pix. Fale com o vendedor sobre o pagamento.',
  pixAcceptFirst: 'Aceite o orçamento antes de pagar.',
  pixClosed: 'Este pedido não está mais aberto para pagamento.',
  pixExpired: 'O prazo do Pix terminou sem pagamento. Gere um novo Pix para pagar.',
  pixNew: 'Gerar novo Pix',
  whatsappText: (company: string, id: number, link: string) =>
    `Olá! Segue o orçamento nº ${id} de ${company}. Veja os itens, as condições e aceite pelo link: ${link}`,
} as const;

const code = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));
export const quoteOrderParams = z.object({ pedido: code });
/** Any text: a malformed token is answered as a wrong one (404), not as bad input. */
export const quoteTokenParams = z.object({ token: z.string().max(200) });

export const issueQuoteReply = envelope({
  link: z.string(),
  /** The wa.me link with the message, or null when the customer has no mobile number. */
  whatsapp: z.string().nullable(),
  mensagem: z.string(),
});

export const quoteChange = z.object({ codigo: z.number(), mensagem: z.string(), em: z.string() });

/** What the seller sees of a budget's link: whether one is live, its acceptance and the customer's notes. */
export const quoteStateReply = envelope({
  ativo: z.boolean(),
  emitidoEm: z.string().nullable(),
  aceitoEm: z.string().nullable(),
  alteracoes: z.array(quoteChange),
});
export type QuoteState = z.infer<typeof quoteStateReply>;

export const revokeQuoteReply = envelope({ mensagem: z.string() });

const quoteLine = z.object({
  descricao: z.string(),
  embalagem: z.string().nullable(),
  cor: z.string().nullable(),
  quantidade: z.number(),
  unitarioCentavos: z.number(),
  totalCentavos: z.number(),
});

/** The public page: company, items, terms and total, as the customer reads them (no seller fields). */
export const publicQuoteReply = envelope({
  empresa: z.string(),
  codigo: z.number(),
  cliente: z.string(),
  emissao: z.string(),
  validade: z.string().nullable(),
  situacao: z.enum(['aberto', 'aceito']),
  itens: z.array(quoteLine),
  subtotalCentavos: z.number(),
  descontoCentavos: z.number(),
  freteCentavos: z.number(),
  totalCentavos: z.number(),
  formaPagamento: z.string().nullable(),
  condicao: z.string().nullable(),
  parcelas: z.number(),
  servicoFrete: z.string().nullable(),
  entrega: z.string().nullable(),
  /** The terms say Pix and the company takes Pix: once accepted, the customer pays on the page. */
  pagarComPix: z.boolean(),
});
export type PublicQuote = z.infer<typeof publicQuoteReply>;

export const acceptQuoteReply = envelope({ mensagem: z.string() });

export const quoteChangesRequest = z.object({
  mensagem: z
    .string({ error: quoteMessages.changesRequired })
    .trim()
    .min(1, quoteMessages.changesRequired)
    .max(1000, fill(m.maxlength, 1000)),
});
export const quoteChangesReply = envelope({ mensagem: z.string() });
