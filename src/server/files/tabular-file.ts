import ExcelJS from 'exceljs';
import { fold } from '../../shared/br/fold.js';
import { badRequest } from '../http/errors.js';

/** One line of the file as typed: its number (1 = the first) and its cells, numbers kept as numbers. */
export type FileRow = { line: number; cells: Array<string | number> };

/** What a kind of import accepts, and what it says when a file is refused (its own pt-BR texts). */
export type TabularRules = {
  maxBytes: number;
  maxRows: number;
  /** The titles the first column may have (lower case, no accents, letters and digits only). */
  firstTitles: readonly string[];
  messages: { badFile: string; emptyFile: string; tooManyRows: (max: number) => string };
};

/** The first column's titles of the files keyed by product code (products, prices, price tables). */
export const productCodeTitles = [
  'codigo',
  'cod',
  'codigoproduto',
  'codigodoproduto',
  'codproduto',
  'produto',
] as const;

/** A title as compared: 'Código', 'CODIGO' and 'código ' are all `codigo`, 'Cód. produto' is `codproduto`. */
const titleOf = (cell: string | number | undefined) => fold(String(cell ?? '')).replace(/[^a-z0-9]/g, '');

/**
 * The data lines of a CSV (`;`, tab or `,`) or XLSX file, for every import (products, prices, price
 * tables, tinting formulas): the first line is skipped only when it is the titles, that is when its
 * first cell is one of `firstTitles`; any other first line is data (and a bad one is refused with
 * its reason, never dropped). Empty lines are dropped; files are bounded in bytes and lines. A file
 * that is neither (a binary, a broken XLSX) is refused with `badFile`.
 */
export async function readTabularFile(name: string, bytes: Buffer, rules: TabularRules): Promise<FileRow[]> {
  const { badFile, emptyFile, tooManyRows } = rules.messages;
  if (bytes.length === 0 || bytes.length > rules.maxBytes) throw badRequest(badFile);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const rows = isZip || /\.xlsx$/i.test(name) ? await xlsxRows(bytes, badFile) : csvRows(bytes, badFile);
  const first = rows[0];
  const data = first?.line === 1 && rules.firstTitles.includes(titleOf(first.cells[0])) ? rows.slice(1) : rows;
  if (data.length === 0) throw badRequest(emptyFile);
  if (data.length > rules.maxRows) throw badRequest(tooManyRows(rules.maxRows));
  return data;
}

/** A control character other than tab and line breaks, or bytes that are not UTF-8: no text file. */
function looksBinary(text: string): boolean {
  if (text.includes('\uFFFD')) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"')
    .trim();

function csvRows(bytes: Buffer, badFile: string): FileRow[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (looksBinary(text)) throw badRequest(badFile);
  const lines = text.split(/\r?\n/);
  const head = lines[0] ?? '';
  const separator = head.includes(';') ? ';' : head.includes('\t') ? '\t' : ',';
  const rows: FileRow[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim()) rows.push({ line: index + 1, cells: raw.split(separator).map(unquote) });
  });
  return rows;
}

async function xlsxRows(bytes: Buffer, badFile: string): Promise<FileRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(badFile);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(badFile);
  const rows: FileRow[] = [];
  sheet.eachRow((row, line) => {
    const cells: Array<string | number> = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellValue(row.getCell(c).value));
    if (cells.some((cell) => cell !== '')) rows.push({ line, cells });
  });
  return rows;
}

function cellValue(value: ExcelJS.CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'result' in value) return cellValue(value.result);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  // A hyperlink cell keeps its text; a date or an error is no value of these files.
  if (typeof value === 'object') return 'text' in value && typeof value.text === 'string' ? value.text.trim() : '';
  return String(value).trim();
}
