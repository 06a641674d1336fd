import type { Faker } from '@faker-js/faker';

export const manufacturerNames = [
  'Suvinil',
  'Coral',
  'Sherwin-Williams',
  'Eucatex',
  'Lukscolor',
  'Iquine',
  'Renner',
  'Hydronorth',
  'Sayerlack',
  'Montana Química',
  'Quartzolit',
  'Vedacit',
];

export const groupNames = [
  'Tintas Acrílicas',
  'Tintas Látex PVA',
  'Esmaltes Sintéticos',
  'Vernizes',
  'Seladores e Fundos',
  'Massas',
  'Texturas',
  'Impermeabilizantes',
  'Solventes e Thinners',
  'Tintas para Piso',
  'Tintas Spray',
  'Bases para Tingimento',
  'Corantes',
  'Pincéis',
  'Rolos',
  'Lixas e Fitas',
  'Argamassas e Rejuntes',
  'Ferramentas',
  'Acessórios de Pintura',
  'Equipamentos de Proteção',
];

type Packaging = { label: string; liters: number | null; kg: number; priceFactor: number };

const paintPackagings: Packaging[] = [
  { label: 'Quarto 0,9L', liters: 0.9, kg: 1.3, priceFactor: 0.27 },
  { label: 'Galão 3,6L', liters: 3.6, kg: 5, priceFactor: 1 },
  { label: 'Lata 18L', liters: 18, kg: 25, priceFactor: 4.3 },
];
const smallPackagings: Packaging[] = [
  { label: 'Lata 900ml', liters: 0.9, kg: 1.1, priceFactor: 1 },
  { label: 'Galão 3,6L', liters: 3.6, kg: 4.2, priceFactor: 3.6 },
];
const massPackagings: Packaging[] = [
  { label: 'Galão 5,6kg', liters: 3.6, kg: 5.6, priceFactor: 1 },
  { label: 'Balde 25kg', liters: 18, kg: 25, priceFactor: 4 },
];
const unit: Packaging[] = [{ label: 'Unidade', liters: null, kg: 0.5, priceFactor: 1 }];
const spray: Packaging[] = [{ label: 'Spray 400ml', liters: 0.4, kg: 0.4, priceFactor: 1 }];
const bag: Packaging[] = [{ label: 'Saco 20kg', liters: null, kg: 20, priceFactor: 1 }];

const colors = [
  'Branco',
  'Branco Gelo',
  'Palha',
  'Areia',
  'Pérola',
  'Cinza Concreto',
  'Marfim',
  'Camurça',
  'Preto',
  'Azul França',
  'Verde Folha',
  'Vermelho Cardinal',
  'Amarelo Canário',
  'Tabaco',
];

type Template = {
  group: number;
  names: string[];
  finishes: string[];
  colors: boolean;
  packagings: Packaging[];
  basePrice: [number, number];
  tintBase?: boolean;
};

/** Product families per group: names, finishes and packaging of what a paint distributor sells. */
const templates: Template[] = [
  {
    group: 0,
    names: [
      'Tinta Acrílica Premium',
      'Tinta Acrílica Standard',
      'Tinta Acrílica Econômica',
      'Tinta Acrílica Toque de Seda',
    ],
    finishes: ['Fosco', 'Acetinado', 'Semibrilho'],
    colors: true,
    packagings: paintPackagings,
    basePrice: [90, 190],
  },
  {
    group: 1,
    names: ['Tinta Látex PVA', 'Tinta Látex Econômica'],
    finishes: ['Fosco'],
    colors: true,
    packagings: paintPackagings,
    basePrice: [55, 95],
  },
  {
    group: 2,
    names: ['Esmalte Sintético Premium', 'Esmalte Sintético Standard', 'Esmalte Base Água'],
    finishes: ['Brilhante', 'Acetinado', 'Fosco'],
    colors: true,
    packagings: smallPackagings,
    basePrice: [38, 75],
  },
  {
    group: 3,
    names: ['Verniz Marítimo', 'Verniz Copal', 'Stain Impregnante'],
    finishes: ['Brilhante', 'Acetinado'],
    colors: false,
    packagings: smallPackagings,
    basePrice: [45, 90],
  },
  {
    group: 4,
    names: ['Selador Acrílico', 'Fundo Preparador de Paredes', 'Fundo Nivelador Branco'],
    finishes: [''],
    colors: false,
    packagings: paintPackagings,
    basePrice: [45, 80],
  },
  {
    group: 5,
    names: ['Massa Corrida', 'Massa Acrílica'],
    finishes: [''],
    colors: false,
    packagings: massPackagings,
    basePrice: [30, 55],
  },
  {
    group: 6,
    names: ['Textura Acrílica', 'Textura Rústica'],
    finishes: ['Lisa', 'Média', 'Grossa'],
    colors: true,
    packagings: massPackagings,
    basePrice: [45, 80],
  },
  {
    group: 7,
    names: ['Manta Líquida', 'Impermeabilizante Acrílico', 'Borracha Líquida'],
    finishes: [''],
    colors: false,
    packagings: massPackagings,
    basePrice: [70, 140],
  },
  {
    group: 8,
    names: ['Thinner Diluente', 'Aguarrás Mineral', 'Removedor Pastoso'],
    finishes: [''],
    colors: false,
    packagings: smallPackagings,
    basePrice: [18, 40],
  },
  {
    group: 9,
    names: ['Tinta para Piso Premium', 'Tinta para Piso e Quadras'],
    finishes: ['Fosco'],
    colors: true,
    packagings: paintPackagings,
    basePrice: [80, 140],
  },
  {
    group: 10,
    names: ['Tinta Spray Uso Geral', 'Tinta Spray Alta Temperatura', 'Tinta Spray Metálica'],
    finishes: ['Brilhante', 'Fosco'],
    colors: true,
    packagings: spray,
    basePrice: [18, 35],
  },
  {
    group: 11,
    names: ['Base Acrílica Premium', 'Base Esmalte Sintético'],
    finishes: ['Base A', 'Base B', 'Base C'],
    colors: false,
    packagings: paintPackagings,
    basePrice: [85, 170],
    tintBase: true,
  },
  {
    group: 12,
    names: ['Corante Líquido', 'Corante para Tingidora'],
    finishes: [''],
    colors: true,
    packagings: unit,
    basePrice: [6, 25],
  },
  {
    group: 13,
    names: ['Pincel Cerda Gris 1"', 'Pincel Cerda Gris 2"', 'Pincel Cerda Gris 3"', 'Trincha 4"'],
    finishes: [''],
    colors: false,
    packagings: unit,
    basePrice: [6, 28],
  },
  {
    group: 14,
    names: ['Rolo de Lã 23cm', 'Rolo de Espuma 15cm', 'Rolo Antigota 23cm', 'Rolo para Textura'],
    finishes: [''],
    colors: false,
    packagings: unit,
    basePrice: [12, 45],
  },
  {
    group: 15,
    names: ['Lixa para Massa 150', "Lixa d'Água 220", 'Fita Crepe 48mm x 50m', 'Fita Crepe 24mm x 50m'],
    finishes: [''],
    colors: false,
    packagings: unit,
    basePrice: [2, 18],
  },
  {
    group: 16,
    names: ['Argamassa AC-I', 'Argamassa AC-III', 'Rejunte Flexível', 'Rejunte Epóxi'],
    finishes: [''],
    colors: false,
    packagings: bag,
    basePrice: [18, 70],
  },
  {
    group: 17,
    names: ['Espátula de Aço 10cm', 'Desempenadeira Dentada', 'Bandeja para Pintura', 'Extensor Telescópico 3m'],
    finishes: [''],
    colors: false,
    packagings: unit,
    basePrice: [9, 70],
  },
  {
    group: 18,
    names: ['Lona Plástica 4x5m', 'Kit Pintura Completo', 'Misturador de Tinta'],
    finishes: [''],
    colors: false,
    packagings: unit,
    basePrice: [15, 90],
  },
  {
    group: 19,
    names: ['Óculos de Proteção', 'Máscara PFF2', 'Luva Nitrílica'],
    finishes: [''],
    colors: false,
    packagings: unit,
    basePrice: [4, 25],
  },
];

export type ProductSeed = {
  manufacturerIndex: number;
  groupIndex: number;
  siteDescription: string;
  listDescription: string;
  ecommerceDescription: string | null;
  packaging: string;
  priceCents: number;
  listPriceCents: number;
  stock: number;
  sellWithoutStock: boolean;
  volumeLiters: string | null;
  weightKg: string;
  tintBase: boolean;
};

/** About `count` distinct products, spread over manufacturers and groups. */
export function buildProducts(faker: Faker, count: number): ProductSeed[] {
  const seen = new Set<string>();
  const products: ProductSeed[] = [];
  while (products.length < count) {
    const template = faker.helpers.arrayElement(templates);
    const manufacturerIndex = faker.number.int({ min: 0, max: manufacturerNames.length - 1 });
    const name = faker.helpers.arrayElement(template.names);
    const finish = faker.helpers.arrayElement(template.finishes);
    const color = template.colors ? faker.helpers.arrayElement(colors) : '';
    const description = [name, finish, color].filter(Boolean).join(' ');
    const basePrice = faker.number.float({ min: template.basePrice[0], max: template.basePrice[1], fractionDigits: 2 });
    for (const packaging of template.packagings) {
      const key = `${manufacturerIndex}|${description}|${packaging.label}`;
      if (seen.has(key) || products.length >= count) continue;
      seen.add(key);
      const priceCents = Math.round(basePrice * packaging.priceFactor * 100);
      const brand = manufacturerNames[manufacturerIndex] ?? '';
      products.push({
        manufacturerIndex,
        groupIndex: template.group,
        siteDescription: `${description.toUpperCase()} ${brand.toUpperCase()}`,
        listDescription: `${description} ${brand}`,
        ecommerceDescription: faker.datatype.boolean(0.7) ? `${description} ${brand}` : null,
        packaging: packaging.label,
        priceCents,
        listPriceCents: Math.round(priceCents * faker.number.float({ min: 1.05, max: 1.25 })),
        stock: faker.datatype.boolean(0.1) ? 0 : faker.number.int({ min: 1, max: 400 }),
        sellWithoutStock: faker.datatype.boolean(0.15),
        volumeLiters: packaging.liters === null ? null : packaging.liters.toFixed(3),
        weightKg: packaging.kg.toFixed(3),
        tintBase: template.tintBase ?? false,
      });
    }
  }
  return products;
}
