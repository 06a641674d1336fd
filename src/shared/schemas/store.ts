import { z } from 'zod';
import { int4 } from './int4.js';
import { isValidCreditCard } from '../br/credit-card.js';
import { formatMoney } from '../br/format-money.js';
import { missingForMinimum, type MinimumPurchase } from '../domain/minimum-purchase.js';
import { paymentMethods, type PaymentMethod } from '../domain/order-status.js';
import { validationMessages as m } from '../validation-messages.js';
import { paymentMessages } from './payments.js';
import { cepField, cpfField, phoneField, requiredText, stateField } from './fields.js';

/** Texts of the online store (spec sections 5 and 8, and ours). */
export const storeMessages = {
  confirmationSubject: (order: number, company: string) => `Pedido nº ${order} recebido - ${company}`,
  /** The copy of a new store order for the addresses of 'nte'. */
  notificationSubject: (order: number, customer: string) => `Novo pedido nº ${order} na loja virtual - ${customer}`,
  confirmationGreeting: (name: string) => `Olá, ${name}! Recebemos o seu pedido. Confira os detalhes abaixo.`,
  cartDisabled: 'A compra pela loja virtual está desativada no momento.',
  tintingDisabled: 'O tingimento não está disponível na loja virtual. Fale com a loja para comprar tinta na cor.',
  enterCep: 'Digite um CEP',
  noShippingRules: 'Não existe forma de frete configurada pelo administrador.',
  shippingUnavailable: 'Entrega indisponível para esta região',
  /** 'Faltam R$ {amount}' after the configured message. */
  missing: (cents: number) => `Faltam ${formatMoney(cents)}`,
  chooseShipping: 'Escolha a forma de entrega.',
  shippingChoiceGone: 'A forma de entrega escolhida não está disponível para este CEP. Calcule o frete novamente.',
  paymentNotEnabled: 'Escolha uma das formas de pagamento aceitas pela loja.',
  cardBrandRefused: 'A loja não aceita cartões desta bandeira. Escolha uma das bandeiras aceitas.',
  instalmentsTooMany: (max: number) => `Parcelamento em até ${max}x nesta compra.`,
  pricesChanged: 'Os preços mudaram desde que você abriu o carrinho. Confira o novo total e confirme de novo.',
  creditBlocked: 'Não foi possível concluir a compra: há uma pendência no seu cadastro. Entre em contato com a loja.',
  orderPlaced: 'Pedido realizado com sucesso!',
  /** Card orders placed before card charging existed wait for the store: their summary still says so. */
  cardPending:
    'Seu pedido foi registrado e aguarda o pagamento com cartão. Nenhum valor foi cobrado agora: a loja entrará em contato para concluir o pagamento.',
  productGone: 'Um produto do carrinho não está mais à venda. Remova-o para continuar.',
  /** The titles of the home page's shelves. */
  shelfOffers: 'Ofertas',
  shelfNewest: 'Novidades',
} as const;

/** The text that blocks checkout below the minimum purchase ('{message} Faltam R$ x'), or undefined. */
export function minimumPurchaseBlock(goodsCents: number, minimum: MinimumPurchase | undefined): string | undefined {
  const missing = missingForMinimum(goodsCents, minimum);
  return missing > 0 && minimum ? `${minimum.message} ${storeMessages.missing(missing)}` : undefined;
}

/** How an order placed in the store is to be paid. */
export const paymentStatuses = { awaitingCard: 'Aguardando pagamento', onAccount: 'A receber' } as const;

const monthYear = (value: string) => /^(0[1-9]|1[0-2])$/.test(value);
const birthDate = requiredText(10).regex(/^\d{2}\/\d{2}\/\d{4}$/, m.date);

/**
 * What the issuer's 3-D Secure authentication gave the page (Cielo's BP.Mpi onSuccess): sent to the
 * sale as its ExternalAuthentication. The card itself stays out of it.
 */
export const cardAuthentication = z.object({
  cavv: requiredText(64),
  xid: z.string().trim().max(64).optional(),
  eci: requiredText(2).regex(/^\d{1,2}$/, m.digits),
  versao: z.string().trim().max(8).optional(),
  referencia: z.string().trim().max(64).optional(),
});
export type CardAuthentication = z.infer<typeof cardAuthentication>;

/** Fields a Cielo card may add: the device fingerprint session id (antifraud) and the 3DS result. */
const cieloExtras = {
  dispositivo: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,88}$/, paymentMessages.cardFormStale)
    .optional(),
  autenticacao: cardAuthentication.optional(),
};

/** The card form's fields, all required: the number checked (Luhn and brand), never stored. */
const openCard = z.object({
  numero: requiredText(23).refine(isValidCreditCard, m.creditcard),
  nome: requiredText(60),
  mes: requiredText(2).refine(monthYear, m.date),
  ano: requiredText(4).regex(/^\d{4}$/, m.date),
  cvv: requiredText(4).regex(/^\d{3,4}$/, m.digits),
  cpf: cpfField,
  nascimento: birthDate,
  telefone: phoneField,
  bandeira: requiredText(20),
  ...cieloExtras,
});
const notExpired = (card: { mes: string; ano: string }) => new Date(Number(card.ano), Number(card.mes), 1) > new Date();
const expired = { message: 'Cartão vencido.', path: ['ano'] };

/**
 * The card form's nine fields, all required (spec section 5), whoever charges it: sent as they are to
 * a Cielo account without Silent Order Post (the number goes to Cielo, only its masked form is kept).
 */
export const cardFields = openCard.refine(notExpired, expired);
export type CardFields = z.infer<typeof cardFields>;

/**
 * A card PagSeguro or Moip charges: the browser encrypts number, validity and CVV with the provider's
 * public key (PagSeguro's `encryptCard`, moip-sdk-js's `MoipCreditCard.hash`), so only the blob, the
 * holder and the brand reach our server.
 */
export const encryptedCardFields = z.object({
  criptografado: requiredText(2048).regex(/^[A-Za-z0-9+/]+={0,2}$/, paymentMessages.cardFormStale),
  nome: requiredText(60),
  cpf: cpfField,
  bandeira: requiredText(20),
});
export type EncryptedCardFields = z.infer<typeof encryptedCardFields>;

/** A card Cielo's Silent Order Post took in the browser: the one-use PaymentToken stands for it. */
export const tokenCardFields = z.object({
  tokenPagamento: requiredText(64).regex(/^[A-Za-z0-9-]+$/, paymentMessages.cardFormStale),
  nome: requiredText(60),
  cpf: cpfField,
  bandeira: requiredText(20),
  // The holder's birth date and phone, which Cielo's antifraud asks for (the form always has them).
  nascimento: birthDate.optional(),
  telefone: phoneField.optional(),
  ...cieloExtras,
});
export type TokenCardFields = z.infer<typeof tokenCardFields>;

/** The card's schema by what the browser sent: PagSeguro's blob, Cielo's PaymentToken, or the nine open fields. */
export function cardSchemaOf(cartao: unknown) {
  if (typeof cartao !== 'object' || cartao === null) return cardFields;
  if ('criptografado' in cartao) return encryptedCardFields;
  return 'tokenPagamento' in cartao ? tokenCardFields : cardFields;
}

/**
 * Which provider charges a card in this store, and what the browser needs so the number never
 * reaches us: PagSeguro's or Moip's public key and SDK, or Cielo's Silent Order Post script (`sdk`; its
 * one-use access token is asked for each card, paymentCalls.cardSession). Cielo without `sdk`: the
 * open form.
 */
export const cardCheckout = z.object({
  provedor: z.enum(['cielo', 'pagseguro', 'moip']),
  chavePublica: z.string().nullable(),
  sdk: z.string().nullable(),
  /**
   * Cielo's 3-D Secure 2.0: the BP.Mpi script the page authenticates the card with, and whether a
   * card its issuer cannot authenticate may still be charged (the store's choice). Null: no 3DS.
   */
  autenticacao: z.object({ script: z.string(), opcional: z.boolean() }).nullable(),
  /**
   * Cielo's antifraud: Cybersource's device fingerprint script (with the environment's org_id), which
   * the page loads with `session_id` = `prefixo` (the store's ProviderMerchantId) + the device id it
   * sends in `cartao.dispositivo`. Null: no antifraud, or no ProviderMerchantId in the setting.
   */
  antifraude: z.object({ script: z.string(), prefixo: z.string() }).nullable(),
});
export type CardCheckout = z.infer<typeof cardCheckout>;

export const deliveryAddress = z.object({
  cep: cepField,
  endereco: requiredText(120),
  numero: requiredText(20),
  complemento: z.string().trim().max(60).optional(),
  bairro: requiredText(60),
  cidade: requiredText(60),
  estado: stateField,
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

const paymentCodes = Object.keys(paymentMethods) as [PaymentMethod, ...PaymentMethod[]];
const paymentMethod = z.enum(paymentCodes, { error: storeMessages.paymentNotEnabled });

/** POST /api/loja/finalizar: everything is checked again on the server before the order is placed. */
export const checkoutRequest = z
  .object({
    pedido: int4(z.coerce.number().int().positive()),
    versao: int4(z.coerce.number().int().nonnegative()).optional(),
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
    const card = cardSchemaOf(value.cartao).safeParse(value.cartao ?? {});
    if (!card.success)
      for (const issue of card.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['cartao', ...issue.path.map(String)] });
  });
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** One shipping option on the wire (GET /frete). */
export const shippingOption = z.object({ servico: z.string(), prazo: z.number(), valor: z.number() });
export type ShippingOption = z.infer<typeof shippingOption>;

/** GET /frete: the CEP and, for a cart's weight and value, its order. */
export const shippingQuery = z.object({
  cep: z.string().max(20).default(''),
  pedido: z.preprocess((v) => (v === '' ? undefined : v), int4(z.coerce.number().int().positive()).optional()),
});

/** What the checkout page needs besides the cart. */
export const checkoutInfo = z.object({
  cliente: z.object({
    nome: z.string(),
    documento: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
  }),
  /** The customer's registered address, as far as it is filled in. */
  endereco: z.object({
    cep: z.string().optional(),
    endereco: z.string().optional(),
    numero: z.string().optional(),
    complemento: z.string().optional(),
    bairro: z.string().optional(),
    cidade: z.string().optional(),
    estado: z.string().optional(),
  }),
  formasPagamento: z.array(z.object({ codigo: z.enum(paymentCodes), nome: z.string() })),
  parcelamento: z.object({ maximo: z.number(), minimoParcela: z.number() }),
  minimo: z.object({ valor: z.number(), mensagem: z.string() }).nullable(),
  retirada: z.boolean(),
  /** The card brands the store takes ('bnd'; every brand when it names none). */
  bandeiras: z.array(z.string()),
  /** How a card is charged; null when no provider can charge one (the card is then not offered). */
  cartao: cardCheckout.nullable(),
});
export type CheckoutInfo = z.infer<typeof checkoutInfo>;

export const STORE_PAGE_SIZE = 12;
export const storeSorts = {
  relevancia: 'Mais relevantes',
  nome: 'Nome',
  menorPreco: 'Menor preço',
  maiorPreco: 'Maior preço',
  novidades: 'Novidades',
  maisVendidos: 'Mais vendidos',
} as const;
export type StoreSort = keyof typeof storeSorts;
export const storeSortSchema = z.enum(Object.keys(storeSorts) as [StoreSort, ...StoreSort[]]);

/** The choices of the 'ord' setting (store-settings' field values) as catalogue sorts. */
export const sortOfOrderSetting: Record<string, StoreSort> = {
  nome: 'nome',
  'menor-preco': 'menorPreco',
  'maior-preco': 'maiorPreco',
  'mais-vendidos': 'maisVendidos',
  lancamentos: 'novidades',
};

export const catalogQuery = z.object({
  busca: z.string().trim().max(100).default(''),
  fabricante: int4(z.coerce.number().int().positive()).optional(),
  grupo: int4(z.coerce.number().int().positive()).optional(),
  /** By default the best matches of a search first, and by name without one. */
  ordem: storeSortSchema.optional(),
  pagina: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** The order a catalogue page is shown in when the shopper chose none: the store's 'ord' without a search. */
export const defaultStoreSort = (busca: string, configured: StoreSort = 'nome'): StoreSort =>
  busca.trim() ? 'relevancia' : configured;
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** A product card of the storefront; `preco` is null when the company does not show prices. */
export const storeProduct = z.object({
  codigo: z.number(),
  nome: z.string(),
  slug: z.string(),
  fabricante: z.string(),
  grupo: z.string(),
  preco: z.number().nullable(),
  precoLista: z.number().nullable(),
  imagem: z.string().nullable(),
  disponivel: z.boolean(),
  maximo: z.number(),
  /** Multiple mode: the quantity moves in steps of 10 (spec section 5). */
  multiplo: z.boolean(),
});
export type StoreProduct = z.infer<typeof storeProduct>;

/** GET /api/loja/produtos: one page of the catalog and the filtered total. */
export const catalogPage = z.object({
  produtos: z.array(storeProduct),
  total: z.number(),
  pagina: z.number(),
  tamanhoPagina: z.number(),
});
export type CatalogPage = z.infer<typeof catalogPage>;

export const productParams = z.object({ id: int4(z.coerce.number().int().positive()) });

/** GET /api/loja/produtos/:id: the product page. */
export const storeProductPage = storeProduct.extend({
  embalagem: z.string().nullable(),
  imagens: z.array(z.string()),
  especificacao: z.string().nullable(),
  descricao: z.string().nullable(),
  /** The rich e-commerce description (back office 'descricaoEcommerce'), cleaned on the server. */
  descricaoEcommerce: z.string().nullable(),
  descricaoRapida: z.string().nullable(),
  estoque: z.number().nullable(),
  codigoFabricante: z.number(),
  codigoGrupo: z.number(),
  /** A tint base: a colour must be chosen before buying. */
  exigeCor: z.boolean(),
});
export type StoreProductPage = z.infer<typeof storeProductPage>;

/** GET /api/loja/vitrine: the home page's shelves (offers, newest). */
export const shelvesReply = z.object({
  prateleiras: z.array(z.object({ titulo: z.string(), produtos: z.array(storeProduct) })),
});
export type ShelvesReply = z.infer<typeof shelvesReply>;

/** GET /api/loja/menus: the groups and manufacturers the store's menus list. */
export const menusReply = z.object({
  grupos: z.array(z.object({ codigo: z.number(), nome: z.string() })),
  fabricantes: z.array(z.object({ codigo: z.number(), nome: z.string(), imagem: z.string().nullable() })),
});
export type Menus = z.infer<typeof menusReply>;

export const colourQuery = z.object({ busca: z.string().trim().max(60).default('') });

export const storeColour = z.object({ codigo: z.string(), nome: z.string(), rgb: z.string() });
export type StoreColour = z.infer<typeof storeColour>;

/** GET /api/loja/cores: colours for a tint base, by code or name. */
export const coloursReply = z.object({ cores: z.array(storeColour) });
