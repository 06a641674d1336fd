import { dosesForBase, nearestColours, scaleFormula, tintedPriceCents } from '../../../shared/domain/tinting.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import type {
  CanFormulaQuery,
  CanFormulaReply,
  NearColoursQuery,
  TintSearchQuery,
  TintSearchReply,
} from '../../../shared/schemas/tinting.js';
import type { Db } from '../../db/client.js';
import type { products } from '../../db/schema/catalog.js';
import { notFound } from '../../http/errors.js';
import {
  activeCombinations,
  baseCanSizes,
  chartColours,
  colourDetails,
  colourRowsByCode,
  coloursOf,
  dosesOf,
  referenceLists,
  type Combination,
  type DoseRow,
  type ReferenceLists,
} from './formulas.repo.js';

/** The spec's tinting search: machines, then the lines, types and units that have colours under the choices so far. */
export async function tintSearch(db: Db, tenantId: number, q: TintSearchQuery): Promise<TintSearchReply> {
  const [combos, lists] = await Promise.all([activeCombinations(db, tenantId), referenceLists(db, tenantId)]);
  const { maquina, linha, tipo, unidade } = q;
  const complete = maquina !== undefined && linha !== undefined && tipo !== undefined && unidade !== undefined;
  const colours = complete
    ? await coloursOf(db, tenantId, { machineId: maquina, lineId: linha, typeId: tipo, unitId: unidade })
    : [];
  return {
    ...searchChoices(combos, lists, q),
    cores: colours.map((c) => ({ cficodcor: c.code, cfidescor: c.description, cfirgbcrr: c.rgb })),
  };
}

/**
 * What each list of the search offers: every machine with an active colour; the lines under the
 * machine chosen; the types under the machine and line; the units under the three. A choice not yet
 * made narrows nothing.
 */
export function searchChoices(
  combos: Combination[],
  lists: ReferenceLists,
  q: TintSearchQuery,
): Omit<TintSearchReply, 'cores'> {
  const under = (upTo: number) =>
    combos.filter(
      (c) =>
        (upTo < 1 || q.maquina === undefined || c.machineId === q.maquina) &&
        (upTo < 2 || q.linha === undefined || c.lineId === q.linha) &&
        (upTo < 3 || q.tipo === undefined || c.typeId === q.tipo),
    );
  const ids = (rows: Combination[], key: keyof Combination) => new Set(rows.map((r) => r[key]));
  const machineIds = ids(combos, 'machineId');
  const lineIds = ids(under(1), 'lineId');
  const typeIds = ids(under(2), 'typeId');
  const unitIds = ids(under(3), 'unitId');
  return {
    maquinas: lists.machines
      .filter((m) => machineIds.has(m.id))
      .map((m) => ({
        id: m.id,
        cficnvmaq: m.converter,
        cficodmaq: m.code,
        cfifdemaq: m.description,
        cfisofmaq: m.software,
      })),
    linhas: lists.lines
      .filter((l) => lineIds.has(l.id))
      .map((l) => ({ id: l.id, cfideslin: l.description, padrao: l.isDefault })),
    tipos: lists.types.filter((t) => typeIds.has(t.id)).map((t) => ({ id: t.id, cfidestip: t.description })),
    unidades: lists.units
      .filter((u) => unitIds.has(u.id))
      .map((u) => ({ id: u.id, cfiunicor: u.description, volumeMl: u.volumeMl })),
  };
}

/** Millilitres of a product's can (products.volume_liters), or undefined when it has none. */
export function canMillilitres(volumeLiters: string | null): number | undefined {
  // Number(null) is 0: no volume and a zero volume are the same 'none'.
  const ml = Math.round(Number(volumeLiters) * 1000);
  return ml > 0 ? ml : undefined;
}

/** A colour's formula scaled to a can: the doses with their colourant's price and stock. */
export function formulaForCan(doses: DoseRow[], referenceMl: number | null, canMl: number | undefined): DoseRow[] {
  if (!referenceMl || !canMl) return doses;
  return scaleFormula(doses, referenceMl, canMl);
}

/** The colour chart of a tint base: its can sizes and every colour with the formula's price per size. */
export async function tintChartData(db: Db, tenantId: number, productId: number) {
  const found = await baseCanSizes(db, tenantId, productId);
  if (!found) return undefined;
  const [colours, lists] = await Promise.all([chartColours(db, tenantId), referenceLists(db, tenantId)]);
  const doses = groupBy(
    await dosesOf(
      db,
      tenantId,
      colours.map((c) => c.id),
    ),
    (d) => d.colorId,
  );
  const costs = (colour: (typeof colours)[number]) => {
    const perSize = found.sizes.map((size) => dosesForBase(doses.get(colour.id) ?? [], size.tintBaseKey));
    if (perSize.some((own) => own === undefined)) return undefined;
    return found.sizes.map((size, i) =>
      tintedPriceCents(0, formulaForCan(perSize[i] ?? [], colour.referenceMl, canMillilitres(size.volumeLiters))),
    );
  };
  // A colour with formulas only for other bases is not on this base's chart.
  const offered = colours.flatMap((colour) => {
    const colourantCents = costs(colour);
    return colourantCents ? [{ ...colour, colourantCents }] : [];
  });
  return { ...found, lines: lists.lines, colours: offered };
}

/** Colours nearest to an sRGB colour by CIEDE2000, among the active ones (of a line when given). */
export async function nearColours(db: Db, tenantId: number, q: NearColoursQuery) {
  const colours = (await chartColours(db, tenantId)).filter(
    (c) => c.active && (q.linha === undefined || c.lineId === q.linha),
  );
  return nearestColours(q.rgb, colours, q.limite).map((c) => ({
    cficodcor: c.code,
    cfidescor: c.description,
    cfirgbcrr: c.rgb,
    deltaE: c.deltaE,
  }));
}

/** `baseKey`: the can's base ('A', 'B'...; products.tint_base_key), whose own formula wins. */
export type TintedCan = { colourCode: string; volumeLiters: string | null; baseKey: string | null; quantity: number };
export type ColourantCost = {
  /** Σ amount × price per litre in whole centavos: the base (whole centavos too) plus this is the price rounded once. */
  cents: number;
  /** A colourant of the formula does not have enough in the machine for `quantity` cans. */
  short: boolean;
  active: boolean;
};

/** Each can's colour (active or not) and its formula scaled to the can; no colour: inactive, no doses. */
export async function formulasForCans<C extends TintedCan>(
  db: Db,
  tenantId: number,
  cans: readonly C[],
): Promise<Map<C, { active: boolean; doses: DoseRow[] }>> {
  const colours = await colourRowsByCode(db, tenantId, [...new Set(cans.map((c) => c.colourCode))]);
  const byCode = new Map(colours.map((c) => [c.code, c]));
  const doses = groupBy(
    await dosesOf(
      db,
      tenantId,
      colours.map((c) => c.id),
    ),
    (d) => d.colorId,
  );
  return new Map(
    cans.map((can) => {
      const colour = byCode.get(can.colourCode);
      const own = colour ? dosesForBase(doses.get(colour.id) ?? [], can.baseKey) : undefined;
      const scaled = colour && own ? formulaForCan(own, colour.referenceMl, canMillilitres(can.volumeLiters)) : [];
      // A colour made only for other bases is refused like an inactive one: never a can with no colourant.
      return [can, { active: (colour?.active ?? false) && own !== undefined, doses: scaled }];
    }),
  );
}

/** What the colourants of each tinted can cost and whether the machine has enough of them. */
export async function colourantCosts(
  db: Db,
  tenantId: number,
  cans: TintedCan[],
): Promise<Map<TintedCan, ColourantCost>> {
  const formulas = await formulasForCans(db, tenantId, cans);
  const result = new Map<TintedCan, ColourantCost>();
  for (const [can, { active, doses }] of formulas)
    result.set(can, {
      cents: tintedPriceCents(0, doses),
      short: doses.some((d) => d.amountMicrolitres * can.quantity > d.stockUl),
      active,
    });
  return result;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** A colour's formula for one can: who the colour is, each colourant's amount in µL, and what they cost. */
export type CanFormula = NonNullable<Awaited<ReturnType<typeof canFormula>>>;

/** The formula of colour `code` for a can of base `baseKey` and `volumeLiters` (undefined: no such colour, or none for that base). */
export async function canFormula(
  db: Db,
  tenantId: number,
  code: string,
  can: { volumeLiters: string | null; baseKey: string | null },
) {
  const { volumeLiters, baseKey } = can;
  const colour = await colourDetails(db, tenantId, code);
  const own = colour ? dosesForBase(await dosesOf(db, tenantId, [colour.id]), baseKey) : undefined;
  if (!colour || !own) return undefined;
  const scaled = formulaForCan(own, colour.referenceMl, canMillilitres(volumeLiters)).sort((a, b) =>
    a.code.localeCompare(b.code),
  );
  return {
    colour,
    doses: scaled.map((d) => ({ code: d.code, name: d.name, amountMicrolitres: d.amountMicrolitres })),
    colourantCents: tintedPriceCents(0, scaled),
  };
}

/** The formula of a colour for a tint base's can, as the terminal's 'Tingir' shows it (undefined: not a base or no colour). */
export async function baseFormula(db: Db, tenantId: number, productId: number, code: string) {
  const found = await baseCanSizes(db, tenantId, productId);
  if (!found) return undefined;
  const { volumeLiters, tintBaseKey: baseKey } = found.base;
  const formula = await canFormula(db, tenantId, code, { volumeLiters, baseKey });
  return formula && { ...formula, product: found.base };
}

/** The terminal's 'Tingir' view of a formula: mL with three decimals, money in reais; 404 without base or colour. */
export async function canFormulaView(db: Db, tenantId: number, q: CanFormulaQuery): Promise<CanFormulaReply> {
  const found = await baseFormula(db, tenantId, q.produto, q.cor);
  if (!found) throw notFound(cartMessages.colourNotFound);
  const { colour, product } = found;
  return {
    produto: { codigo: product.id, nome: productName(product) },
    cor: {
      cficodcor: colour.code,
      cfidescor: colour.description,
      cfirgbcrr: colour.rgb,
      ativo: colour.active ? 'S' : 'I',
    },
    volumeMl: canMillilitres(product.volumeLiters) ?? null,
    corantes: found.doses.map((d) => ({ codigo: d.code, nome: d.name, ml: d.amountMicrolitres / 1000 })),
    precoCorantes: centsToReais(found.colourantCents),
  };
}

/** A product's name by the display-name rule (the same the cart lines use). */
export const productName = (product: typeof products.$inferSelect) =>
  displayName({
    ecommerce: product.ecommerceDescription,
    list: product.listDescription,
    site: product.siteDescription,
    packaging: product.packaging ?? product.listPackaging,
  });
