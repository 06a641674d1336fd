import ExcelJS from 'exceljs';
import type { GridRow } from '../../../shared/schemas/grid.js';
import type { GridColumn } from '../grids/index.js';

/**
 * A real .xlsx of grid rows: numbers and money as numbers (money formatted in R$), dates as dates
 * (dd/mm/yyyy), so sums and filters work in LibreOffice and Excel.
 */
export async function buildSpreadsheet(title: string, columns: GridColumn[], rows: GridRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Balcão';
  const sheet = workbook.addWorksheet(title.slice(0, 31) || 'Planilha');
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.wire,
    width: Math.max(12, c.label.length + 2),
    style: styleOf(c),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.wire, cellValue(c, row[c.wire])])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function styleOf(column: GridColumn): Partial<ExcelJS.Style> {
  if (column.type === 'money') return { numFmt: '"R$" #,##0.00' };
  if (column.type === 'date') return { numFmt: 'dd/mm/yyyy' };
  return {};
}

function cellValue(column: GridColumn, value: string | number | null | undefined): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (column.type === 'date') {
    const iso = String(value).replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3-$2-$1');
    return new Date(`${iso}T00:00:00Z`);
  }
  return value;
}
