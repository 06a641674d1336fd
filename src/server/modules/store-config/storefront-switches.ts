import type { StorefrontSwitches } from '../../../shared/schemas/store-config.js';
import { sortOfOrderSetting } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { findSettings } from './store-config.repo.js';

const DEFAULT_BUY_BUTTON = 'Comprar';

/**
 * What the storefront shows, from epr, ven, ves, btc, ord, tgl and tnt. A key never saved keeps the store
 * as it was before the key existed (prices, zero-stock products, the buy button and tinting shown;
 * stock hidden; grid, order by name); a key saved inactive turns its feature off.
 */
export async function readStorefrontSwitches(db: Db, tenantId: number): Promise<StorefrontSwitches> {
  const rows = await findSettings(db, tenantId, ['epr', 'ven', 'ves', 'btc', 'ord', 'tgl', 'tnt']);
  const row = (key: string) => rows.find((r) => r.key === key);
  const field = (key: string, name: string) => {
    const value = (row(key)?.value as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  // Stryker disable next-line StringLiteral: equivalent; no order is named by a made-up text either
  const saved = row('ord')?.active ? field('ord', 'ordem') : '';
  // Own keys only: a saved 'toString' is not an order.
  const ordem = Object.hasOwn(sortOfOrderSetting, saved) ? sortOfOrderSetting[saved] : undefined;
  const btc = row('btc');
  return {
    exibirPrecos: row('epr')?.active ?? true,
    exibirEstoque: row('ven')?.active ?? false,
    exibirEstoqueZerado: row('ves')?.active ?? true,
    botaoComprar: !btc ? DEFAULT_BUY_BUTTON : btc.active ? field('btc', 'texto') || DEFAULT_BUY_BUTTON : null,
    ordem: ordem ?? 'nome',
    galeria: row('tgl')?.active && field('tgl', 'tipo') === 'lista' ? 'lista' : 'grade',
    tingimento: row('tnt')?.active ?? true,
  };
}
