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
  'ban',
  'loc',
  'twk',
] as const;

/** GET /api/loja/configuracao: the active public rows, by key. */
export const storeConfigReply = z.object({ configuracoes: z.record(z.string(), z.record(z.string(), z.unknown())) });
export type StoreConfigReply = z.infer<typeof storeConfigReply>;
