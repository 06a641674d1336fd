import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  cookie = await loginCookie(t, (await insertOperator(t.database.db, tenant.id, { role: 'admin' })).email);
  for (const status of ['Pendente', 'Orcamento', 'Devolucao'] as const)
    await insertOrder(t.database.db, tenant.id, { status, customerName: `Cliente ${status}` });
});
afterAll(() => t.close());

describe('spreadsheet of orders', () => {
  it('writes each status as the screens read it, not as the wire carries it', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/planilha',
      headers: { cookie },
      payload: { grade: '/operacoes-comerciais/results', pagina: '/comercial/vendas', action: 'select' },
    });
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const [name, status] = [headers.indexOf('Cliente') + 1, headers.indexOf('Status') + 1];
    const rows = [2, 3, 4].map((n) => [sheet?.getRow(n).getCell(name).value, sheet?.getRow(n).getCell(status).value]);
    expect(Object.fromEntries(rows)).toEqual({
      'Cliente Pendente': 'Orçamento',
      'Cliente Orcamento': 'Orçamento salvo',
      'Cliente Devolucao': 'Devolução',
    });
  });
});
