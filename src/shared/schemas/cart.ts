import { z } from 'zod';
import { int4 } from './int4.js';
import { parseMoneyToCents } from '../br/money.js';
import { orderStatusLabel } from '../domain/order-status.js';
import { orderActions, type OrderAction } from '../domain/order-transitions.js';
import { envelope } from './envelope.js';
import { validationMessages as m } from '../validation-messages.js';

/** Texts of the cart, the order flow and the order mail (spec sections 4, 5 and 8, and ours). */
export const cartMessages = {
  /** Each product short of stock as 'name (disponível: n)'. */
  shortage: (products: string[]) =>
    `Estoque insuficiente para: ${products.join('; ')}. Ajuste as quantidades e tente novamente.`,
  stockMax: 'Atingiu o estoque máximo permitido',
  productNotFound: 'Produto não encontrado.',
  productUnavailable: 'Este produto não está disponível para venda no momento.',
  orderNotFound: 'Pedido não encontrado.',
  emptyCart: 'Adicione ao menos um produto antes de salvar.',
  customerRequired: 'Selecione um cliente antes de continuar.',
  concurrentEdit:
    'Este orçamento foi alterado por outra pessoa enquanto você editava. Carregamos a versão atual: confira e repita a sua alteração.',
  creditBlocked: 'Cliente com crédito bloqueado (Entre em contato). Confirme para enviar o pedido mesmo assim.',
  forbiddenAction: (action: string, status: string) =>
    `Não é possível ${action} um pedido com status '${orderStatusLabel(status)}'.`,
  budgetSaved: 'Orçamento salvo com sucesso.',
  orderPlaced: 'Pedido enviado com sucesso.',
  /** A customer places orders only through the store checkout (never by directing the cart). */
  checkoutOnly: 'Finalize a compra pelo carrinho da loja.',
  budgetDeleted: 'Orçamento excluído.',
  orderCancelled: 'Venda cancelada.',
  observationEmpty: 'Escreva a observação antes de salvar.',
  observationSaved: 'Observação salva.',
  noCancelReason: 'Venda não foi cancelada ou motivo não foi registrado!',
  returnReasonRequired: 'Informe o motivo da devolução.',
  returnNothing: 'Escolha ao menos um item e a quantidade a devolver.',
  returnRepeated: 'Cada item aparece uma vez só na devolução.',
  /** A line asked back beyond what is still with the customer. */
  returnTooMany: (item: string, left: number) =>
    `A quantidade a devolver de ${item} passa do que ainda pode voltar (${left}).`,
  /** Someone else returned these units first (a concurrent request). */
  returnConflict: 'Estes itens acabaram de ser devolvidos por outra pessoa. Confira a venda e tente de novo.',
  returnRegistered: 'Devolução registrada.',
  discountTooLarge: 'O desconto não pode ser maior que o valor dos produtos.',
  colourRequired: 'Selecione a cor antes de comprar.',
  colourNotFound: 'Cor não encontrada ou inativa.',
} as const;

/** How an action is named in a refusal ('Não é possível {ação} ...'). */
export const actionNames: Record<OrderAction, string> = {
  edit: 'alterar',
  saveBudget: 'salvar como orçamento',
  placeOrder: 'fechar',
  delete: 'excluir',
  cancel: 'cancelar',
  returnItems: 'registrar devolução de',
  copy: 'copiar',
  acceptQuote: 'aceitar',
};

const code = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));
const optionalCode = z.preprocess((v) => (v === '' || v === null ? undefined : v), code.optional());
/** The version the caller saw; absent means "whatever is current" (a single-step call). */
const version = int4(z.coerce.number().int().nonnegative()).optional();

/** Money typed as pt-BR text ('12,50') or sent as decimal reais (12.5), read into centavos. */
export const moneyCents = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return 0;
    if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : NaN;
    return typeof value === 'string' ? (parseMoneyToCents(value) ?? NaN) : NaN;
  },
  z.number({ error: m.money }).int().nonnegative(m.money),
);

export const percentage = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? 0
      : typeof value === 'number'
        ? value
        : Number(typeof value === 'string' ? value.replace(',', '.') : NaN),
  z.number({ error: m.number }).min(0, m.number).max(100, m.number),
);

/** Add item: adding sets the quantity (spec section 4); `desconto` counts only for sellers. */
export const addItemRequest = z.object({
  pedido: optionalCode,
  versao: version,
  codigo: code,
  quantidade: z.unknown(),
  tipo: z.enum(['0', '1']).default('0'),
  observacao: z.string().max(500).optional(),
  desconto: moneyCents.optional(),
  /** The colour (code) of a tint base: the attribute the shop requires before buying. */
  cor: z.string().trim().max(20).optional(),
});
export type AddItemRequest = z.infer<typeof addItemRequest>;

export const removeItemRequest = z.object({ pedido: code, versao: version, item: code });
export const removeItemsRequest = z.object({ pedido: code, versao: version, itens: z.array(code).min(1) });

export const customerChoice = z.object({ pedido: optionalCode, versao: version, cliente: code });

export const discountsRequest = z.object({
  pedido: code,
  versao: version,
  /** Absent: the order's discount value stays as it is. */
  descontoValor: moneyCents.optional(),
  /** Absent: the percentage index stays as it is. */
  indice: percentage.optional(),
  itens: z.array(z.object({ item: code, desconto: moneyCents })).default([]),
});

export const observationRequest = z.object({ pedido: code, versao: version, observacao: z.string().max(2000) });

export const directRequest = z.object({
  versao: version,
  direcionamento: z.enum(['ped', 'tpe']),
  observacao: z.string().max(2000).optional(),
  /** The seller saw the customer's credit block and sends anyway. */
  cienteBloqueio: z.boolean().optional(),
});
export type DirectRequest = z.infer<typeof directRequest>;

/** Copy: `codigoAnterior` is the source; `codigo`, when given, is the cart to fill instead of a new one. */
export const copyRequest = z.object({
  codigo: optionalCode,
  codigoAnterior: code,
  direcionamento: z.string().max(10).optional(),
});

/** An empty reason answers the spec's own text (section 8). */
export const cancelRequest = z.object({
  motivo: z.string({ error: cartMessages.noCancelReason }).trim().min(1, cartMessages.noCancelReason).max(500),
});

const yesNo = z.enum(['S', 'N']);

/** One cart line on the wire (spec section 3 'Cart item'); discounts only for sellers. */
export const cartItem = z.object({
  cficodite: z.number(),
  cfiproite: z.number(),
  cfiqtdite: z.number(),
  cfiprcite: z.number(),
  cfiprlite: z.number(),
  cfidscite: z.number().optional(),
  cfidsclis: z.number().optional(),
  cfidesite: z.string(),
  cfiembite: z.string().nullable(),
  cfiestite: z.number(),
  cfivenite: yesNo,
  cfimaqite: yesNo,
  cficorite: z.string().nullable(),
  cfirgbcrr: z.string().nullable(),
  /** The colour's name, for tinted lines. */
  cfidescor: z.string().nullable(),
  cfiobsite: z.string().nullable(),
  cfidirima: z.string(),
  cfifabite: z.number(),
  tipo: z.enum(['0', '1']),
  /** Line total in reais, computed on the server. */
  total: z.number(),
  /** The most that may be ordered (stock, or 999999 selling without stock). */
  maximo: z.number(),
  /** Multiple mode: the quantity moves in steps of 10 (spec section 5). */
  multiplo: z.boolean(),
  /** Units of the line that came back in returns ('Devolucao'). */
  devolvido: z.number(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartHeader = z.object({
  codigo: z.number(),
  cficodped: z.number(),
  cfistaped: z.string(),
  cfidteped: z.string(),
  cfihorped: z.string(),
  cficliped: z.number().nullable(),
  cfinclped: z.string(),
  cfifanped: z.string().nullable(),
  cfivalped: z.number(),
  cfidscped: z.number().optional(),
  cfiindped: z.number().optional(),
  cfirecped: z.string().nullable(),
  cfiparped: z.number(),
  /** The store's display name (its trade name), as the orders grid gives it. */
  cfinljped: z.string().nullable(),
  /** The store's id: what `loja` of POST /load/budget sets. */
  loja: z.number().nullable(),
  observacao: z.string().nullable(),
  /** Shipping charged on top (reais) and its service, chosen at the store's checkout. */
  frete: z.number(),
  /** 'Juros do parcelamento': the buyer's interest a card charged (reais), counted in cfivalped. */
  juros: z.number().optional(),
  servicoFrete: z.string().nullable(),
  /** Store orders: 'Aguardando pagamento' or 'A receber'. */
  pagamento: z.string().nullable(),
  /** The payment condition (cpg), e.g. '28/56/84'. */
  condicao: z.string().nullable(),
  /** Expected delivery date (YYYY-MM-DD). */
  entrega: z.string().nullable(),
  /** The customer's purchase order number. */
  pedidoCliente: z.string().nullable(),
  /** An open budget's last valid day (YYYY-MM-DD); null for sales. */
  validade: z.string().nullable(),
  /** Past `validade`: shown 'Vencido', renewed at today's prices. */
  vencido: z.boolean(),
  /** Sum of the lines before the order's discounts. */
  subtotal: z.number(),
  versao: z.number(),
  tipoPagina: z.enum(['temporary', 'budget', 'sale']),
  acoes: z.array(z.enum(orderActions)).readonly(),
});
export type CartHeader = z.infer<typeof cartHeader>;

export const cartCustomer = z.object({
  codigo: z.number(),
  nome: z.string(),
  credito: z.string(),
  restricao: z.string().nullable(),
});

export const cartReply = envelope({
  pedido: cartHeader,
  cliente: cartCustomer.nullable(),
  itens: z.array(cartItem),
  /** Set when a quantity was clamped to the stock ('Atingiu o estoque máximo permitido'). */
  ajustado: z.boolean().optional(),
});
export type CartReply = z.infer<typeof cartReply>;

/**
 * A refused cart change may carry the fresh cart (concurrent edit), the credit-block question, or
 * `aprovacao` (a discount above the seller's cap: the order now waits for a manager).
 */
export const cartRefusal = z.object({
  carrinho: cartReply.optional(),
  bloqueio: z.boolean().optional(),
  aprovacao: z.boolean().optional(),
});

/** A product as the cart's search lists it. */
export const productHit = z.object({
  codigo: z.number(),
  nome: z.string(),
  fabricante: z.string(),
  grupo: z.string(),
  estoque: z.number(),
  preco: z.number(),
  precoLista: z.number(),
  vendaSemEstoque: z.boolean(),
  maximo: z.number(),
  /** Multiple mode: the quantity moves in steps of 10 (spec section 5). */
  multiplo: z.boolean(),
  imagem: z.string().nullable(),
  /** A tint base: the terminal offers 'Tingir' (docs/tinting.md). */
  base: z.boolean(),
});
export type ProductHit = z.infer<typeof productHit>;

/** GET /api/carrinho/{pedido}. */
export const cartParams = z.object({ pedido: int4(z.coerce.number().int().positive()) });

/** POST /api/carrinho/copiar: the budget the items went to; the screen goes to /?pedido={codigo}. */
export const copyReply = envelope({ codigo: z.number() });

export const productSearchRequest = z.object({
  termo: z.string().trim().max(100).default(''),
  campo: z.enum(['todos', 'codigo', 'descricao', 'fabricante', 'grupo']).default('todos'),
  pagina: z.coerce.number().int().nonnegative().default(0),
  /** The cart the seller is filling: prices are that customer's (docs/pricing.md). */
  pedido: optionalCode,
});
export type ProductSearchRequest = z.output<typeof productSearchRequest>;
export const PRODUCT_PAGE_SIZE = 10;

export const productSearchReply = envelope({ produtos: z.array(productHit), temMais: z.boolean() });
