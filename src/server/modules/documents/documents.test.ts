import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { documentMessages, PDF_LIMITS } from '../../../shared/schemas/documents.js';
import { orders } from '../../db/schema/orders.js';
import { insertCustomer, insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { fileNameOf } from './documents.service.js';

let t: TestApp;
let cookie: string;
let customerCookie: string;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  tenantId = tenant.id;
  const admin = await insertOperator(t.database.db, tenant.id, { role: 'admin' });
  cookie = await loginCookie(t, admin.email);
  customerCookie = await loginCookie(t, (await insertCustomer(t.database.db, tenant.id)).email ?? '');
  for (let i = 1; i <= 30; i++) {
    await insertOrder(t.database.db, tenant.id, {
      customerName: `Cliente ${i} – Ação`,
      issuedOn: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      totalCents: i * 12_345,
    });
  }
});
afterAll(() => t.close());

/** exceljs still types its input as the old Buffer. */
const xlsx = (payload: Buffer) => payload as unknown as Parameters<ExcelJS.Xlsx['load']>[0];

const exportGrid = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/planilha',
    headers: { cookie },
    payload: { grade: '/operacoes-comerciais/results', pagina: '/comercial/vendas', action: 'select', ...body },
  });

describe('spreadsheet export', () => {
  it('exports every row of the current query with headers, typed numbers, money and dates', async () => {
    const reply = await exportGrid({ limit: { page: 0, offset: 10 } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="comercial-vendas.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx(reply.rawPayload));
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(31);
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Código', 'Data', 'Cliente', 'Valor']));
    const valueColumn = headers.indexOf('Valor') + 1;
    const dateColumn = headers.indexOf('Data') + 1;
    const values = Array.from({ length: 30 }, (_, i) => sheet?.getRow(i + 2).getCell(valueColumn).value as number);
    expect(values.every((v) => typeof v === 'number')).toBe(true);
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo((12_345 * 465) / 100, 2);
    expect(sheet?.getRow(2).getCell(valueColumn).numFmt).toBe('"R$" #,##0.00');
    expect(sheet?.getRow(2).getCell(dateColumn).value).toBeInstanceOf(Date);
  });

  it('writes CPF/CNPJ and phones as masked text, so a leading zero is never lost', async () => {
    await insertCustomer(t.database.db, tenantId, {
      name: 'Zero à Esquerda',
      document: '01234567890',
      phone: '1932345678',
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/planilha',
      headers: { cookie },
      payload: { grade: '/cliente/result', pagina: '/clientes', action: 'select' },
    });
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx(reply.rawPayload));
    const sheet = workbook.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const row = Array.from({ length: sheet?.rowCount ?? 0 }, (_, i) => sheet?.getRow(i + 1)).find(
      (r) => r?.getCell(headers.indexOf('Nome / Razão social') + 1).value === 'Zero à Esquerda',
    );
    expect(row?.getCell(headers.indexOf('CPF/CNPJ') + 1).value).toBe('012.345.678-90');
    expect(row?.getCell(headers.indexOf('Telefone') + 1).value).toBe('(19) 3234-5678');
  });

  it('exports only what the search finds, and says so when nothing is found', async () => {
    const some = await exportGrid({ like: { column: 'cfivalped', option: '>', value: '3000' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx(some.rawPayload));
    expect(workbook.worksheets[0]?.rowCount).toBe(1 + 6);
    const none = await exportGrid({ like: { column: 'cfinclped', option: 0, value: 'ninguém' } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ exception: 'Não foi possível encontrar os dados' });
  });

  it('exports every one of more rows than a page, once each, under the same headers as before', async () => {
    const tenant = await insertTenant(t.database.db, { alias: 'muitos' });
    const admin = await insertOperator(t.database.db, tenant.id, { role: 'admin' });
    const count = 2_345;
    // Few dates for many orders: pages end in the middle of a day, where only the key orders them.
    await t.database.db.insert(orders).values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: tenant.id,
        customerName: `Cliente ${i}`,
        issuedOn: `2026-02-0${(i % 3) + 1}`,
        issuedAt: '10:00:00',
        status: 'Venda' as const,
        totalCents: 100 + i,
        origin: i % 2 === 0 ? 'S' : 'N',
        orderType: 'V',
      })),
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/planilha?apelido=muitos',
      headers: { cookie: await loginCookie(t, admin.email, 'muitos') },
      payload: { grade: '/operacoes-comerciais/results', pagina: '/comercial/vendas', action: 'select' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="comercial-vendas.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx(reply.rawPayload));
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('comercial-vendas');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Código',
      'Data',
      'Hora',
      'Cód. cliente',
      'Cliente',
      'Nome fantasia',
      'Valor',
      'Desconto',
      'Índice (%)',
      'Status',
      'Faturamento',
      'Forma de pagamento',
      'Parcelas',
      'Pagamento',
      'Loja',
      'Validade',
      'Representante',
      'Origem',
      'Nota fiscal',
      'Tipo',
    ]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.rowCount).toBe(1 + count);
    const ids = Array.from({ length: count }, (_, i) => sheet?.getRow(i + 2).getCell(1).value);
    expect(new Set(ids).size).toBe(count);
    const dates = Array.from({ length: count }, (_, i) => (sheet?.getRow(i + 2).getCell(2).value as Date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Codes read as the screens name them: origin (column 18) and type (20).
    const named = (column: number) =>
      new Set(Array.from({ length: count }, (_, i) => sheet?.getRow(i + 2).getCell(column).value));
    expect(named(18)).toEqual(new Set(['Loja virtual', 'Balcão']));
    expect(named(20)).toEqual(new Set(['Venda']));
  });

  it('names the file after the page path', () => {
    expect(fileNameOf('/comercial/vendas')).toBe('comercial-vendas');
    expect(fileNameOf('/operacoes-comerciais-pendentes')).toBe('operacoes-comerciais-pendentes');
  });
});

describe('POST /gerar-pdf', () => {
  const pdfText = async (html: string) => {
    const reply = await t.app.inject({ method: 'POST', url: '/gerar-pdf', headers: { cookie }, payload: { html } });
    expect(reply.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(reply.rawPayload)), { mergePages: true });
    return text;
  };

  it('renders the text with Portuguese accents intact', async () => {
    const text = await pdfText(
      '<h1>Orçamento nº 123</h1><p>Atenção: preço válido até amanhã — São Paulo.</p><table><tr><td>Tinta Acrílica Fosco</td><td>R$ 1.234,56</td></tr></table><ul><li>Pincel</li></ul>',
    );
    for (const expected of [
      'Orçamento nº 123',
      'Atenção: preço válido até amanhã',
      'São Paulo',
      'Tinta Acrílica Fosco',
      'R$ 1.234,56',
      'Pincel',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('breaks a table longer than a page between rows: 300 rows print on a few pages, every row once', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `<tr><td>Linha ${i + 1}</td><td>R$ 1,00</td></tr>`).join('');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/gerar-pdf',
      headers: { cookie },
      payload: { html: `<table>${rows}</table>` },
    });
    expect(reply.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(reply.rawPayload));
    expect(pdf.numPages).toBeLessThanOrEqual(10);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.match(/Linha \d+/g)).toHaveLength(300);
  });

  it('drops scripts and styles from untrusted HTML', async () => {
    const text = await pdfText(
      '<p>Visível</p><script>alert("xss")</script><style>p{}</style><p onclick="x()">Também</p>',
    );
    expect(text).toContain('Visível');
    expect(text).toContain('Também');
    expect(text).not.toContain('alert');
  });

  it('is for operators: a customer gets 403', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/gerar-pdf',
      headers: { cookie: customerCookie },
      payload: { html: '<p>x</p>' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().exception).toBe(messages.access.forbidden);
  });

  it('refuses in pt-BR more than the caps of characters, blocks or pages', async () => {
    // How fast the refusal comes is a benchmark's business, not a test's (a busy CI took 3.1 s).
    const refused = async (html: string) => {
      const reply = await t.app.inject({ method: 'POST', url: '/gerar-pdf', headers: { cookie }, payload: { html } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().exception).toBe(documentMessages.pdfTooLarge);
    };
    const rows = Array.from({ length: 100_000 }, (_, i) => `<tr><td>${i}</td><td>R$ 1,00</td></tr>`).join('');
    await refused(`<table>${rows}</table>`);
    const blocks = '<p>x</p>'.repeat(PDF_LIMITS.blocks + 1);
    expect(blocks.length).toBeLessThanOrEqual(PDF_LIMITS.characters);
    await refused(blocks);
    // One paragraph of 5 000 short lines: few characters and one block, but about 80 pages.
    const pages = `<p>${'linha<br>'.repeat(5_000)}</p>`;
    expect(pages.length).toBeLessThanOrEqual(PDF_LIMITS.characters);
    await refused(pages);
    expect(PDF_LIMITS).toEqual({ characters: 200_000, blocks: 2_000, pages: 50 });
  });

  it('needs a session and some content', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/gerar-pdf', payload: { html: '<p>x</p>' } })).json(),
    ).toMatchObject({ redirecionar: true });
    expect(
      (await t.app.inject({ method: 'POST', url: '/gerar-pdf', headers: { cookie }, payload: {} })).statusCode,
    ).toBe(400);
  });
});
