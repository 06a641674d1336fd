import { z } from 'zod';
import { isValidCreditCard } from '../br/credit-card.js';
import { formatMoney } from '../br/format-money.js';
import { missingForMinimum, type MinimumPurchase } from '../domain/minimum-purchase.js';
import { paymentMethods } from '../domain/order-status.js';
import { validationMessages as m } from '../validation-messages.js';
import { cepField, cpfField, phoneField, requiredText } from './fields.js';

/** Texts of the online store (spec sections 5 and 8, and ours). */
export const storeMessages = {
  cartDisabled: 'A compra pela loja virtual está desativada no momento.',
  enterCep: 'Digite um CEP',
  noShippingRules: 'Não existe forma de frete configurada pelo administrador.',
  shippingUnavailable: 'Entrega indisponível para esta região',
  /** 'Faltam R$ {amount}' after the configured message. */
  missing: (cents: number) => `Faltam ${formatMoney(cents)}`,
  shippingChoiceGone: 'A forma de entrega escolhida não está disponível para este CEP. Calcule o frete novamente.',
  paymentNotEnabled: 'Escolha uma das formas de pagamento aceitas pela loja.',
  instalmentsTooMany: (max: number) => `Parcelamento em até ${max}x nesta compra.`,
  pricesChanged: 'Os preços mudaram desde que você abriu o carrinho. Confira o novo total e confirme de novo.',
  creditBlocked: 'Não foi possível concluir a compra: há uma pendência no seu cadastro. Entre em contato com a loja.',
  orderPlaced: 'Pedido realizado com sucesso!',
  cardPending:
    'Seu pedido foi registrado e aguarda o pagamento com cartão. Nenhum valor foi cobrado agora: a loja entrará em contato para concluir o pagamento.',
  productGone: 'Um produto do carrinho não está mais à venda. Remova-o para continuar.',
} as const;

/** The text that blocks checkout below the minimum purchase ('{message} Faltam R$ x'), or undefined. */
export function minimumPurchaseBlock(goodsCents: number, minimum: MinimumPurchase | undefined): string | undefined {
  const missing = missingForMinimum(goodsCents, minimum);
  return missing > 0 && minimum ? `${minimum.message} ${storeMessages.missing(missing)}` : undefined;
}

/** How an order placed in the store is to be paid. */
export const paymentStatuses = { awaitingCard: 'Aguardando pagamento', onAccount: 'A receber' } as const;

const monthYear = (value: string) => /^(0[1-9]|1[0-2])$/.test(value);

/**
 * The nine fields of the credit-card form, all required. The number is checked (Luhn and brand) and
 * never stored: until a payment provider is connected the order waits for payment.
 */
export const cardFields = z
  .object({
    numero: requiredText(23).refine(isValidCreditCard, m.creditcard),
    nome: requiredText(60),
    mes: requiredText(2).refine(monthYear, m.date),
    ano: requiredText(4).regex(/^\d{4}$/, m.date),
    cvv: requiredText(4).regex(/^\d{3,4}$/, m.digits),
    cpf: cpfField,
    nascimento: requiredText(10).regex(/^\d{2}\/\d{2}\/\d{4}$/, m.date),
    telefone: phoneField,
    bandeira: requiredText(20),
  })
  .refine((card) => new Date(Number(card.ano), Number(card.mes), 1) > new Date(), {
    message: 'Cartão vencido.',
    path: ['ano'],
  });
export type CardFields = z.infer<typeof cardFields>;

export const deliveryAddress = z.object({
  cep: cepField,
  endereco: requiredText(120),
  numero: requiredText(20),
  complemento: z.string().trim().max(60).optional(),
  bairro: requiredText(60),
  cidade: requiredText(60),
  estado: requiredText(2).regex(/^[A-Z]{2}$/, 'Informe a UF.'),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

const paymentMethod = z.enum(
  Object.keys(paymentMethods) as [keyof typeof paymentMethods, ...Array<keyof typeof paymentMethods>],
  {
    error: storeMessages.paymentNotEnabled,
  },
);

/** POST /api/loja/finalizar: everything is checked again on the server before the order is placed. */
export const checkoutRequest = z
  .object({
    pedido: z.coerce.number().int().positive(),
    versao: z.coerce.number().int().nonnegative().optional(),
    /** The total the customer saw (reais); a different figure on the server stops the order. */
    totalExibido: z.coerce.number().nonnegative(),
    entrega: deliveryAddress,
    frete: requiredText(60),
    formaPagamento: paymentMethod,
    parcelas: z.coerce.number().int().min(1).max(24).default(1),
    observacao: z.string().max(2000).optional(),
    cartao: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.formaPagamento !== 'O') return;
    const card = cardFields.safeParse(value.cartao ?? {});
    if (!card.success)
      for (const issue of card.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['cartao', ...issue.path.map(String)] });
  });
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** One shipping option on the wire (GET /frete). */
export type ShippingOption = { servico: string; prazo: number; valor: number };

/** What the checkout page needs besides the cart. */
export type CheckoutInfo = {
  cliente: { nome: string; documento: string | null; email: string | null; telefone: string | null };
  endereco: Partial<DeliveryAddress>;
  formasPagamento: Array<{ codigo: string; nome: string }>;
  parcelamento: { maximo: number; minimoParcela: number };
  minimo: { valor: number; mensagem: string } | null;
  retirada: boolean;
};

export const STORE_PAGE_SIZE = 12;
export const storeSorts = {
  nome: 'Nome',
  menorPreco: 'Menor preço',
  maiorPreco: 'Maior preço',
  novidades: 'Novidades',
} as const;
export type StoreSort = keyof typeof storeSorts;

export const catalogQuery = z.object({
  busca: z.string().trim().max(100).default(''),
  fabricante: z.coerce.number().int().positive().optional(),
  grupo: z.coerce.number().int().positive().optional(),
  ordem: z.enum(Object.keys(storeSorts) as [StoreSort, ...StoreSort[]]).default('nome'),
  pagina: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** A product card of the storefront; `preco` is null when the company does not show prices. */
export type StoreProduct = {
  codigo: number;
  nome: string;
  slug: string;
  fabricante: string;
  grupo: string;
  preco: number | null;
  precoLista: number | null;
  imagem: string | null;
  disponivel: boolean;
  maximo: number;
};

export type StoreProductPage = StoreProduct & {
  embalagem: string | null;
  imagens: string[];
  especificacao: string | null;
  descricao: string | null;
  descricaoRapida: string | null;
  estoque: number | null;
  codigoFabricante: number;
  codigoGrupo: number;
  /** A tint base: a colour must be chosen before buying. */
  exigeCor: boolean;
};

export type StoreColour = { codigo: string; nome: string; rgb: string };
