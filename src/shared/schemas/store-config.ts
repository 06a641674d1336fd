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
  'cer',
  'new',
  'crf',
  'ccl',
  'cdl',
  'cac',
  'alt',
  'atl',
  'mfb',
  'mgr',
  'mc0',
  'mc1',
  'mc2',
  'mc3',
  'mg0',
  'mg1',
  'mg2',
  'mg3',
  'fab',
  'prc',
  'pag',
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
  /** tnt: the shop sells tinted paint (the colour chart and tinted lines); the terminal always does. */
  tingimento: z.boolean(),
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

/** tawk.to's codes are letters and digits; anything else never reaches a script URL. */
const chatCode = /^[A-Za-z0-9]{1,64}$/;

/**
 * The chat widget's script for the 'twk' row: tawk.to's documented embed URL
 * (https://embed.tawk.to/{propriedade}/{widget}), or none when a code is missing or malformed.
 */
export function chatWidgetScript(propriedade: unknown, widget: unknown): string | undefined {
  if (typeof propriedade !== 'string' || typeof widget !== 'string') return undefined;
  if (!chatCode.test(propriedade) || !chatCode.test(widget)) return undefined;
  return `https://embed.tawk.to/${propriedade}/${widget}`;
}
