import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../../shared/br/cnpj.js';
import { isValidCpf } from '../../../shared/br/cpf.js';
import { isValidNfeKey } from '../../../shared/br/nfe-key.js';
import { onlyAlphanumeric } from '../../../shared/br/only-digits.js';
import { dataDirStorage } from '../../modules/images/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../client.js';
import { cities } from './brazil.js';
import { ensureDemoData } from './ensure-demo-data.js';
import { seedDemoTenant } from './seed-demo.js';
import { DEMO_PASSWORD } from './seed-people.js';

let t: TestApp;
let dataDir: string;
/** The demo company's id: the test database also holds a neighbour company, whose rows are not counted. */
let demo: number;
const lines: string[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-demo-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await ensureDemoData(t.database.db, (line) => lines.push(line), dataDirStorage(dataDir));
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM tenants WHERE apelido = 'demo'`);
  demo = row?.id ?? 0;
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE tenant_id = ${demo}`,
  );
  return row?.n ?? 0;
};

describe('demo data', () => {
  it('has the promised sizes', async () => {
    expect({
      units: await count('business_units'),
      reps: await count('representatives'),
      customers: await count('customers'),
      manufacturers: await count('manufacturers'),
      groups: await count('product_groups'),
      products: await count('products'),
      colors: await count('tint_colors'),
      machines: await count('tint_machines'),
      orders: await count('orders'),
    }).toEqual({
      units: 3,
      reps: 10,
      customers: 300,
      manufacturers: 12,
      groups: 20,
      products: 600,
      colors: 300,
      machines: 2,
      orders: 8000,
    });
    expect(await count('order_items')).toBeGreaterThan(8000 * 3);
    expect(await count('invoices')).toBeGreaterThan(4000);
    expect(await count('deliveries')).toBeGreaterThan(0);
  });

  it('gives every customer a valid CPF or CNPJ, some alphanumeric, and a CEP and IBGE code of their real city', async () => {
    const rows = await queryRows<{
      person_type: string;
      document: string;
      cep: string;
      city: string;
      city_code: number;
      state: string;
      phone: string;
    }>(
      t.database.db,
      sql`SELECT person_type, document, cep, city, city_code, state, phone FROM customers WHERE tenant_id = ${demo}`,
    );
    for (const row of rows) {
      expect(row.person_type === 'F' ? isValidCpf(row.document) : isValidCnpj(row.document), row.document).toBe(true);
      const city = cities.find((c) => c.name === row.city && c.state === row.state);
      expect(city, row.city).toBeDefined();
      expect(row.city_code, row.city).toBe(Number(city?.ibge));
      const prefix = Number(row.cep.slice(0, 5));
      expect(prefix >= (city?.cepFrom ?? 0) && prefix <= (city?.cepTo ?? 0), `${row.cep} ${row.city}`).toBe(true);
      expect(row.phone.slice(0, 2)).toBe(city?.ddd);
      expect(row.phone).toMatch(/^\d{2}[2-5]\d{7}$/);
    }
    expect(rows.filter((row) => /[A-Z]/.test(row.document)).length).toBeGreaterThan(0);
  });

  it('has receivables open, paid and overdue, and orders in every status', async () => {
    const statuses = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT DISTINCT status FROM receivables WHERE tenant_id = ${demo} ORDER BY 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['Em Aberto', 'Recebido', 'Vencido']));
    const orderStatuses = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT DISTINCT status FROM orders WHERE tenant_id = ${demo}`,
    );
    expect(orderStatuses.map((s) => s.status).sort()).toEqual([
      'Cancelado',
      'Devolucao',
      'Orcamento',
      'Orçamento',
      'Pendente',
      'Reserva',
      'Venda',
    ]);
  });

  it('gives every NF-e its nfeProc XML, with a valid key and the customer as recipient', async () => {
    const notes = await queryRows<{ key: string; xml: string | null; document: string; name: string; value: number }>(
      t.database.db,
      sql`SELECT i.access_key AS key, i.xml, c.document, c.name, i.value_cents AS value
          FROM invoices i JOIN customers c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
          WHERE i.tenant_id = ${demo}`,
    );
    expect(notes.length).toBeGreaterThan(1000);
    for (const note of notes) {
      expect(isValidNfeKey(note.key)).toBe(true);
      expect(note.key.slice(6, 20)).toBe('12345678000195');
      expect(note.xml).toContain(`<chNFe>${note.key}</chNFe>`);
      expect(note.xml).toContain(`${onlyAlphanumeric(note.document)}</`);
      expect(note.xml).toContain(`<vNF>${(note.value / 100).toFixed(2)}</vNF>`);
      expect(note.xml).toContain('<CSOSN>102</CSOSN>');
    }
    expect(notes.some((note) => /[A-Z]/.test(onlyAlphanumeric(note.document)) && note.xml?.includes('<CNPJ>'))).toBe(
      true,
    );
    expect(notes.some((note) => note.xml?.includes('<CPF>'))).toBe(true);
  });

  it('lets every demo login in with the README password', async () => {
    for (const email of ['admin@demo.com.br', 'gestor@demo.com.br', 'vendedor@demo.com.br', 'cliente@demo.com.br']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/ajax-login?apelido=demo',
        payload: { email, usuario: email, senha: DEMO_PASSWORD },
      });
      expect(reply.json(), email).toMatchObject({ retorno: true });
    }
    const customer = await t.app.inject({
      method: 'POST',
      url: '/ajax-login?apelido=demo',
      payload: { email: 'cliente@demo.com.br', usuario: 'cliente@demo.com.br', senha: DEMO_PASSWORD },
    });
    expect(customer.json().usuario).toMatchObject({ nivel: 'C', typeLogin: 'cliente' });
    const [history] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders o JOIN customers c ON c.tenant_id = o.tenant_id AND c.id = o.customer_id WHERE c.email = 'cliente@demo.com.br'`,
    );
    expect(history?.n).toBeGreaterThan(20);
  });

  it('gives every product and manufacturer a stored picture, its files on disk and counted in the quota', async () => {
    const files = await queryRows<{ name: string; folder: string; size: number; label: string }>(
      t.database.db,
      sql`SELECT name, folder, size_bytes::int AS size, label FROM stored_files WHERE tenant_id = ${demo}`,
    );
    const images = new Set(files.map((f) => f.name.replace(/-(80|400|1200|original)\..*$/, '')));
    expect(images.size).toBeGreaterThan(20);
    expect(files.length).toBe(images.size * 4);
    for (const file of files)
      expect(statSync(path.join(dataDir, 'files', String(demo), file.name)).size).toBe(file.size);
    const cards = new Set(files.filter((f) => f.name.endsWith('-400.webp')).map((f) => `/arquivos/${demo}/${f.name}`));
    const products = await queryRows<{ paths: string[] }>(
      t.database.db,
      sql`SELECT image_paths AS paths FROM products WHERE tenant_id = ${demo}`,
    );
    expect(products.every((p) => p.paths.length === 1 && cards.has(p.paths[0] ?? ''))).toBe(true);
    const makers = await queryRows<{ url: string; id: number }>(
      t.database.db,
      sql`SELECT image_url AS url, id FROM manufacturers WHERE tenant_id = ${demo}`,
    );
    expect(makers.every((m) => cards.has(m.url))).toBe(true);
    expect(files.filter((f) => f.folder === 'fabricantes').length).toBe(makers.length * 4);
    console.log(lines.join('\n'), images.size);
    const logo = await t.app.inject({ method: 'GET', url: `${makers[0]?.url ?? ''}?apelido=demo` });
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
  });

  it('does nothing on a later start', async () => {
    await ensureDemoData(t.database.db, (line) => lines.push(`again: ${line}`));
    expect(lines.some((line) => line.startsWith('again:'))).toBe(false);
    expect(await count('customers')).toBe(300);
  });
});

describe('demo data seeded in the evening', () => {
  it("dates the day's orders and the receivables due today by the company's calendar, not the UTC day", async () => {
    // 22:30 on 01/12 in Brasília: the UTC day is already the 2nd.
    const evening = new Date('2026-12-02T01:30:00Z');
    const size = { customers: 5, products: 30, colors: 5, orders: 300, days: 40 };
    const tenantId = await seedDemoTenant(t.database.db, 'noite', () => {}, size, evening);
    const [orders] = await queryRows<{ last: string; today: number }>(
      t.database.db,
      sql`SELECT max(issued_on)::text AS last, count(*) FILTER (WHERE issued_on = '2026-12-01')::int AS today
          FROM orders WHERE tenant_id = ${tenantId}`,
    );
    expect(orders?.last).toBe('2026-12-01');
    expect(orders?.today).toBeGreaterThan(0);
    // Due today is not overdue yet: with the UTC day it would already be 'Vencido' or paid.
    const dueToday = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM receivables WHERE tenant_id = ${tenantId} AND due_on = '2026-12-01'`,
    );
    expect(dueToday.length).toBeGreaterThan(0);
    expect(new Set(dueToday.map((row) => row.status))).toEqual(new Set(['Em Aberto']));
  });
});
