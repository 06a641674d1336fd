import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { invoiceZipName, invoiceZipQuery, ZIP_MAX_MONTHS } from '../../../shared/schemas/fiscal.js';
import { invoices } from '../../db/schema/finance.js';
import { orders } from '../../db/schema/orders.js';
import { accessWorld, markers, type AccessWorld, type Owner } from '../../http/access.fixture.js';
import type { AuthContext } from '../../http/auth-context.js';
import { insertInvoice } from '../../test/factories.js';
import { readZip } from '../../test/zip-read.js';
import { invoiceZip } from './invoice-zip.service.js';
import { dataDirStorage } from '../images/index.js';
import { companyDay } from '../../test/calendar.js';

let w: AccessWorld;
beforeAll(async () => {
  w = await accessWorld();
});
afterAll(() => w.t.close());

const today = () => companyDay();
const thisMonth = () => ({ de: `${today().slice(0, 7)}-01`, ate: today() });

const zipOf = (cookie: string | undefined, query: Record<string, string | number>) =>
  w.t.app.inject({
    url: '/api/nfe/zip',
    query: { apelido: 'padrao', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) },
    headers: { cookie: cookie ?? '' },
  });

async function keysOf(...owners: Owner[]) {
  const rows = await w.t.database.db
    .select({ key: invoices.accessKey, customerId: invoices.customerId })
    .from(invoices)
    .where(eq(invoices.tenantId, w.tenant.id));
  return owners.flatMap((o) => rows.filter((r) => r.customerId === w.ids[o].customer).map((r) => r.key)).sort();
}

/** The notes (access keys) a ZIP holds, checking each one has its XML and its DANFE. */
function notesIn(raw: Buffer): string[] {
  const files = readZip(raw);
  const keys = [...files.keys()].filter((n) => n.endsWith('.xml')).map((n) => n.slice(0, -4));
  for (const key of keys) {
    expect(files.get(`${key}.xml`)?.toString('utf8')).toContain(`<chNFe>${key}</chNFe>`);
    expect(files.get(`DANFE-${key}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
  }
  expect(files.size).toBe(keys.length * 2);
  return keys.sort();
}

describe('the accountant ZIP (GET /api/nfe/zip)', () => {
  it("gives a customer the XML and DANFE of their own notes only, named by the period's month", async () => {
    const reply = await zipOf(w.cookies.customerA, thisMonth());
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="notas-fiscais-[\d_-]+\.zip"$/);
    expect(notesIn(reply.rawPayload)).toEqual(await keysOf('A'));
    const xml = [...readZip(reply.rawPayload).values()].map((b) => b.toString('latin1')).join();
    expect(xml).toContain(markers.A[0]);
    expect(xml).not.toContain(markers.B[0]);
  });

  it("never gives a customer another customer's notes, even when they name that customer", async () => {
    const reply = await zipOf(w.cookies.customerB, { ...thisMonth(), cliente: w.ids.A.customer });
    expect(reply.statusCode).toBe(404);
    expect(reply.json<{ exception: string }>().exception).toBe(messages.fiscal.zipEmpty);
  });

  it("gives an operator their reach's notes, or one customer's when asked", async () => {
    expect(notesIn((await zipOf(w.cookies.seller1, thisMonth())).rawPayload)).toEqual(await keysOf('A', 'C'));
    const one = await zipOf(w.cookies.manager, { ...thisMonth(), cliente: w.ids.B.customer });
    expect(notesIn(one.rawPayload)).toEqual(await keysOf('B'));
    expect((await zipOf(w.cookies.seller2, { ...thisMonth(), cliente: w.ids.A.customer })).statusCode).toBe(404);
  });

  it("keeps the companies apart: the neighbour's admin gets none of ours", async () => {
    const reply = await zipOf(w.cookies.neighbourAdmin, {
      ...thisMonth(),
      cliente: w.ids.A.customer,
      apelido: 'vizinha',
    });
    expect(reply.statusCode).toBe(404);
    expect((await zipOf(w.cookies.anonymous, thisMonth())).statusCode).toBe(401);
  });

  it('answers an empty period (by default the previous month) with a message, not an empty archive', async () => {
    const reply = await zipOf(w.cookies.customerA, {});
    expect(reply.statusCode).toBe(404);
    expect(reply.json<{ exception: string }>().exception).toBe(messages.fiscal.zipEmpty);
  });

  it.each([
    [{ de: '2026-03-01', ate: '2026-02-28' }, messages.fiscal.zipPeriodOrder],
    [{ de: '2025-01-01', ate: '2026-01-01' }, messages.fiscal.zipPeriodTooLong(ZIP_MAX_MONTHS)],
    [{ de: '2025-11-26', ate: '2026-11-26' }, messages.fiscal.zipPeriodTooLong(ZIP_MAX_MONTHS)],
    [{ de: '2026-02-30', ate: '2026-03-01' }, messages.fiscal.zipDate],
    [{ de: '01/02/2026' }, messages.fiscal.zipDate],
  ])('refuses the period %o with a pt-BR 400', async (query, message) => {
    const reply = await zipOf(w.cookies.customerA, query);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ exception: string }>().exception).toBe(message);
  });

  it('reads the notes in keyset pages: every note once, across pages of one', async () => {
    const [sale] = await w.t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, w.ids.C.sale)));
    if (!sale) throw new Error('no sale');
    for (const number of ['901', '902']) await insertInvoice(w.t.database.db, sale, number);
    const admin: AuthContext = {
      tenantId: w.tenant.id,
      id: 1,
      level: 'A',
      role: 'admin',
      representativeId: null,
      name: 'Administrador',
      email: 'a@padrao.com.br',
      tokenHash: '',
    };
    const query = invoiceZipQuery.parse({ ...thisMonth(), cliente: String(w.ids.C.customer) });
    const zip = await invoiceZip(
      { db: w.t.database.db, documents: w.t.documents, storage: dataDirStorage(w.t.config.dataDir) },
      admin,
      query,
      1,
    );
    const keys = notesIn(await buffer(zip.file));
    expect(keys).toEqual(await keysOf('C'));
    expect(keys).toHaveLength(3);
  });
});

describe('the ZIP period', () => {
  it('takes up to 12 months: a whole year, or the last 12 months to today', () => {
    expect(invoiceZipQuery.safeParse({ de: '2026-01-01', ate: '2026-12-31' }).success).toBe(true);
    expect(invoiceZipQuery.safeParse({ de: '2025-11-26', ate: '2026-11-25' }).success).toBe(true);
  });
});

describe('the ZIP file name', () => {
  it('names one whole month by the month, any other period by its days', () => {
    expect(invoiceZipName({ de: '2026-10-01', ate: '2026-10-31' })).toBe('notas-fiscais-2026-10.zip');
    expect(invoiceZipName({ de: '2026-02-01', ate: '2026-02-28' })).toBe('notas-fiscais-2026-02.zip');
    expect(invoiceZipName({ de: '2026-10-01', ate: '2026-10-30' })).toBe('notas-fiscais-2026-10-01_2026-10-30.zip');
  });
});
