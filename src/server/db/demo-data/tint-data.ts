import type { Faker } from '@faker-js/faker';
import { familyOf } from '../../../shared/domain/tinting.js';

const families = [
  { name: 'Azul', hue: 215 },
  { name: 'Verde', hue: 120 },
  { name: 'Amarelo', hue: 50 },
  { name: 'Vermelho', hue: 2 },
  { name: 'Laranja', hue: 28 },
  { name: 'Rosa', hue: 340 },
  { name: 'Lilás', hue: 275 },
  { name: 'Marrom', hue: 25 },
  { name: 'Cinza', hue: 210 },
  { name: 'Bege', hue: 40 },
  { name: 'Terracota', hue: 15 },
  { name: 'Turquesa', hue: 180 },
  { name: 'Branco', hue: 45 },
  { name: 'Grafite', hue: 220 },
];

/** Saturation and lightness ranges per family, so the chart spans whites, pastels and deep tones. */
function tone(faker: Faker, family: string): { saturation: number; lightness: number } {
  const int = (min: number, max: number) => faker.number.int({ min, max });
  if (family === 'Branco') return { saturation: int(5, 40), lightness: int(92, 98) };
  if (family === 'Grafite') return { saturation: int(3, 10), lightness: int(8, 28) };
  if (family === 'Cinza') return { saturation: int(3, 12), lightness: int(30, 85) };
  return { saturation: int(25, 90), lightness: int(15, 92) };
}

const qualifiers = [
  'Sereno',
  'Profundo',
  'Suave',
  'Noturno',
  'Tropical',
  'Colonial',
  'Imperial',
  'Aurora',
  'Brisa',
  'Cerrado',
  'Mar Aberto',
  'Pôr do Sol',
  'Orvalho',
  'Jardim',
  'Ipê',
  'Cristal',
  'Veludo',
  'Algodão',
  'Baunilha',
  'Canela',
  'Café',
  'Oliva',
  'Musgo',
  'Ardósia',
  'Nevoeiro',
  'Areia Fina',
  'Lavanda',
];

export const tintTypeNames = ['Acrílica', 'Esmalte Sintético', 'Látex PVA'];
export const tintUnitNames = ['Quarto 0,9L', 'Galão 3,6L', 'Lata 18L'];
export const tintUnitVolumes = [900, 3_600, 18_000];

/** Colourants of the two dispensers: code, name and the hue they push towards (null: neutral). */
export const colorantSets: { code: string; name: string; hue: number | null }[][] = [
  [
    { code: 'AXX', name: 'Amarelo Óxido', hue: 45 },
    { code: 'B', name: 'Preto Carbono', hue: null },
    { code: 'C', name: 'Amarelo Médio', hue: 55 },
    { code: 'D', name: 'Verde Ftalo', hue: 150 },
    { code: 'E', name: 'Azul Ftalo', hue: 220 },
    { code: 'F', name: 'Vermelho Óxido', hue: 10 },
    { code: 'I', name: 'Magenta', hue: 330 },
    { code: 'KX', name: 'Branco Titânio', hue: null },
    { code: 'L', name: 'Ocre Amarelo', hue: 38 },
    { code: 'R', name: 'Vermelho Orgânico', hue: 0 },
    { code: 'T', name: 'Amarelo Limão', hue: 60 },
    { code: 'V', name: 'Violeta Carbazol', hue: 275 },
    { code: 'Y', name: 'Laranja Perinona', hue: 28 },
    { code: 'OX', name: 'Umbra Queimada', hue: 25 },
  ],
  [
    { code: 'C01', name: 'Amarelo Permanente', hue: 55 },
    { code: 'C02', name: 'Amarelo Óxido Transparente', hue: 45 },
    { code: 'C03', name: 'Laranja Molibdato', hue: 28 },
    { code: 'C04', name: 'Vermelho Naftol', hue: 0 },
    { code: 'C05', name: 'Vermelho Óxido Ferro', hue: 10 },
    { code: 'C06', name: 'Magenta Quinacridona', hue: 330 },
    { code: 'C07', name: 'Violeta Dioxazina', hue: 275 },
    { code: 'C08', name: 'Azul Ultramar', hue: 235 },
    { code: 'C09', name: 'Azul Ftalocianina', hue: 215 },
    { code: 'C10', name: 'Verde Ftalocianina', hue: 150 },
    { code: 'C11', name: 'Preto Óxido', hue: null },
    { code: 'C12', name: 'Branco Rutilo', hue: null },
    { code: 'C13', name: 'Siena Natural', hue: 30 },
  ],
];

type Colorant = { id: number; hue: number | null };

/**
 * A plausible formula for an sRGB colour in a can of `volumeMl`: one or two colourants near its hue,
 * black for dark tones, more colourant the deeper the colour (up to ~8 % of the can).
 */
export function buildFormula(faker: Faker, rgb: string, colorants: Colorant[], volumeMl: number) {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(rgb.slice(i, i + 2), 16) / 255);
  const lightness = (Math.max(r ?? 0, g ?? 0, b ?? 0) + Math.min(r ?? 0, g ?? 0, b ?? 0)) / 2;
  const hue = hueOf(r ?? 0, g ?? 0, b ?? 0);
  const hueDistance = (c: Colorant) =>
    c.hue === null ? 999 : Math.min(Math.abs(c.hue - hue), 360 - Math.abs(c.hue - hue));
  const chromatic = [...colorants].sort((x, y) => hueDistance(x) - hueDistance(y)).slice(0, 2);
  const black = colorants.find((c) => c.hue === null);
  const chosen = lightness < 0.45 && black ? [...chromatic, black] : chromatic;
  const totalUl = Math.max(200, Math.round((1 - lightness) * 0.08 * volumeMl * 1000));
  const shares = chosen.map(() => faker.number.float({ min: 0.2, max: 1 }));
  const sum = shares.reduce((a, x) => a + x, 0);
  return chosen.map((c, i) => ({
    colorantId: c.id,
    amountUl: Math.max(1, Math.round((totalUl * (shares[i] ?? 0)) / sum)),
  }));
}

function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
export const tintLineNames = ['Cores do Brasil', 'Coleção Tendências', 'Cores Industriais'];

export type ColorSeed = {
  code: string;
  description: string;
  rgb: string;
  family: string;
  priceCents: number;
  active: boolean;
};

export function buildColors(faker: Faker, count: number): ColorSeed[] {
  const seen = new Set<string>();
  const colors: ColorSeed[] = [];
  while (colors.length < count) {
    const family = faker.helpers.arrayElement(families);
    const description = `${family.name} ${faker.helpers.arrayElement(qualifiers)}`;
    if (seen.has(description)) continue;
    seen.add(description);
    const { saturation, lightness } = tone(faker, family.name);
    const rgb = hslToHex(family.hue + faker.number.int({ min: -8, max: 8 }), saturation, lightness);
    colors.push({
      code: `${family.name.slice(0, 2).toUpperCase()}${String(colors.length + 1).padStart(4, '0')}`,
      description,
      rgb,
      family: familyOf(rgb),
      priceCents: faker.number.int({ min: 300, max: 4500 }),
      active: faker.datatype.boolean(0.95),
    });
  }
  return colors;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}
