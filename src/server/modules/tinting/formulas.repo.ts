import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import {
  tintColorants,
  tintColors,
  tintFormulaDoses,
  tintLines,
  tintMachines,
  tintTypes,
  tintUnits,
} from '../../db/schema/tinting.js';

/** The (machine, line, type, unit) combinations that have an active colour: what the search narrows. */
export function activeCombinations(db: Db, tenantId: number) {
  return db
    .selectDistinct({
      machineId: tintColors.machineId,
      lineId: tintColors.lineId,
      typeId: tintColors.typeId,
      unitId: tintColors.unitId,
    })
    .from(tintColors)
    .where(and(eq(tintColors.tenantId, tenantId), eq(tintColors.active, true)));
}

export async function referenceLists(db: Db, tenantId: number) {
  const [machines, lines, types, units] = await Promise.all([
    db.select().from(tintMachines).where(eq(tintMachines.tenantId, tenantId)).orderBy(asc(tintMachines.code)),
    db.select().from(tintLines).where(eq(tintLines.tenantId, tenantId)).orderBy(asc(tintLines.description)),
    db.select().from(tintTypes).where(eq(tintTypes.tenantId, tenantId)).orderBy(asc(tintTypes.description)),
    db.select().from(tintUnits).where(eq(tintUnits.tenantId, tenantId)).orderBy(asc(tintUnits.volumeMl)),
  ]);
  return { machines, lines, types, units };
}
export type ReferenceLists = Awaited<ReturnType<typeof referenceLists>>;

export type Combination = { machineId: number; lineId: number; typeId: number; unitId: number };

export function coloursOf(db: Db, tenantId: number, c: Combination) {
  return db
    .select({ code: tintColors.code, description: tintColors.description, rgb: tintColors.rgb })
    .from(tintColors)
    .where(
      and(
        eq(tintColors.tenantId, tenantId),
        eq(tintColors.active, true),
        eq(tintColors.machineId, c.machineId),
        eq(tintColors.lineId, c.lineId),
        eq(tintColors.typeId, c.typeId),
        eq(tintColors.unitId, c.unitId),
      ),
    )
    .orderBy(asc(tintColors.description));
}

/** Every colour of the chart, active or not, with the volume its formula was entered for. */
export function chartColours(db: Db, tenantId: number) {
  return db
    .select({
      id: tintColors.id,
      code: tintColors.code,
      description: tintColors.description,
      rgb: tintColors.rgb,
      family: tintColors.family,
      lineId: tintColors.lineId,
      active: tintColors.active,
      referenceMl: tintUnits.volumeMl,
    })
    .from(tintColors)
    .innerJoin(tintUnits, and(eq(tintUnits.tenantId, tintColors.tenantId), eq(tintUnits.id, tintColors.unitId)))
    .where(eq(tintColors.tenantId, tenantId))
    .orderBy(asc(tintColors.description), asc(tintColors.code));
}
export type ChartColourRow = Awaited<ReturnType<typeof chartColours>>[number];

/** The doses of the given colours with their colourant's price and stock. */
export function dosesOf(db: Db, tenantId: number, colourIds: number[]) {
  if (colourIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      colorId: tintFormulaDoses.colorId,
      base: tintFormulaDoses.base,
      colorantId: tintFormulaDoses.colorantId,
      amountMicrolitres: tintFormulaDoses.amountUl,
      code: tintColorants.code,
      name: tintColorants.name,
      pricePerLitreCents: tintColorants.pricePerLitreCents,
      stockUl: tintColorants.stockUl,
    })
    .from(tintFormulaDoses)
    .innerJoin(
      tintColorants,
      and(eq(tintColorants.tenantId, tintFormulaDoses.tenantId), eq(tintColorants.id, tintFormulaDoses.colorantId)),
    )
    .where(and(eq(tintFormulaDoses.tenantId, tenantId), inArray(tintFormulaDoses.colorId, colourIds)));
}
export type DoseRow = Awaited<ReturnType<typeof dosesOf>>[number];

/** Colours by code (active or not), with their formula's reference volume. */
export function colourRowsByCode(db: Db, tenantId: number, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: tintColors.id, code: tintColors.code, active: tintColors.active, referenceMl: tintUnits.volumeMl })
    .from(tintColors)
    .innerJoin(tintUnits, and(eq(tintUnits.tenantId, tintColors.tenantId), eq(tintUnits.id, tintColors.unitId)))
    .where(and(eq(tintColors.tenantId, tenantId), inArray(tintColors.code, codes)));
}

/** The can sizes of a tint base: the active tint-base products of the same maker and description. */
export async function baseCanSizes(db: Db, tenantId: number, productId: number) {
  const [base] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.active, true)))
    .limit(1);
  if (!base?.tintBase) return undefined;
  const sizes = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.tintBase, true),
        eq(products.active, true),
        eq(products.manufacturerId, base.manufacturerId),
        sql`${products.listDescription} IS NOT DISTINCT FROM ${base.listDescription}`,
      ),
    )
    .orderBy(asc(products.volumeLiters), asc(products.id));
  return { base, sizes };
}

/** A colour by code with the names of its machine, line and type and its formula's reference volume. */
export async function colourDetails(db: Db, tenantId: number, code: string) {
  const [row] = await db
    .select({
      id: tintColors.id,
      code: tintColors.code,
      description: tintColors.description,
      rgb: tintColors.rgb,
      active: tintColors.active,
      machine: tintMachines.description,
      machineCode: tintMachines.code,
      line: tintLines.description,
      type: tintTypes.description,
      referenceMl: tintUnits.volumeMl,
    })
    .from(tintColors)
    .innerJoin(
      tintMachines,
      and(eq(tintMachines.tenantId, tintColors.tenantId), eq(tintMachines.id, tintColors.machineId)),
    )
    .innerJoin(tintLines, and(eq(tintLines.tenantId, tintColors.tenantId), eq(tintLines.id, tintColors.lineId)))
    .innerJoin(tintTypes, and(eq(tintTypes.tenantId, tintColors.tenantId), eq(tintTypes.id, tintColors.typeId)))
    .innerJoin(tintUnits, and(eq(tintUnits.tenantId, tintColors.tenantId), eq(tintUnits.id, tintColors.unitId)))
    .where(and(eq(tintColors.tenantId, tenantId), eq(tintColors.code, code)))
    .orderBy(asc(tintColors.id))
    .limit(1);
  return row;
}
