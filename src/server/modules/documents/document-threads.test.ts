import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { BroadcastChannel } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { GATE } from './gated-jobs.fixture.js';

/** An app on a fresh database, with an administrator logged in. */
async function appWithAdmin(env: Record<string, string>, documentJobs?: URL) {
  const t = await createTestApp(env, undefined, { documentJobs });
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  const admin = await insertOperator(t.database.db, tenant.id, { role: 'admin' });
  for (let i = 1; i <= 5; i++) await insertOrder(t.database.db, tenant.id, { customerName: `Cliente ${i}` });
  return { t, cookie: await loginCookie(t, admin.email) };
}

/** One thread, no queue, and every document held at its start until the test lets it go. */
let held: { t: TestApp; cookie: string };
/** A time limit no document can meet. */
let hurried: { t: TestApp; cookie: string };
const gate = new BroadcastChannel(GATE);
beforeAll(async () => {
  held = await appWithAdmin(
    { DOCUMENT_THREADS: '1', DOCUMENT_QUEUE: '0' },
    new URL('./gated-jobs.fixture.ts', import.meta.url),
  );
  hurried = await appWithAdmin({ DOCUMENT_TIMEOUT_SECONDS: '0.001' });
});
afterAll(async () => {
  gate.close();
  await Promise.all([held.t.close(), hurried.t.close()]);
});

const largePdf = Array.from({ length: 1_999 }, (_, i) => `<p>Linha ${i + 1} do relatório</p>`).join('');
const postPdf = ({ t, cookie }: { t: TestApp; cookie: string }, html: string) =>
  t.app.inject({ method: 'POST', url: '/gerar-pdf', headers: { cookie }, payload: { html } });
const cheapRequest = ({ t, cookie }: { t: TestApp; cookie: string }) =>
  t.app.inject({ method: 'GET', url: '/api/sessao', headers: { cookie } });

describe('documents on worker threads', () => {
  it('answers a cheap request while a large PDF is being made, and refuses a document beyond the queue', async () => {
    const waiting = once(gate, 'message');
    const pdf = postPdf(held, largePdf);
    await waiting;
    await vi.waitUntil(() => held.t.documents.running === 1);

    const cheap = await cheapRequest(held);
    expect(cheap.statusCode).toBe(200);
    const refused = await postPdf(held, '<p>mais um</p>');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ exception: messages.documents.busy });
    expect(held.t.documents.running).toBe(1);

    gate.postMessage('go');
    const reply = await pdf;
    expect(reply.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(reply.rawPayload)), { mergePages: true });
    expect(text).toContain('Linha 1999 do relatório');
  });

  it('answers a cheap request while a spreadsheet is being written', async () => {
    const waiting = once(gate, 'message');
    const sheet = held.t.app.inject({
      method: 'POST',
      url: '/api/planilha',
      headers: { cookie: held.cookie },
      payload: { grade: '/operacoes-comerciais/results', pagina: '/comercial/vendas', action: 'select' },
    });
    await waiting;
    expect((await cheapRequest(held)).statusCode).toBe(200);
    gate.postMessage('go');
    const reply = await sheet;
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    expect(workbook.worksheets[0]?.rowCount).toBe(1 + 5);
  });

  it('stops a document past its time limit and says so in pt-BR (503); the next request is answered', async () => {
    const reply = await postPdf(hurried, largePdf);
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ exception: messages.documents.timedOut });
    expect(hurried.t.documents.running).toBe(0);
    expect((await cheapRequest(hurried)).statusCode).toBe(200);
  });
});
