import ExcelJS from 'exceljs';
import { on } from 'node:events';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MessagePort } from 'node:worker_threads';
import { formatBr } from '../../../shared/br/format-br.js';
import type { GridRow } from '../../../shared/schemas/grid.js';
import type { GridColumn } from '../grids/index.js';

/** A column as the worker thread gets it: plain data. */
export type SpreadsheetColumn = Pick<GridColumn, 'wire' | 'label' | 'type' | 'display' | 'valueLabels'>;
export type SpreadsheetInput = { title: string; columns: SpreadsheetColumn[] };

/** What the main thread sends a spreadsheet job: the next rows, or the end. */
export type SheetFeed = { rows: GridRow[] } | { end: true };
/** What the job sends back: a piece of the file, a request for the next rows, or the file's end. */
export type SheetOutput = { chunk: Uint8Array } | { more: true } | { done: true };

/**
 * A real .xlsx of grid rows, written as the rows arrive (exceljs' streaming writer), so memory holds
 * a page of rows and not the file: numbers and money as numbers (money formatted in R$), dates as
 * dates (dd/mm/yyyy), so sums and filters work in LibreOffice and Excel. Runs on a worker thread:
 * it asks for rows with `{ more }`, and sends the file's bytes as they are zipped.
 */
export async function writeSpreadsheet(input: SpreadsheetInput, port: MessagePort): Promise<void> {
  const output = new Writable({
    write(chunk: Buffer, _encoding, next) {
      port.postMessage({ chunk } satisfies SheetOutput);
      next();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Balcão';
  const sheet = workbook.addWorksheet(input.title.slice(0, 31) || 'Planilha');
  sheet.columns = input.columns.map((c) => ({
    header: c.label,
    key: c.wire,
    width: Math.max(12, c.label.length + 2),
    style: styleOf(c),
  }));
  sheet.getRow(1).font = { bold: true };
  const feed = on(port, 'message');
  port.postMessage({ more: true } satisfies SheetOutput);
  for await (const [message] of feed as AsyncIterable<[SheetFeed]>) {
    if ('end' in message) break;
    for (const row of message.rows) sheet.addRow(cellsOf(input.columns, row)).commit();
    await zipCaughtUp(sheet);
    port.postMessage({ more: true } satisfies SheetOutput);
  }
  sheet.commit();
  await workbook.commit();
  port.postMessage({ done: true } satisfies SheetOutput);
}

const cellsOf = (columns: SpreadsheetColumn[], row: GridRow) =>
  Object.fromEntries(columns.map((c) => [c.wire, cellValue(c, row[c.wire])]));

function styleOf(column: SpreadsheetColumn): Partial<ExcelJS.Style> {
  if (column.type === 'money') return { numFmt: '"R$" #,##0.00' };
  if (column.type === 'decimal') return { numFmt: '#,##0.00' };
  if (column.type === 'date') return { numFmt: 'dd/mm/yyyy' };
  return {};
}

function cellValue(
  column: SpreadsheetColumn,
  value: string | number | null | undefined,
): string | number | Date | null {
  if (value === null || value === undefined) return null;
  // Text, masked: a CPF or CEP as a number would lose its leading zeros and its punctuation.
  if (column.display) return formatBr(column.display, String(value));
  if (column.valueLabels) return column.valueLabels[String(value)] ?? value;
  if (column.type === 'date') {
    const iso = String(value).replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3-$2-$1');
    return new Date(`${iso}T00:00:00Z`);
  }
  return value;
}

/** Raw sheet bytes the zip may hold before the writer waits for it. */
const ZIP_BACKLOG_BYTES = 1 << 20;

/** Waits until the zip has compressed what the sheet wrote, but for ZIP_BACKLOG_BYTES. */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  while (zipBacklog(sheet) > ZIP_BACKLOG_BYTES) await sleep(1);
}

type StreamState = { _readableState?: { length: number }; _writableState?: { length: number } };

/**
 * Sheet bytes written and not yet compressed. exceljs 4 pipes each sheet (its `stream`) into the zip
 * without heeding backpressure, so rows written faster than the zip compresses them pile up in
 * memory (a 100 000-row export grew by 70 MB); this reads how much waits in the streams between.
 */
export function zipBacklog(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: StreamState[] } }).stream?.pipes ?? [];
  return pipes.reduce((sum, p) => sum + (p._readableState?.length ?? 0) + (p._writableState?.length ?? 0), 0);
}
