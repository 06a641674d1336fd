import type { Faker } from '@faker-js/faker';

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
];

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
export const tintLineNames = ['Cores do Brasil', 'Coleção Tendências', 'Cores Industriais'];

export type ColorSeed = { code: string; description: string; rgb: string; priceCents: number; active: boolean };

export function buildColors(faker: Faker, count: number): ColorSeed[] {
  const seen = new Set<string>();
  const colors: ColorSeed[] = [];
  while (colors.length < count) {
    const family = faker.helpers.arrayElement(families);
    const description = `${family.name} ${faker.helpers.arrayElement(qualifiers)}`;
    if (seen.has(description)) continue;
    seen.add(description);
    const saturation =
      family.name === 'Cinza' ? faker.number.int({ min: 3, max: 12 }) : faker.number.int({ min: 25, max: 85 });
    const lightness = faker.number.int({ min: 25, max: 88 });
    colors.push({
      code: `${family.name.slice(0, 2).toUpperCase()}${String(colors.length + 1).padStart(4, '0')}`,
      description,
      rgb: hslToHex(family.hue + faker.number.int({ min: -8, max: 8 }), saturation, lightness),
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
