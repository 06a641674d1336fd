import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/queries.js';
import { tintColors, tintLines, tintTypes, tintUnits } from '../../db/schema/tinting.js';

function coloursWithNames(db: Db) {
  return db
    .select({
      code: tintColors.code,
      description: tintColors.description,
      rgb: tintColors.rgb,
      unit: tintUnits.description,
      line: tintLines.description,
      type: tintTypes.description,
    })
    .from(tintColors)
    .innerJoin(tintUnits, and(eq(tintUnits.tenantId, tintColors.tenantId), eq(tintUnits.id, tintColors.unitId)))
    .innerJoin(tintLines, and(eq(tintLines.tenantId, tintColors.tenantId), eq(tintLines.id, tintColors.lineId)))
    .innerJoin(tintTypes, and(eq(tintTypes.tenantId, tintColors.tenantId), eq(tintTypes.id, tintColors.typeId)));
}
export type Colour = Awaited<ReturnType<typeof findActiveColour>>;

export async function findActiveColour(db: Db, tenantId: number, code: string) {
  const [row] = await coloursWithNames(db)
    .where(and(eq(tintColors.tenantId, tenantId), eq(tintColors.code, code), eq(tintColors.active, true)))
    .limit(1);
  return row;
}

export async function searchActiveColours(db: Db, tenantId: number, term: string, limit: number) {
  const like = containing(term);
  return coloursWithNames(db)
    .where(
      and(
        eq(tintColors.tenantId, tenantId),
        eq(tintColors.active, true),
        term ? or(ilike(tintColors.description, like), ilike(tintColors.code, like)) : undefined,
      ),
    )
    .orderBy(asc(tintColors.description), asc(tintColors.code))
    .limit(limit);
}
