import { z } from 'zod';

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

/** GET /api/loja/configuracao: the active public rows, by key. */
export const storeConfigReply = z.object({ configuracoes: z.record(z.string(), z.record(z.string(), z.unknown())) });
export type StoreConfigReply = z.infer<typeof storeConfigReply>;

/** The store's own pages (about, privacy, delivery, orders and returns), shown at /pagina/{chave}. */
export const storePages = {
  psn: 'Sobre nós',
  ppp: 'Política de privacidade',
  ppe: 'Política de entrega',
  ppd: 'Pedidos e devoluções',
} as const;
export type StorePageKey = keyof typeof storePages;
