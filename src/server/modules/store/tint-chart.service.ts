import { centsToReais } from '../../../shared/domain/money.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { canSell } from '../../../shared/domain/quantity.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { tintingMessages, type TintChartReply } from '../../../shared/schemas/tinting.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { readStorefrontSwitches } from '../store-config/index.js';
import { tintChartData } from '../tinting/index.js';
import { shopPrices } from './catalog.service.js';

/**
 * The colour chart of a tint base (`/tintas/{productId}`): its can sizes and, per colour, the tinted
 * price of each size — the shopper's base price plus the formula's colourants, rounded once. Refused
 * while the shop does not tint (tnt saved inactive).
 */
export async function tintChart(
  db: Db,
  tenant: Tenant,
  auth: AuthContext | undefined,
  productId: number,
): Promise<TintChartReply> {
  const [data, switches] = await Promise.all([
    tintChartData(db, tenant.id, productId),
    readStorefrontSwitches(db, tenant.id),
  ]);
  // tnt off: the shop shows no colour chart (the terminal has its own tinting screens).
  if (!switches.tingimento) throw forbidden(storeMessages.tintingDisabled);
  if (!data) throw notFound(tintingMessages.notTintBase);
  const prices = await shopPrices(
    db,
    tenant,
    switches,
    auth,
    data.sizes.map((product) => ({ product })),
  );
  const baseCents = data.sizes.map((size) => (prices ? (prices.get(size.id) ?? size.priceCents) : null));
  const { base } = data;
  return {
    produto: {
      codigo: base.id,
      nome: displayName({
        ecommerce: base.ecommerceDescription,
        list: base.listDescription,
        site: base.siteDescription,
      }),
    },
    embalagens: data.sizes.map((size, i) => ({
      codigo: size.id,
      embalagem: size.packaging ?? size.listPackaging ?? '',
      volumeMl: Math.round(Number(size.volumeLiters ?? 0) * 1000),
      preco: money(baseCents[i]),
      disponivel: canSell(size),
      multiplo: size.multipleMode,
    })),
    linhas: data.lines.map((l) => ({ id: l.id, cfideslin: l.description, padrao: l.isDefault })),
    cores: data.colours.map((colour) => ({
      cficodcor: colour.code,
      cfidescor: colour.description,
      cfirgbcrr: colour.rgb,
      familia: colour.family,
      linha: colour.lineId,
      ativo: colour.active ? 'S' : 'I',
      precos: colour.colourantCents.map((cents, i) => money(baseCents[i] == null ? null : (baseCents[i] ?? 0) + cents)),
    })),
  };
}

const money = (cents: number | null | undefined) => (cents == null ? null : centsToReais(cents));
