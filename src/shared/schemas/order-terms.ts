import { z } from 'zod';
import { formatMoney } from '../br/format-money.js';
import { paymentMethods, type PaymentMethod } from '../domain/order-status.js';
import { envelope } from './envelope.js';
import { int4 } from './int4.js';
import { moneyCents } from './cart.js';
import { validationMessages as m } from '../validation-messages.js';

/** Texts of the order's commercial terms (issue 17), once. */
export const termsMessages = {
  paymentMethodDisabled: 'Esta forma de pagamento não está habilitada para a loja.',
  conditionUnknown: 'Escolha uma das condições de pagamento cadastradas.',
  instalmentsTooMany: (max: number) => `Parcele em no máximo ${max} ${max === 1 ? 'vez' : 'vezes'}.`,
  instalmentTooSmall: (minimumCents: number) => `Cada parcela precisa ser de pelo menos ${formatMoney(minimumCents)}.`,
  storeNotFound: 'Loja não encontrada.',
  deliveryInPast: 'A data de entrega não pode ser anterior à data do pedido.',
  date: 'Informe uma data válida.',
  renewed: 'Orçamento renovado com os preços de hoje.',
  notExpired: 'Este orçamento ainda está dentro da validade.',
} as const;

const code = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));
const version = int4(z.coerce.number().int().nonnegative()).optional();
/** An empty text clears the field (null); absent leaves it as it is. */
const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());
const isoDate = z.iso.date({ error: termsMessages.date });

/** The freight of a seller's order: a quoted service, pickup, or a negotiated value ('Frete negociado'). */
export const freightChoice = z.object({
  servico: z.string().trim().min(1).max(60),
  valor: moneyCents,
});

/**
 * POST /api/carrinho/condicoes: the commercial terms of the order being built. Each field absent
 * stays as it is; `null` (or '') clears it. Only sellers set terms.
 */
export const termsRequest = z.object({
  pedido: code,
  versao: version,
  loja: clearable(code),
  formaPagamento: clearable(
    z.enum(Object.keys(paymentMethods) as [PaymentMethod, ...PaymentMethod[]], {
      error: termsMessages.paymentMethodDisabled,
    }),
  ),
  condicao: clearable(z.string().trim().max(40)),
  parcelas: int4(z.coerce.number({ error: m.number }).int(m.number).min(1, m.number)).optional(),
  frete: freightChoice.nullable().optional(),
  entrega: clearable(isoDate),
  pedidoCliente: clearable(z.string().trim().max(40)),
});
export type TermsRequest = z.infer<typeof termsRequest>;

/** GET /api/carrinho/condicoes: what the terminal offers (the tenant's store configuration). */
export const termsOptions = envelope({
  formas: z.array(z.object({ codigo: z.string(), nome: z.string() })),
  condicoes: z.array(z.string()),
  parcelasMaximo: z.number(),
  /** The smallest instalment, in reais (0: no minimum). */
  parcelaMinima: z.number(),
  /** How many days a budget's prices hold. */
  validadeDias: z.number(),
});
export type TermsOptions = z.infer<typeof termsOptions>;

/** POST /api/carrinho/renovar: an expired budget at today's prices. */
export const renewRequest = z.object({ pedido: code, versao: version });
