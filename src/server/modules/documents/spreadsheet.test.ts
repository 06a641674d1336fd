import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { zipBacklog } from './spreadsheet.js';

describe('zipBacklog', () => {
  it('sees the sheet bytes the zip has yet to compress (the exceljs internals the export waits on)', async () => {
    const discard = new Writable({ write: (_chunk, _encoding, next) => next() });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: discard });
    const sheet = workbook.addWorksheet('Planilha');
    sheet.columns = [{ header: 'Cliente', key: 'cliente' }];
    for (let i = 0; i < 5_000; i++) sheet.addRow({ cliente: `Cliente ${i} – Ação` }).commit();
    expect(zipBacklog(sheet)).toBeGreaterThan(64 * 1024);
    sheet.commit();
    await workbook.commit();
    expect(zipBacklog(sheet)).toBe(0);
  });
});
