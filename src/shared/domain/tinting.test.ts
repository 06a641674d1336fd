import { differenceCiede2000 } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dosesForBase,
  deltaE2000,
  familyOf,
  foldText,
  nearestColours,
  scaleFormula,
  tintedPriceCents,
} from './tinting';

describe('tinted price', () => {
  it('adds Σ amount × price per litre to the base, rounded once', () => {
    // 12,5 mL at R$ 80,00/L = 100 centavos; 0,4 mL at R$ 12,34/L = 0,4936 centavo.
    const doses = [
      { amountMicrolitres: 12_500, pricePerLitreCents: 8_000 },
      { amountMicrolitres: 400, pricePerLitreCents: 1_234 },
    ];
    expect(tintedPriceCents(10_000, doses)).toBe(10_100);
  });

  it('rounds the sum, not each dose', () => {
    // Three doses of 0,4 centavo each: 1,2 → 1 (rounding each would give 0).
    const dose = { amountMicrolitres: 400, pricePerLitreCents: 1_000 };
    expect(tintedPriceCents(0, [dose, dose, dose])).toBe(1);
  });

  it('is the base price without colourants and never below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.record({ amountMicrolitres: fc.nat(2_000_000), pricePerLitreCents: fc.nat(100_000) })),
        (base, doses) => {
          const price = tintedPriceCents(base, doses);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(base);
        },
      ),
    );
    expect(tintedPriceCents(4_590, [])).toBe(4_590);
  });
});

describe('formula of a base', () => {
  const doses = [
    { base: '', colorantId: 1 },
    { base: '', colorantId: 2 },
    { base: 'A', colorantId: 1 },
  ];

  it("takes the base's own doses only, or every base's when it has none (never a mix)", () => {
    expect(dosesForBase(doses, 'A')).toEqual([{ base: 'A', colorantId: 1 }]);
    expect(dosesForBase(doses, 'B')).toEqual(doses.slice(0, 2));
    expect(dosesForBase(doses, null)).toEqual(doses.slice(0, 2));
    expect(dosesForBase([], 'A')).toEqual([]);
  });

  it('has no doses for a base when every formula of the colour is for other bases', () => {
    expect(dosesForBase([{ base: 'A', colorantId: 1 }], null)).toBeUndefined();
    expect(dosesForBase([{ base: 'A', colorantId: 1 }], 'C')).toBeUndefined();
  });
});

describe('formula scaling', () => {
  const volumes = fc.constantFrom(900, 3_600, 18_000);
  const doses = fc.array(
    fc.record({ colorantId: fc.integer({ min: 1, max: 16 }), amountMicrolitres: fc.integer({ min: 1, max: 500_000 }) }),
    { maxLength: 6 },
  );

  it('scales by volume: a galão takes 4× a quarto', () => {
    expect(scaleFormula([{ colorantId: 1, amountMicrolitres: 1_250 }], 900, 3_600)).toEqual([
      { colorantId: 1, amountMicrolitres: 5_000 },
    ]);
  });

  it('scaling up then down returns the formula within rounding (1 µL)', () => {
    fc.assert(
      fc.property(doses, volumes, volumes, (formula, from, to) => {
        const [small, large] = from <= to ? [from, to] : [to, from];
        const back = scaleFormula(scaleFormula(formula, small, large), large, small);
        back.forEach((dose, i) => {
          expect(Math.abs(dose.amountMicrolitres - (formula[i]?.amountMicrolitres ?? 0))).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('keeps every colourant when scaling down', () => {
    expect(scaleFormula([{ colorantId: 3, amountMicrolitres: 1 }], 18_000, 900)[0]?.amountMicrolitres).toBe(1);
  });
});

/** Sharma, Wu & Dalal (2005), table 1: L*a*b* pairs and their CIEDE2000 ΔE (4 decimals). */
const sharmaPairs: [number, number, number, number, number, number, number][] = [
  [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
  [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
  [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
  [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0],
  [50, -1.1848, -84.8006, 50, 0, -82.7485, 1.0],
  [50, -0.9009, -85.5211, 50, 0, -82.7485, 1.0],
  [50, 0, 0, 50, -1, 2, 2.3669],
  [50, -1, 2, 50, 0, 0, 2.3669],
  [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.001, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
  [50, 2.49, -0.001, 50, -2.49, 0.0012, 7.2195],
  [50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045],
  [50, -0.001, 2.49, 50, 0.001, -2.49, 4.8045],
  [50, -0.001, 2.49, 50, 0.0011, -2.49, 4.7461],
  [50, 2.5, 0, 50, 0, -2.5, 4.3065],
  [50, 2.5, 0, 73, 25, -18, 27.1492],
  [50, 2.5, 0, 61, -5, 29, 22.8977],
  [50, 2.5, 0, 56, -27, -3, 31.903],
  [50, 2.5, 0, 58, 24, 15, 19.4535],
  [50, 2.5, 0, 50, 3.1736, 0.5854, 1.0],
  [50, 2.5, 0, 50, 3.2972, 0, 1.0],
  [50, 2.5, 0, 50, 1.8634, 0.5757, 1.0],
  [50, 2.5, 0, 50, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('CIEDE2000 through culori', () => {
  const ciede2000 = differenceCiede2000();
  const lab = (l: number, a: number, b: number) => ({ mode: 'lab65' as const, l, a, b });

  it.each(sharmaPairs.map((pair, i) => [i + 1, ...pair] as const))(
    'Sharma pair %i',
    (_n, l1, a1, b1, l2, a2, b2, expected) => {
      expect(ciede2000(lab(l1, a1, b1), lab(l2, a2, b2))).toBeCloseTo(expected, 4);
    },
  );

  it('orders the pairs as the published ΔE do', () => {
    const computed = sharmaPairs.map(([l1, a1, b1, l2, a2, b2]) => ciede2000(lab(l1, a1, b1), lab(l2, a2, b2)));
    const byPublished = sharmaPairs.map((p, i) => ({ published: p[6], i })).sort((x, y) => x.published - y.published);
    for (let k = 1; k < byPublished.length; k++) {
      const [prev, next] = [byPublished[k - 1], byPublished[k]];
      if (prev && next && prev.published < next.published) {
        expect(computed[prev.i]).toBeLessThan(computed[next.i] ?? 0);
      }
    }
  });

  it('is 0 for the same sRGB colour and symmetric', () => {
    expect(deltaE2000('3A6EA5', '3A6EA5')).toBe(0);
    expect(deltaE2000('3A6EA5', 'F2E6C9')).toBeCloseTo(deltaE2000('F2E6C9', '3A6EA5'), 10);
  });
});

describe('nearest colours', () => {
  const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) =>
    rgb
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase(),
  );
  const palette = fc
    .uniqueArray(hex, { minLength: 1, maxLength: 40 })
    .map((rgbs) => rgbs.map((rgb, i) => ({ code: `C${String(i).padStart(3, '0')}`, rgb })));

  it('equals brute force: no colour left out is nearer than one kept', () => {
    fc.assert(
      fc.property(hex, palette, fc.integer({ min: 1, max: 10 }), (target, colours, limit) => {
        const near = nearestColours(target, colours, limit);
        expect(near).toHaveLength(Math.min(limit, colours.length));
        const kept = new Set(near.map((c) => c.code));
        const worstKept = Math.max(...near.map((c) => deltaE2000(target, c.rgb)));
        for (const colour of colours.filter((c) => !kept.has(c.code))) {
          expect(deltaE2000(target, colour.rgb)).toBeGreaterThanOrEqual(worstKept);
        }
        const bruteBest = Math.min(...colours.map((c) => deltaE2000(target, c.rgb)));
        expect(deltaE2000(target, near[0]?.rgb ?? '')).toBe(bruteBest);
      }),
    );
  });

  it('puts an exact match first with ΔE 0', () => {
    const near = nearestColours(
      '1F4E79',
      [
        { code: 'A', rgb: 'FFFFFF' },
        { code: 'B', rgb: '1F4E79' },
      ],
      2,
    );
    expect(near.map((c) => [c.code, c.deltaE])).toEqual([
      ['B', 0],
      ['A', expect.any(Number)],
    ]);
  });
});

describe('helpers', () => {
  it('folds accents and case', () => {
    expect(foldText('  Azul Pôr do SOL ')).toBe('azul por do sol');
  });

  it('places colours in chart families', () => {
    expect(familyOf('FFFFFF')).toBe('Brancos');
    expect(familyOf('101010')).toBe('Pretos');
    expect(familyOf('808080')).toBe('Cinzas');
    expect(familyOf('1F4E9A')).toBe('Azuis');
    expect(familyOf('2E8B57')).toBe('Verdes');
    expect(familyOf('C0392B')).toBe('Vermelhos');
    expect(familyOf('F4D03F')).toBe('Amarelos');
    expect(familyOf('6B4226')).toBe('Marrons');
  });
});
