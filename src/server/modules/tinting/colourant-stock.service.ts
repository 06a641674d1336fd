import { cartMessages } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../http/errors.js';
import { formulasForCans, type TintedCan } from './formulas.service.js';
import {
  colourantShortages,
  insertLineDoses,
  putBackColourantStock,
  takeColourantStock,
  type ColourantShortage,
  type LineDose,
} from './colourant-stock.repo.js';

/** A tinted line being placed: `quantity` cans; `checkStock` false when its base sells without stock. */
export type PlacedTintLine = TintedCan & { itemId: number; checkStock: boolean };

const millilitres = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

const shortageOf = (s: ColourantShortage) =>
  `corante ${s.code} ${s.name} (disponível: ${millilitres.format(Math.max(0, s.stockUl) / 1000)} mL)`;

/** Each line's doses, scaled to its can; a colour no longer active refuses ('Cor não encontrada ou inativa.'). */
async function dosesOf(tx: Db, tenantId: number, lines: PlacedTintLine[]): Promise<LineDose[]> {
  const formulas = await formulasForCans(tx, tenantId, lines);
  return lines.flatMap((line) => {
    const formula = formulas.get(line);
    if (!formula?.active) throw badRequest(cartMessages.colourNotFound);
    return formula.doses.map((d) => ({
      itemId: line.itemId,
      colorantId: d.colorantId,
      amountUl: d.amountMicrolitres,
      need: d.amountMicrolitres * line.quantity,
      checked: line.checkStock,
    }));
  });
}

const refuseShort = (short: ColourantShortage[]) => {
  if (short.length > 0) throw conflict(cartMessages.shortage(short.map(shortageOf)));
};

/**
 * At placement, in the placement's transaction: every colour still active, each line's doses
 * recorded, and the colourants taken from their machines, refusing with a 409 when one is short for a
 * line whose base does not sell without stock. The colourant is dosed either way, so a line selling
 * without stock still takes it (the stock may go below zero: the canister needs a refill).
 */
export async function takeColourants(tx: Db, tenantId: number, lines: PlacedTintLine[]): Promise<void> {
  if (lines.length === 0) return;
  const doses = await dosesOf(tx, tenantId, lines);
  refuseShort(await takeColourantStock(tx, tenantId, doses));
  await insertLineDoses(tx, tenantId, doses);
}

/** The same refusals as `takeColourants`, taking nothing (a customer accepting a public quote). */
export async function checkColourants(tx: Db, tenantId: number, lines: PlacedTintLine[]): Promise<void> {
  if (lines.length === 0) return;
  refuseShort(await colourantShortages(tx, tenantId, await dosesOf(tx, tenantId, lines)));
}

/** Gives back to the machines what `units` cans of each line took (a cancel, a return, an expired Pix). */
export const returnColourants = (tx: Db, tenantId: number, lines: Array<{ itemId: number; units: number }>) =>
  putBackColourantStock(
    tx,
    tenantId,
    lines.filter((l) => l.units > 0),
  );
