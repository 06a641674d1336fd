import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTableInput, priceTableMessages as msg } from '../../../shared/schemas/price-tables.js';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/tenancy.js';
import type { AuthContext } from '../../http/auth-context.js';
import { AppError } from '../../http/errors.js';
import { insertCustomer, insertOperator, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { operatorAuth } from '../../test/auth-contexts.js';
import { importPrices } from './price-import.js';
import {
  changeTable,
  createTable,
  pricesFor,
  readTable,
  removeItemPrice,
  removeTable,
  setItemPrice,
} from './pricing.service.js';

let database: Database;
let db: Database['db'];
let tenantId: number;
let otherTenantId: number;
let manager: AuthContext;
let brush: number;
let roller: number;
let customerId: number;
let foreignProduct: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenantId = (await insertTenant(db, { alias: 'precos' })).id;
  otherTenantId = (await insertTenant(db, { alias: 'precos-outra' })).id;
  manager = operatorAuth(await insertOperator(db, tenantId, { role: 'manager', name: 'Gil' }));
  brush = (await insertProduct(db, tenantId, { priceCents: 1_990 })).id;
  roller = (await insertProduct(db, tenantId, { priceCents: 2_550 })).id;
  customerId = (await insertCustomer(db, tenantId, { name: 'Loja Azul Ltda', state: 'ba' })).id;
  foreignProduct = (await insertProduct(db, otherTenantId, { priceCents: 100 })).id;
});
afterAll(() => database.close());

const input = (fields: Record<string, unknown>) => priceTableInput.parse({ nome: 'Tabela', tipo: 'padrao', ...fields });
const create = async (fields: Record<string, unknown>) => (await createTable(db, manager, input(fields))).tabela.codigo;
const auditOf = (id: number) =>
  db
    .select({ action: auditLog.action, actor: auditLog.actorName, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, 'Tabela de preço'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => expect.fail('should have been refused'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      const { status, message, fields } = error as AppError;
      return { status, message, fields };
    },
  );

describe('a table header as written and read back', () => {
  it('keeps only the target its kind names, the percentage and the validity', async () => {
    const created = await createTable(
      db,
      manager,
      input({
        nome: 'Nordeste',
        tipo: 'uf',
        uf: 'BA',
        cliente: customerId,
        condicao: '28',
        ajuste: '2,5',
        validaDe: '2026-12-01',
        validaAte: '2026-12-31',
        ativa: false,
      }),
    );
    expect(created).toEqual({
      tabela: {
        codigo: created.tabela.codigo,
        nome: 'Nordeste',
        tipo: 'uf',
        cliente: null,
        clienteNome: null,
        uf: 'BA',
        condicao: null,
        ajuste: 2.5,
        validaDe: '2026-12-01',
        validaAte: '2026-12-31',
        ativa: false,
      },
      produtos: 0,
      msg: { tipo: 'success', mensagem: msg.saved },
    });
  });

  it("names a customer table's customer, and a condition table's condition only", async () => {
    const forCustomer = await create({ tipo: 'cliente', cliente: customerId, uf: 'SP', condicao: '28' });
    expect((await readTable(db, manager, forCustomer)).tabela).toMatchObject({
      tipo: 'cliente',
      cliente: customerId,
      clienteNome: 'Loja Azul Ltda',
      uf: null,
      condicao: null,
    });
    const forCondition = await create({ tipo: 'condicao', condicao: '28/56', cliente: customerId, uf: 'SP' });
    expect((await readTable(db, manager, forCondition)).tabela).toMatchObject({
      tipo: 'condicao',
      cliente: null,
      uf: null,
      condicao: '28/56',
    });
  });

  it("refuses another company's customer on the customer field, and ignores it on other kinds", async () => {
    const foreign = (await insertCustomer(db, otherTenantId)).id;
    expect(await refusal(createTable(db, manager, input({ tipo: 'cliente', cliente: foreign })))).toEqual({
      status: 400,
      message: msg.customerNotFound,
      fields: [{ campo: 'cliente', mensagem: msg.customerNotFound }],
    });
    const regional = await createTable(db, manager, input({ tipo: 'uf', uf: 'SP', cliente: foreign }));
    expect(regional.tabela).toMatchObject({ tipo: 'uf', cliente: null });
  });

  it('lets managers and admins in, and refuses sellers and customers', async () => {
    const id = await create({ nome: 'Só gestores' });
    const admin = operatorAuth(await insertOperator(db, tenantId, { role: 'admin' }));
    expect((await readTable(db, admin, id)).tabela.nome).toBe('Só gestores');
    const seller = operatorAuth(await insertOperator(db, tenantId, { role: 'seller' }));
    expect(await refusal(readTable(db, seller, id))).toMatchObject({ status: 403, message: msg.managersOnly });
    const customer = { ...manager, level: 'C' as const, role: 'admin' as const };
    expect(await refusal(readTable(db, customer, id))).toMatchObject({ status: 403, message: msg.managersOnly });
  });
});

describe('changing and removing', () => {
  it('audits a change with the table before and the header after', async () => {
    const id = await create({ nome: 'Antes' });
    const changed = await changeTable(db, manager, id, input({ nome: 'Depois', ajuste: '-3' }));
    expect(changed.tabela).toMatchObject({ nome: 'Depois', ajuste: -3 });
    expect(changed.msg).toEqual({ tipo: 'success', mensagem: msg.saved });
    const [creation, change] = await auditOf(id);
    expect(creation).toMatchObject({ action: 'Criou', actor: 'Gil', before: null, after: { name: 'Antes' } });
    expect(change).toMatchObject({
      action: 'Alterou',
      before: { name: 'Antes', adjustment: 0 },
      after: { name: 'Depois', adjustment: -300 },
    });
  });

  it('refuses to turn a table with prices into a condition table, and changes nothing', async () => {
    const id = await create({ nome: 'Com preços' });
    await setItemPrice(db, manager, id, brush, 1_500);
    const turned = changeTable(db, manager, id, input({ nome: 'Virou', tipo: 'condicao', condicao: '28' }));
    expect(await refusal(turned)).toMatchObject({ status: 400, message: msg.conditionItems });
    expect((await readTable(db, manager, id)).tabela).toMatchObject({ nome: 'Com preços', tipo: 'padrao' });
    const empty = await create({ nome: 'Sem preços' });
    const condition = await changeTable(db, manager, empty, input({ tipo: 'condicao', condicao: '28' }));
    expect(condition.tabela).toMatchObject({ tipo: 'condicao', condicao: '28' });
  });

  it('removes a table, audits it, and then answers not found', async () => {
    const id = await create({ nome: 'Efêmera' });
    expect(await removeTable(db, manager, id)).toEqual({
      retorno: true,
      msg: { tipo: 'success', mensagem: msg.deleted },
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'Excluiu', before: { name: 'Efêmera' }, after: null });
    expect(await refusal(readTable(db, manager, id))).toMatchObject({ status: 404, message: msg.notFound });
    expect(await refusal(removeTable(db, manager, id))).toMatchObject({ status: 404 });
  });
});

describe("a table's product prices", () => {
  it('sets, counts, audits and removes a price', async () => {
    const id = await create({ nome: 'Linhas' });
    expect((await setItemPrice(db, manager, id, brush, 1_500)).produtos).toBe(1);
    expect((await setItemPrice(db, manager, id, roller, 2_000)).produtos).toBe(2);
    expect((await setItemPrice(db, manager, id, brush, 1_400)).produtos).toBe(2);
    expect((await removeItemPrice(db, manager, id, roller)).produtos).toBe(1);
    const actions = await auditOf(id);
    expect(actions.slice(1).map(({ action, before, after }) => [action, before, after])).toEqual([
      ['Alterou preço', null, { produto: brush, preco: 1_500 }],
      ['Alterou preço', null, { produto: roller, preco: 2_000 }],
      ['Alterou preço', null, { produto: brush, preco: 1_400 }],
      ['Removeu preço', { produto: roller }, null],
    ]);
    expect(await refusal(removeItemPrice(db, manager, id, roller))).toMatchObject({
      status: 404,
      message: msg.productNotFound,
    });
  });

  it("refuses another company's product on the product field, and a condition table's prices", async () => {
    const id = await create({ nome: 'Estrangeiro' });
    expect(await refusal(setItemPrice(db, manager, id, foreignProduct, 100))).toEqual({
      status: 400,
      message: msg.productNotFound,
      fields: [{ campo: 'produto', mensagem: msg.productNotFound }],
    });
    const condition = await create({ tipo: 'condicao', condicao: '30' });
    expect(await refusal(setItemPrice(db, manager, condition, brush, 100))).toMatchObject({
      status: 400,
      message: msg.conditionItems,
    });
  });
});

describe('pricesFor', () => {
  it("prices each product once by the customer's tables, trimming the condition", async () => {
    const company = (await insertTenant(db, { alias: 'precos-regra' })).id;
    const gil = operatorAuth(await insertOperator(db, company, { role: 'manager' }));
    const paint = (await insertProduct(db, company, { priceCents: 10_000 })).id;
    const glue = (await insertProduct(db, company, { priceCents: 1_000 })).id;
    const buyer = (await insertCustomer(db, company, { state: 'rs' })).id;
    const table = async (fields: Record<string, unknown>) => (await createTable(db, gil, input(fields))).tabela.codigo;
    await setItemPrice(db, gil, await table({ tipo: 'uf', uf: 'RS' }), paint, 9_000);
    await table({ tipo: 'condicao', condicao: '28/56', ajuste: '10' });
    const products = [
      { id: paint, priceCents: 10_000 },
      { id: glue, priceCents: 1_000 },
      { id: paint, priceCents: 10_000 },
    ];
    const on = '2026-11-29';
    const prices = await pricesFor(db, company, { customerId: buyer, condition: ' 28/56 ', on }, products);
    expect([...prices]).toEqual([
      [paint, 9_900],
      [glue, 1_100],
    ]);
    expect(await pricesFor(db, company, { customerId: buyer, condition: null, on }, [])).toEqual(new Map());
    const visitor = await pricesFor(db, company, { customerId: null, condition: null, on }, products);
    expect([...visitor]).toEqual([
      [paint, 10_000],
      [glue, 1_000],
    ]);
  });
});

describe('importing prices', () => {
  const file = (lines: string[]) => Buffer.from(['código;preço', ...lines].join('\n')).toString('base64');
  const send = (id: number, lines: string[], gravar: boolean) =>
    importPrices(db, manager, id, { nomeArquivo: 'precos.csv', arquivo: file(lines), gravar });

  it('refuses codes that cannot be products and prices that are not above zero, skipping blank lines', async () => {
    const id = await create({ nome: 'Importação' });
    const lines = ['0;1,00', '1234567890;1,00', ';', `${brush};-1,00`, `${roller};`, `${roller};0,00`, ';5,00'];
    const reply = await send(id, lines, false);
    expect(reply).toEqual({
      gravado: false,
      novos: 0,
      alterados: 0,
      iguais: 0,
      recusados: [
        { linha: 2, codigo: '0', motivo: msg.rowCode },
        { linha: 3, codigo: '1234567890', motivo: msg.rowCode },
        { linha: 5, codigo: String(brush), motivo: msg.rowPrice },
        { linha: 6, codigo: String(roller), motivo: msg.rowPrice },
        { linha: 7, codigo: String(roller), motivo: msg.rowPrice },
        { linha: 8, codigo: '', motivo: msg.rowCode },
      ],
    });
  });

  it('writes, audits the counts and says how many prices it wrote', async () => {
    const id = await create({ nome: 'Gravada' });
    const first = await send(id, [`${brush};15,00`], true);
    expect(first).toMatchObject({ gravado: true, novos: 1, msg: { tipo: 'success', mensagem: msg.imported(1) } });
    const second = await send(id, [`${brush};16,00`, `${roller};20,00`], true);
    expect(second).toMatchObject({ gravado: true, novos: 1, alterados: 1, msg: { mensagem: msg.imported(2) } });
    const again = await send(id, [`${brush};16,00`], true);
    expect(again).toEqual({
      gravado: false,
      novos: 0,
      alterados: 0,
      iguais: 1,
      recusados: [],
      msg: { tipo: 'success', mensagem: msg.imported(0) },
    });
    const imports = (await auditOf(id)).filter((a) => a.action === 'Importou preços');
    expect(imports.map((a) => a.after)).toEqual([
      { arquivo: 'precos.csv', novos: 1, alterados: 0 },
      { arquivo: 'precos.csv', novos: 1, alterados: 1 },
    ]);
    expect((await readTable(db, manager, id)).produtos).toBe(2);
  });

  it('refuses a file for a condition table', async () => {
    const id = await create({ tipo: 'condicao', condicao: '45' });
    expect(await refusal(send(id, [`${brush};15,00`], true))).toMatchObject({
      status: 400,
      message: msg.conditionItems,
    });
  });
});
