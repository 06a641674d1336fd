import type { Faker } from '@faker-js/faker';
import type { Db } from '../client.js';
import { manufacturers, productGroups, products } from '../schema/catalog.js';
import {
  tintColorants,
  tintColors,
  tintFormulaDoses,
  tintLines,
  tintMachines,
  tintTypes,
  tintUnits,
} from '../schema/tinting.js';
import { buildProducts, groupNames, manufacturerNames } from './catalog-data.js';
import { insertChunks, reserveIds } from './insert-helpers.js';
import {
  buildColors,
  buildFormula,
  colorantSets,
  tintLineNames,
  tintTypeNames,
  tintUnitNames,
  tintUnitVolumes,
} from './tint-data.js';

export type CatalogProduct = {
  id: number;
  priceCents: number;
  listPriceCents: number;
  description: string;
  packaging: string;
  tintBase: boolean;
};

export async function seedCatalog(db: Db, faker: Faker, tenantId: number, count: number): Promise<CatalogProduct[]> {
  const makers = await db
    .insert(manufacturers)
    .values(manufacturerNames.map((name) => ({ tenantId, name })))
    .returning({ id: manufacturers.id });
  const groups = await db
    .insert(productGroups)
    .values(groupNames.map((description) => ({ tenantId, description })))
    .returning({ id: productGroups.id });
  const seeds = buildProducts(faker, count);
  const ids = await reserveIds(db, products, seeds.length);
  const rows = seeds.map((seed, index) => ({
    tenantId,
    id: ids[index],
    manufacturerId: makers[seed.manufacturerIndex]?.id ?? 0,
    groupId: groups[seed.groupIndex]?.id ?? 0,
    siteDescription: seed.siteDescription,
    listDescription: seed.listDescription,
    ecommerceDescription: seed.ecommerceDescription,
    packaging: seed.packaging,
    listPackaging: seed.packaging,
    stock: seed.stock,
    priceCents: seed.priceCents,
    listPriceCents: seed.listPriceCents,
    sellWithoutStock: seed.sellWithoutStock,
    volumeLiters: seed.volumeLiters,
    weightKg: seed.weightKg,
    tintBase: seed.tintBase,
    // The base's letter from its finish ('... Base B ...'); the demo's formulas are every base's.
    tintBaseKey: seed.tintBase ? (/\bBase ([A-C])\b/.exec(seed.listDescription)?.[1] ?? null) : null,
    specificationHtml: `<p><strong>${seed.listDescription}</strong></p><ul><li>Embalagem: ${seed.packaging}</li><li>Uso: interno e externo, conforme indicação do fabricante</li></ul>`,
  }));
  await insertChunks(db, products, rows);
  return rows.map((row) => ({
    id: row.id ?? 0,
    priceCents: row.priceCents,
    listPriceCents: row.listPriceCents,
    description: row.ecommerceDescription ?? row.listDescription,
    packaging: row.packaging,
    tintBase: row.tintBase,
  }));
}

export type TintColor = { code: string; description: string; rgb: string };

export async function seedTinting(db: Db, faker: Faker, tenantId: number, colorCount: number): Promise<TintColor[]> {
  const machines = await db
    .insert(tintMachines)
    .values([
      {
        tenantId,
        converter: 'CNV01',
        code: 'TING-01',
        description: 'Tingidora Automática Matriz',
        software: 'ColorMix 5',
      },
      {
        tenantId,
        converter: 'CNV02',
        code: 'TING-02',
        description: 'Tingidora Filial Jundiaí',
        software: 'ColorMix 5',
      },
    ])
    .returning({ id: tintMachines.id });
  const types = await db
    .insert(tintTypes)
    .values(tintTypeNames.map((description) => ({ tenantId, description })))
    .returning({ id: tintTypes.id });
  const units = await db
    .insert(tintUnits)
    .values(tintUnitNames.map((description, i) => ({ tenantId, description, volumeMl: tintUnitVolumes[i] })))
    .returning({ id: tintUnits.id, volumeMl: tintUnits.volumeMl });
  const lines = await db
    .insert(tintLines)
    .values(tintLineNames.map((description, index) => ({ tenantId, description, isDefault: index === 0 })))
    .returning({ id: tintLines.id });
  const colorants = await seedColorants(db, faker, tenantId, machines);
  const colors = buildColors(faker, colorCount);
  const colorIds = await reserveIds(db, tintColors, colors.length);
  const rows = colors.map((color, index) => ({
    tenantId,
    id: colorIds[index] ?? 0,
    ...color,
    machineId: faker.helpers.arrayElement(machines).id,
    typeId: faker.helpers.arrayElement(types).id,
    unit: faker.helpers.arrayElement(units),
    lineId: faker.helpers.arrayElement(lines).id,
    stock: faker.number.int({ min: 0, max: 50 }),
  }));
  await insertChunks(
    db,
    tintColors,
    rows.map(({ unit, ...row }) => ({ ...row, unitId: unit.id })),
  );
  const doses = rows.flatMap((row) =>
    buildFormula(faker, row.rgb, colorants.get(row.machineId) ?? [], row.unit.volumeMl ?? 3_600).map((dose) => ({
      tenantId,
      colorId: row.id,
      ...dose,
    })),
  );
  await insertChunks(db, tintFormulaDoses, doses);
  return colors;
}

/** The colourants of each machine, priced R$ 60–250 per litre, with a few litres in each canister. */
async function seedColorants(db: Db, faker: Faker, tenantId: number, machines: { id: number }[]) {
  const byMachine = new Map<number, { id: number; hue: number | null }[]>();
  for (const [index, machine] of machines.entries()) {
    const set = colorantSets[index % colorantSets.length] ?? [];
    const inserted = await db
      .insert(tintColorants)
      .values(
        set.map(({ code, name }) => ({
          tenantId,
          machineId: machine.id,
          code,
          name,
          pricePerLitreCents: faker.number.int({ min: 60, max: 250 }) * 100,
          stockUl: faker.number.int({ min: 500, max: 4_000 }) * 1000,
        })),
      )
      .returning({ id: tintColorants.id });
    byMachine.set(
      machine.id,
      inserted.map((row, i) => ({ id: row.id, hue: set[i]?.hue ?? null })),
    );
  }
  return byMachine;
}
