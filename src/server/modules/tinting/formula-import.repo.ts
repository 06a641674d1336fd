import { and, asc, eq, inArray } from 'drizzle-orm';
import { familyOf } from '../../../shared/domain/tinting.js';
import type { Db } from '../../db/client.js';
import { tintColorants, tintColors, tintFormulaDoses } from '../../db/schema/tinting.js';
import { doseKey, splitDoseKey, type ColourDraft, type StoredColour } from './formula-import.js';

export function colourantsOf(db: Db, tenantId: number) {
  return db
    .select({ id: tintColorants.id, machineId: tintColorants.machineId, code: tintColorants.code })
    .from(tintColorants)
    .where(eq(tintColorants.tenantId, tenantId));
}

/**
 * The company's colours with their doses; of two colours with one machine and code, the first. Read
 * in the import's transaction, so one query after the other (one connection, one query at a time).
 */
export async function storedColours(db: Db, tenantId: number): Promise<StoredColour[]> {
  const colours = await db
    .select()
    .from(tintColors)
    .where(eq(tintColors.tenantId, tenantId))
    .orderBy(asc(tintColors.id));
  const doses = await db.select().from(tintFormulaDoses).where(eq(tintFormulaDoses.tenantId, tenantId));
  const byColour = new Map<number, Map<string, number>>();
  for (const d of doses)
    byColour.set(
      d.colorId,
      (byColour.get(d.colorId) ?? new Map<string, number>()).set(doseKey(d.base, d.colorantId), d.amountUl),
    );
  const seen = new Set<string>();
  return colours.flatMap((c) => {
    const key = `${c.machineId}|${c.code}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const { id, machineId, code, description, lineId, typeId, unitId, rgb } = c;
    return [
      {
        id,
        machineId,
        code,
        description,
        lineId,
        typeId,
        unitId,
        rgb,
        doses: byColour.get(id) ?? new Map<string, number>(),
      },
    ];
  });
}

const colourFields = (d: ColourDraft) => ({
  description: d.description,
  lineId: d.lineId,
  typeId: d.typeId,
  unitId: d.unitId,
  rgb: d.rgb,
  family: familyOf(d.rgb),
});

/**
 * Writes the new colours (active, priced by their colourants) and the changed ones (their activity
 * kept), each with its formula (every base's) replaced by the file's. The caller runs it in one transaction.
 */
export async function writeFormulas(
  db: Db,
  tenantId: number,
  created: ColourDraft[],
  changed: Array<ColourDraft & { id: number }>,
): Promise<void> {
  const inserted =
    created.length === 0
      ? []
      : await db
          .insert(tintColors)
          .values(
            created.map((d) => ({ tenantId, machineId: d.machineId, code: d.code, priceCents: 0, ...colourFields(d) })),
          )
          .returning({ id: tintColors.id });
  for (const d of changed)
    await db
      .update(tintColors)
      .set(colourFields(d))
      .where(and(eq(tintColors.tenantId, tenantId), eq(tintColors.id, d.id)));
  if (changed.length > 0)
    await db.delete(tintFormulaDoses).where(
      and(
        eq(tintFormulaDoses.tenantId, tenantId),
        inArray(
          tintFormulaDoses.colorId,
          changed.map((d) => d.id),
        ),
      ),
    );
  const withIds = [...created.map((d, i) => ({ ...d, id: inserted[i]?.id ?? 0 })), ...changed];
  const doses = withIds.flatMap((d) =>
    [...d.doses].map(([key, amountUl]) => ({ tenantId, colorId: d.id, ...splitDoseKey(key), amountUl })),
  );
  if (doses.length > 0) await db.insert(tintFormulaDoses).values(doses);
}
