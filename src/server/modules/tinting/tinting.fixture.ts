import type { Db } from '../../db/client.js';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';
import {
  tintColorants,
  tintColors,
  tintFormulaDoses,
  tintLines,
  tintMachines,
  tintTypes,
  tintUnits,
} from '../../db/schema/tinting.js';
import { insertOperator } from '../../test/factories.js';
import { loginCookie, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';

/**
 * A small tinting catalogue in one company: two machines (the second with colours of one line only),
 * two lines, a type, the three can sizes, colourants, four colours with formulas entered for the
 * galão (one inactive), and a tint base in three cans (quarto R$ 30,00, galão R$ 100,00, lata R$ 400,00).
 */
export async function tintingWorld(db: Db, tenantId: number) {
  const [m1, m2] = await db
    .insert(tintMachines)
    .values([
      { tenantId, converter: 'CNV01', code: 'TING-01', description: 'Tingidora Matriz', software: 'ColorMix 5' },
      { tenantId, converter: 'CNV02', code: 'TING-02', description: 'Tingidora Filial', software: null },
    ])
    .returning();
  const [interior, exterior] = await db
    .insert(tintLines)
    .values([
      { tenantId, description: 'Cores do Brasil', isDefault: true },
      { tenantId, description: 'Cores Industriais' },
    ])
    .returning();
  const [acrylic, enamel] = await db
    .insert(tintTypes)
    .values([
      { tenantId, description: 'Acrílica' },
      { tenantId, description: 'Esmalte' },
    ])
    .returning();
  const [quarto, galao, lata] = await db
    .insert(tintUnits)
    .values([
      { tenantId, description: 'Quarto 0,9L', volumeMl: 900 },
      { tenantId, description: 'Galão 3,6L', volumeMl: 3_600 },
      { tenantId, description: 'Lata 18L', volumeMl: 18_000 },
    ])
    .returning();
  if (!m1 || !m2 || !interior || !exterior || !acrylic || !enamel || !quarto || !galao || !lata)
    throw new Error('tinting rows not inserted');
  const [blue, black, red] = await db
    .insert(tintColorants)
    .values([
      // R$ 100,00/L = 10 000 centavos/L: 1 mL costs 10 centavos.
      { tenantId, machineId: m1.id, code: 'E', name: 'Azul Ftalo', pricePerLitreCents: 10_000, stockUl: 1_000_000 },
      { tenantId, machineId: m1.id, code: 'B', name: 'Preto Carbono', pricePerLitreCents: 8_000, stockUl: 1_000_000 },
      { tenantId, machineId: m2.id, code: 'C04', name: 'Vermelho Naftol', pricePerLitreCents: 20_000, stockUl: 10_000 },
    ])
    .returning();
  if (!blue || !black || !red) throw new Error('colourants not inserted');
  const colour = (
    code: string,
    description: string,
    rgb: string,
    over: Partial<typeof tintColors.$inferInsert> = {},
  ) => ({
    tenantId,
    code,
    description,
    rgb,
    family: 'Azuis',
    machineId: m1.id,
    typeId: acrylic.id,
    unitId: galao.id,
    lineId: interior.id,
    priceCents: 0,
    ...over,
  });
  const [azul, marinho, inativo, vermelho] = await db
    .insert(tintColors)
    .values([
      colour('AZ01', 'Azul Sereno', '3A6EA5'),
      colour('AZ02', 'Azul Marinho Profundo', '1F2F4F'),
      colour('AZ03', 'Azul Descontinuado', '3B6FA6', { active: false }),
      colour('VM01', 'Vermelho Cardeal', 'B22222', {
        family: 'Vermelhos',
        machineId: m2.id,
        lineId: exterior.id,
        typeId: enamel.id,
        unitId: lata.id,
      }),
    ])
    .returning();
  if (!azul || !marinho || !inativo || !vermelho) throw new Error('colours not inserted');
  await db.insert(tintFormulaDoses).values([
    // Azul Sereno, per galão: 20 mL blue (R$ 2,00) + 1,25 mL black (R$ 0,10).
    { tenantId, colorId: azul.id, colorantId: blue.id, amountUl: 20_000 },
    { tenantId, colorId: azul.id, colorantId: black.id, amountUl: 1_250 },
    { tenantId, colorId: marinho.id, colorantId: blue.id, amountUl: 90_000 },
    { tenantId, colorId: marinho.id, colorantId: black.id, amountUl: 30_000 },
    { tenantId, colorId: inativo.id, colorantId: blue.id, amountUl: 20_000 },
    // Vermelho, per lata: 50 mL of a colourant the machine has only 10 mL of.
    { tenantId, colorId: vermelho.id, colorantId: red.id, amountUl: 50_000 },
  ]);
  const base = await tintBase(db, tenantId);
  return {
    machines: { m1, m2 },
    colourants: { blue, black, red },
    lines: { interior, exterior },
    types: { acrylic, enamel },
    units: { quarto, galao, lata },
    base,
  };
}

async function tintBase(db: Db, tenantId: number) {
  const [maker] = await db.insert(manufacturers).values({ tenantId, name: 'Fabricante Tinta' }).returning();
  const [group] = await db.insert(productGroups).values({ tenantId, description: 'Bases' }).returning();
  if (!maker || !group) throw new Error('catalog not inserted');
  const can = (packaging: string, volumeLiters: string, priceCents: number) => ({
    tenantId,
    manufacturerId: maker.id,
    groupId: group.id,
    siteDescription: 'BASE ACRILICA PREMIUM A',
    listDescription: 'Base Acrílica Premium A',
    ecommerceDescription: 'Base Acrílica Premium A',
    packaging,
    volumeLiters,
    priceCents,
    listPriceCents: priceCents,
    stock: 50,
    tintBase: true,
  });
  const [quarto, galao, lata] = await db
    .insert(products)
    .values([can('Quarto 0,9L', '0.900', 3_000), can('Galão 3,6L', '3.600', 10_000), can('Lata 18L', '18.000', 40_000)])
    .returning();
  if (!quarto || !galao || !lata) throw new Error('tint base not inserted');
  return { quarto, galao, lata };
}

/** The tinting tests' company: a shop (openShop) with this tinting catalogue and a manager's session. */
export async function tintingShop(t: TestApp) {
  const shop = await openShop(t);
  const w = await tintingWorld(t.database.db, shop.tenant.id);
  const boss = await insertOperator(t.database.db, shop.tenant.id, { role: 'manager' });
  return { shop, w, manager: await loginCookie(t, boss.email, shop.tenant.alias) };
}
