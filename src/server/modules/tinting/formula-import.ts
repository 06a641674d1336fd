import { normaliseHex } from '../../../shared/domain/hex-colour.js';
import { foldText } from '../../../shared/domain/tinting.js';
import { formulaImportMessages as msg, type FormulaImportReply } from '../../../shared/schemas/tinting.js';
import type { FileRow } from '../../files/tabular-file.js';

/**
 * Reading the dispenser software's CSV (docs/tinting.md): one line per colourant of a colour,
 * `maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml[;base]`, the dose in mL per can of that unit,
 * for one base ('A', 'B'...) or, with `base` empty or left out, for every base.
 * Pure: the company's machines, lines, types, units and colourants come in as lookups.
 */

export type Refused = FormulaImportReply['recusados'][number];

/** Names to ids; a name is matched without accents, case or spaces ('Galão 3,6 L' is 'galao3,6l'). */
export type ImportLookups = {
  machines: Map<string, number>;
  lines: Map<string, number>;
  types: Map<string, number>;
  units: Map<string, number>;
  /** By `${machineId}|${key(code)}`. */
  colourants: Map<string, number>;
};

export const lookupKey = (value: string | number) => foldText(String(value)).replace(/\s+/g, '');

/** A dose's key in a colour's formula: its base ('' for every base) and colourant. */
export const doseKey = (base: string, colorantId: number) => `${base}|${colorantId}`;
export function splitDoseKey(key: string): { base: string; colorantId: number } {
  const at = key.lastIndexOf('|');
  return { base: key.slice(0, at), colorantId: Number(key.slice(at + 1)) };
}

/** A colour as the file describes it: who it is, and its doses in µL by `doseKey`. */
export type ColourDraft = {
  machineId: number;
  code: string;
  description: string;
  lineId: number;
  typeId: number;
  unitId: number;
  rgb: string;
  doses: Map<string, number>;
};

type ParsedLine = {
  line: number;
  key: string;
  colour: Omit<ColourDraft, 'doses'>;
  dose: string;
  amountUl: number;
};

/** mL with a decimal comma or point, at most µL precision, above zero; in whole µL. */
export function doseMicrolitres(cell: string | number): number | undefined {
  const text = String(cell).trim().replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return undefined;
  const amount = Math.round(Number(text) * 1000);
  return amount > 0 ? amount : undefined;
}

/** A base's letter (up to 5 letters or digits, upper case); '' for every base; undefined if invalid. */
export function baseOf(cell: string | number): string | undefined {
  const text = String(cell).trim().toUpperCase();
  return /^[A-Z0-9]{0,5}$/.test(text) ? text : undefined;
}

/** One line checked on its own: what it says, or why it is refused (the first problem found). */
function parseLine(row: FileRow, refs: ImportLookups): ParsedLine | string {
  const [
    machine = '',
    code = '',
    name = '',
    line = '',
    type = '',
    unit = '',
    rgb = '',
    colourant = '',
    ml = '',
    base = '',
  ] = row.cells.map((c) => (typeof c === 'number' ? c : c.trim()));
  const machineId = refs.machines.get(lookupKey(machine));
  if (machineId === undefined) return msg.rowMachine;
  if (!String(code)) return msg.rowColourCode;
  if (!String(name)) return msg.rowColourName;
  const lineId = refs.lines.get(lookupKey(line));
  if (lineId === undefined) return msg.rowLine;
  const typeId = refs.types.get(lookupKey(type));
  if (typeId === undefined) return msg.rowType;
  const unitId = refs.units.get(lookupKey(unit));
  if (unitId === undefined) return msg.rowUnit;
  const hex = normaliseHex(String(rgb));
  if (!hex) return msg.rowRgb;
  const colorantId = refs.colourants.get(`${machineId}|${lookupKey(colourant)}`);
  if (colorantId === undefined) return msg.rowColourant;
  const amountUl = doseMicrolitres(ml);
  if (amountUl === undefined) return msg.rowDose;
  const baseKey = baseOf(base);
  if (baseKey === undefined) return msg.rowBase;
  const colour = { machineId, code: String(code), description: String(name), lineId, typeId, unitId, rgb: hex };
  return { line: row.line, key: colourKey(row), colour, dose: doseKey(baseKey, colorantId), amountUl };
}

/** The colour a line belongs to, even when the line is refused: its machine and colour code as typed. */
const colourKey = (row: FileRow) => `${lookupKey(row.cells[0] ?? '')}|${String(row.cells[1] ?? '').trim()}`;

const sameHeader = (a: ParsedLine['colour'], b: ParsedLine['colour']) =>
  a.description === b.description &&
  a.lineId === b.lineId &&
  a.typeId === b.typeId &&
  a.unitId === b.unitId &&
  a.rgb === b.rgb;

/**
 * The colours of the file, each whole: a colour with any refused line is refused whole (its other
 * lines say so), so an import never leaves a formula with a colourant missing.
 */
export function readFormulas(rows: FileRow[], refs: ImportLookups): { colours: ColourDraft[]; refused: Refused[] } {
  const refused: Refused[] = [];
  const tainted = new Set<string>();
  const groups = new Map<string, { first: ParsedLine; lines: ParsedLine[]; doseLine: Map<string, number> }>();
  for (const row of rows) {
    const parsed = parseLine(row, refs);
    const refuse = (motivo: string) => {
      refused.push({ linha: row.line, codigo: String(row.cells[1] ?? '').trim(), motivo });
      tainted.add(colourKey(row));
    };
    if (typeof parsed === 'string') {
      refuse(parsed);
      continue;
    }
    const group = groups.get(parsed.key) ?? { first: parsed, lines: [], doseLine: new Map<string, number>() };
    groups.set(parsed.key, group);
    const repeatedAt = group.doseLine.get(parsed.dose);
    if (!sameHeader(group.first.colour, parsed.colour)) refuse(msg.rowDiffers(group.first.line));
    else if (repeatedAt !== undefined) refuse(msg.rowRepeated(repeatedAt));
    else {
      group.doseLine.set(parsed.dose, parsed.line);
      group.lines.push(parsed);
    }
  }
  const colours: ColourDraft[] = [];
  for (const [key, group] of groups) {
    if (!tainted.has(key)) {
      colours.push({ ...group.first.colour, doses: new Map(group.lines.map((l) => [l.dose, l.amountUl])) });
      continue;
    }
    for (const l of group.lines) refused.push({ linha: l.line, codigo: l.colour.code, motivo: msg.colourRefused });
  }
  refused.sort((a, b) => a.linha - b.linha);
  return { colours, refused };
}

/** A colour as it is in the database, to compare with the file. */
export type StoredColour = Omit<ColourDraft, 'doses'> & { id: number; doses: Map<string, number> };

const sameDoses = (a: Map<string, number>, b: Map<string, number>) =>
  a.size === b.size && [...a].every(([id, amount]) => b.get(id) === amount);

/** New colours, changed ones (with the id they keep) and how many are already as the file says. */
export function planFormulas(drafts: ColourDraft[], stored: StoredColour[]) {
  const byKey = new Map(stored.map((s) => [`${s.machineId}|${s.code}`, s]));
  const created: ColourDraft[] = [];
  const changed: Array<ColourDraft & { id: number }> = [];
  let same = 0;
  for (const draft of drafts) {
    const current = byKey.get(`${draft.machineId}|${draft.code}`);
    if (!current) created.push(draft);
    else if (!sameHeader(current, draft) || !sameDoses(current.doses, draft.doses))
      changed.push({ ...draft, id: current.id });
    else same += 1;
  }
  return { created, changed, same };
}
