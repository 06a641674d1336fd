import { converter, differenceCiede2000 } from 'culori';

/**
 * Tinting arithmetic (docs/tinting.md). Amounts of colourant are integer microlitres (µL) and
 * colourant prices integer centavos per litre, so every step but the last is exact integer math.
 */

/** One colourant of a formula: how much of it, and what a litre of it costs. */
export type FormulaDose = { colorantId: number; amountMicrolitres: number };
export type PricedDose = { amountMicrolitres: number; pricePerLitreCents: number };

const microlitresPerLitre = 1_000_000;

/**
 * Price of a tinted can: the base's price for that can size plus Σ amount × colourant price, rounded
 * to centavos once (half up) at the end — never per colourant, so ten tiny doses do not add ten roundings.
 */
export function tintedPriceCents(basePriceCents: number, doses: readonly PricedDose[]): number {
  const colourantMicroCents = doses.reduce((sum, d) => sum + d.amountMicrolitres * d.pricePerLitreCents, 0);
  return basePriceCents + Math.round(colourantMicroCents / microlitresPerLitre);
}

/**
 * A formula entered for one can volume, scaled to another by volume. Each dose is rounded to the
 * nearest µL (half up); a dose never drops to 0 µL while the original was above 0, so a scaled-down
 * formula keeps every colourant the colour needs.
 */
export function scaleFormula<T extends FormulaDose>(
  doses: readonly T[],
  fromMillilitres: number,
  toMillilitres: number,
): T[] {
  if (fromMillilitres <= 0 || toMillilitres <= 0) throw new RangeError('can volumes must be positive');
  return doses.map((dose) => {
    const scaled = Math.round((dose.amountMicrolitres * toMillilitres) / fromMillilitres);
    return { ...dose, amountMicrolitres: dose.amountMicrolitres > 0 ? Math.max(1, scaled) : 0 };
  });
}

/**
 * Below a litre a machine's colourant shows as low on the colourant stock screen: the demo's canisters
 * hold 0,5 to 4 L, and a litre is a few dozen galões of a strong colour. One figure for every colourant
 * until a per-colourant minimum is asked for.
 */
export const LOW_COLOURANT_STOCK_UL = 1_000_000;

/**
 * A colour's doses for a can of base `baseKey` ('A', 'B'...): the base's own formula when the colour
 * has one, otherwise the formula of every base (doses with base ''). Never a mix of the two.
 * Undefined when all the colour's formulas are for other bases: it cannot be made on this one (a
 * colour with no doses at all is the base's own colour, and takes none).
 */
export function dosesForBase<T extends { base: string }>(doses: readonly T[], baseKey: string | null): T[] | undefined {
  const own = baseKey ? doses.filter((d) => d.base === baseKey) : [];
  if (own.length > 0) return own;
  const everyBase = doses.filter((d) => d.base === '');
  return everyBase.length > 0 || doses.length === 0 ? everyBase : undefined;
}

const ciede2000 = differenceCiede2000();

/** CIEDE2000 ΔE between two sRGB colours (culori converts sRGB → CIELAB D65). */
export function deltaE2000(hexA: string, hexB: string): number {
  return ciede2000(`#${hexA}`, `#${hexB}`);
}

export type NearColour<T> = T & { deltaE: number };

/** The `limit` colours nearest to `targetHex`, by ΔE2000 then code, ΔE rounded to 2 decimals for display. */
export function nearestColours<T extends { code: string; rgb: string }>(
  targetHex: string,
  colours: readonly T[],
  limit: number,
): NearColour<T>[] {
  return colours
    .map((colour) => ({ colour, deltaE: deltaE2000(targetHex, colour.rgb) }))
    .sort((a, b) => a.deltaE - b.deltaE || a.colour.code.localeCompare(b.colour.code))
    .slice(0, Math.max(0, limit))
    .map(({ colour, deltaE }) => ({ ...colour, deltaE: Math.round(deltaE * 100) / 100 }));
}

/** Families of the colour chart, in the order the chart shows them. */
export const colourFamilies = [
  'Brancos',
  'Cinzas',
  'Pretos',
  'Amarelos',
  'Laranjas',
  'Vermelhos',
  'Rosas',
  'Roxos',
  'Azuis',
  'Verdes',
  'Marrons',
] as const;
export type ColourFamily = (typeof colourFamilies)[number];

/** Accent- and case-insensitive form of a text, for the chart's search. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const toHsl = converter('hsl');

/** The chart family a colour falls in, from its hue, saturation and lightness (for seeding and imports). */
export function familyOf(hex: string): ColourFamily {
  const { h = 0, s = 0, l = 0 } = toHsl(`#${hex}`) ?? {};
  if (l >= 0.9 || (l >= 0.8 && s < 0.3)) return 'Brancos';
  if (l < 0.12) return 'Pretos';
  if (s < 0.12) return 'Cinzas';
  if (h >= 15 && h < 45 && l < 0.45) return 'Marrons';
  return hueFamilies.find(([upTo]) => h < upTo)?.[1] ?? 'Vermelhos';
}

const hueFamilies: [number, ColourFamily][] = [
  [15, 'Vermelhos'],
  [42, 'Laranjas'],
  [70, 'Amarelos'],
  [165, 'Verdes'],
  [255, 'Azuis'],
  [295, 'Roxos'],
  [345, 'Rosas'],
];
