import { z } from 'zod';
import { storeSortSchema } from './store.js';

/**
 * Configuration keys the storefront may read without logging in. Payment-provider keys (cie, pgs,
 * moi) carry credentials and are never sent to the browser.
 */
export const publicSettingKeys = [
  'crh',
  'cfh',
  'cor',
  'men',
  'sli',
  'foo',
  'rso',
  'vmc',
  'fpg',
  'rtd',
  'epr',
  'ven',
  'btc',
  'tnt',
  'psn',
  'ppp',
  'ppe',
  'ppd',
  'ban',
  'loc',
  'twk',
] as const;

/**
 * What the storefront shows, read from epr, ven, ves, btc, ord and tgl with their activation
 * (a switch saved off is not served among the rows). `botaoComprar` null: no buy button.
 */
export const storefrontSwitches = z.object({
  exibirPrecos: z.boolean(),
  exibirEstoque: z.boolean(),
  exibirEstoqueZerado: z.boolean(),
  botaoComprar: z.string().nullable(),
  ordem: storeSortSchema,
  galeria: z.enum(['grade', 'lista']),
});
export type StorefrontSwitches = z.infer<typeof storefrontSwitches>;

/** GET /api/loja/configuracao: the active public rows, by key, and the storefront's switches. */
export const storeConfigReply = z.object({
  configuracoes: z.record(z.string(), z.record(z.string(), z.unknown())),
  vitrine: storefrontSwitches,
});
export type StoreConfigReply = z.infer<typeof storeConfigReply>;

/** The store's own pages (about, privacy, delivery, orders and returns), shown at /pagina/{chave}. */
export const storePages = {
  psn: 'Sobre nós',
  ppp: 'Política de privacidade',
  ppe: 'Política de entrega',
  ppd: 'Pedidos e devoluções',
} as const;
export type StorePageKey = keyof typeof storePages;
