import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { productCodeTitles, readTabularFile, type TabularRules } from './tabular-file.js';

const rules: TabularRules = {
  maxBytes: 10_000,
  maxRows: 10,
  firstTitles: productCodeTitles,
  messages: { badFile: 'ruim', emptyFile: 'vazio', tooManyRows: () => 'muitas' },
};
const csv = (lines: string[]) => readTabularFile('a.csv', Buffer.from(lines.join('\n')), rules);

describe('readTabularFile', () => {
  it('skips the first line only when it is the titles', async () => {
    for (const title of ['codigo', 'Código', ' CÓDIGO ', 'Cód.', 'Código do produto', 'Produto'])
      expect(
        (await csv([`${title};preco`, '10;1,00'])).map((r) => r.line),
        title,
      ).toEqual([2]);
  });

  it('keeps a first line of data, even one whose code does not start with a digit', async () => {
    expect(await csv(['ABC1;1,00', '10;2,00'])).toEqual([
      { line: 1, cells: ['ABC1', '1,00'] },
      { line: 2, cells: ['10', '2,00'] },
    ]);
    expect((await csv(['Tinta branca;1,00'])).map((r) => r.line)).toEqual([1]);
  });

  it('reads the titles of an XLSX the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Planilha');
    sheet.addRow(['Código', 'Preço']);
    sheet.addRow([10, 1.5]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await readTabularFile('a.xlsx', bytes, rules)).toEqual([{ line: 2, cells: [10, 1.5] }]);
  });

  it('refuses a file with titles only as empty', async () => {
    await expect(csv(['codigo;preco'])).rejects.toThrow('vazio');
  });
});
