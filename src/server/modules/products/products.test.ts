import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fold } from '../../../shared/br/fold.js';
import { importMessages, productMessages } from '../../../shared/schemas/products.js';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';
import { auditLog } from '../../db/schema/tenancy.js';
import { insertOperator } from '../../test/factories.js';
import { loginCookie } from '../../test/test-app.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import { queryRows } from '../../db/client.js';
import { importFile } from './product-import.js';

let w: OrdersWorld;
let admin = '';
beforeAll(async () => {
  w = await ordersWorld();
  const operator = await insertOperator(w.db, w.tenant.id, { role: 'admin', name: 'Adm' });
  admin = await loginCookie(w.t, operator.email);
});
afterAll(() => w.t.close());

const productUrl = () => `/api/produtos/${w.products.paint.id}`;
const formOf = async (cookie: string) => {
  const { produto } = (await w.call(cookie, 'GET', productUrl())).body;
  // What the screen sends back: the optional fields it shows, as they are (null ones left out).
  const optional = Object.entries({
    descricaoLista: produto.descricaoLista,
    nomeEcommerce: produto.nomeEcommerce,
    embalagem: produto.embalagem,
    embalagemLista: produto.embalagemLista,
    volumeLitros: produto.volumeLitros,
    pesoKg: produto.pesoKg,
  }).filter(([, value]) => value !== null);
  return {
    ...Object.fromEntries(optional),
    descricao: produto.descricao,
    grupo: produto.grupo,
    fabricante: produto.fabricante,
    precoLista: '120,00',
    preco: '100,00',
    estoque: 5,
    venderSemEstoque: false,
    visivelLoja: true,
    baseTingimento: false,
  };
};
const auditOf = (id: number) =>
  w.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.entity, 'Produto'), eq(auditLog.entityId, id)));

describe('the product page in the back office', () => {
  it('lets a seller read, never change; a customer neither', async () => {
    const read = await w.call(w.cookies.ana, 'GET', productUrl());
    expect(read.status).toBe(200);
    expect(read.body.podeEditar).toBe(false);
    expect(read.body.produto.descricao).toBe('Tinta Acrílica Branca');
    const form = await formOf(w.cookies.manager);
    expect((await w.call(w.cookies.ana, 'PUT', productUrl(), { ...form, preco: '1,00' })).status).toBe(403);
    expect((await w.call(w.cookies.customer, 'GET', productUrl())).status).toBe(403);
    const rich = { codigo: w.products.paint.id, especificacao: '<p>x</p>' };
    expect((await w.post(w.cookies.ana, '/produto/editar/especificacao', rich)).status).toBe(403);
    expect((await w.post(w.cookies.customer, '/produto/editar/especificacao', rich)).status).toBe(403);
    const [row] = await w.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, w.products.paint.id)));
    expect(row?.priceCents).toBe(10_000);
  });

  it('audits a price and stock change by a manager', async () => {
    const form = await formOf(w.cookies.manager);
    const saved = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, preco: '89,90', estoque: '7' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.produto).toMatchObject({ preco: 89.9, estoque: 7 });
    const lines = await auditOf(w.products.paint.id);
    const line = lines.find((l) => l.action === 'Alterou');
    // Only what changed, before and after.
    expect(line?.before).toEqual({ priceCents: 10_000, stock: 5 });
    expect(line?.after).toEqual({ priceCents: 8_990, stock: 7 });
  });

  it('saves the optional fields and reads them back; a save that changes nothing writes no audit line', async () => {
    const form = await formOf(w.cookies.manager);
    const full = {
      ...form,
      descricaoLista: 'Acrílica Br.',
      nomeEcommerce: 'Tinta Acrílica Premium',
      embalagem: 'Lata 18L',
      embalagemLista: '18L',
      volumeLitros: '18',
      pesoKg: '25,5',
    };
    const saved = await w.call(w.cookies.manager, 'PUT', productUrl(), full);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.produto).toMatchObject({
      descricaoLista: 'Acrílica Br.',
      nomeEcommerce: 'Tinta Acrílica Premium',
      embalagem: 'Lata 18L',
      embalagemLista: '18L',
      volumeLitros: 18,
      pesoKg: 25.5,
    });
    const lines = (await auditOf(w.products.paint.id)).length;
    expect((await w.call(w.cookies.manager, 'PUT', productUrl(), full)).status).toBe(200);
    expect(await auditOf(w.products.paint.id)).toHaveLength(lines);
    const bare = { ...form, descricaoLista: undefined, embalagem: undefined, volumeLitros: undefined };
    const cleared = await w.call(w.cookies.manager, 'PUT', productUrl(), bare);
    expect(cleared.body.produto).toMatchObject({
      descricaoLista: null,
      nomeEcommerce: null,
      embalagem: null,
      embalagemLista: null,
      volumeLitros: null,
      pesoKg: null,
    });
  });

  it('shows at most four images of a product', async () => {
    await w.db
      .update(products)
      .set({ imagePaths: ['a.webp', 'b.webp', 'c.webp', 'd.webp', 'e.webp'] })
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, w.products.roller.id)));
    const read = await w.call(w.cookies.manager, 'GET', `/api/produtos/${w.products.roller.id}`);
    expect(read.body.produto.imagens).toEqual(['a.webp', 'b.webp', 'c.webp', 'd.webp']);
  });

  it('sets multiple mode (steps of 10), audited; a save that leaves it out keeps it', async () => {
    const form = await formOf(w.cookies.manager);
    const on = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, multiplo: true });
    expect(on.body.produto.multiplo).toBe(true);
    expect(
      (await auditOf(w.products.paint.id)).some((l) => JSON.stringify(l.after).includes('"multipleMode":true')),
    ).toBe(true);
    const kept = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, preco: '99,00' });
    expect(kept.body.produto.multiplo).toBe(true);
    const off = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, multiplo: false });
    expect(off.body.produto.multiplo).toBe(false);
  });

  it("keeps a tint base's letter in upper case, and clears it when left empty", async () => {
    const form = await formOf(w.cookies.manager);
    const set = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, letraBase: ' b ' });
    expect(set.body.produto.letraBase).toBe('B');
    const cleared = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, letraBase: '' });
    expect(cleared.body.produto.letraBase).toBeNull();
  });

  it('refuses bad input with a pt-BR message and writes nothing', async () => {
    const form = await formOf(w.cookies.manager);
    const bad = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, preco: 'abc', estoque: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.erros.map((e: { campo: string }) => e.campo)).toEqual(expect.arrayContaining(['preco', 'estoque']));
    expect(bad.body.exception).toBe(productMessages.price);
    const noGroup = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, grupo: 999_999 });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body).toMatchObject({
      exception: productMessages.groupNotFound,
      erros: [{ campo: 'grupo', mensagem: productMessages.groupNotFound }],
    });
    const noMaker = await w.call(w.cookies.manager, 'PUT', productUrl(), { ...form, fabricante: 999_999 });
    expect(noMaker.status).toBe(400);
    expect(noMaker.body).toMatchObject({
      exception: productMessages.manufacturerNotFound,
      erros: [{ campo: 'fabricante', mensagem: productMessages.manufacturerNotFound }],
    });
    const missing = await w.call(w.cookies.manager, 'GET', '/api/produtos/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.exception).toBe('Produto não encontrado');
  });
});

describe('the rich-text editors', () => {
  it('clean a script out of the specification on save and on the store page', async () => {
    const html = '<p>Rende <strong>40 m²</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const reply = await w.post(w.cookies.manager, '/produto/editar/especificacao', {
      codigo: w.products.paint.id,
      especificacao: html,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.resp).toBe('Especificação salva com sucesso');
    expect(reply.body.texto).toBe('<p>Rende <strong>40 m²</strong></p>');
    // Even a row written around the service is cleaned when a page shows it.
    await w.db
      .update(products)
      .set({ quickDescriptionHtml: '<p onclick="x()">Rápida</p><script>alert(3)</script>' })
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, w.products.paint.id)));
    const page = await w.call(w.cookies.customer, 'GET', `/api/loja/produtos/${w.products.paint.id}`);
    expect(page.body.especificacao).toBe('<p>Rende <strong>40 m²</strong></p>');
    expect(page.body.descricaoRapida).toBe('<p>Rápida</p>');
    expect(JSON.stringify(page.body)).not.toMatch(/script|onerror|onclick/);
  });

  it('save the e-commerce and quick descriptions with the spec texts', async () => {
    const codigo = w.products.paint.id;
    const ecommerce = await w.post(w.cookies.manager, '/produto/editar/descricaoEcommerce', {
      codigo,
      descricaoEcommerce: '<h2>Acabamento</h2><p>Fosco</p>',
    });
    expect(ecommerce.body.resp).toBe('Descrição salva com sucesso');
    const quick = await w.post(admin, '/produto/editar/descricaoRapida', {
      codigo,
      descricaoRapida: ' <p>Lavável</p>\n',
    });
    expect(quick.body).toMatchObject({ resp: 'Descrição rápida salva com sucesso', texto: '<p>Lavável</p>' });
    const [audited] = (await auditOf(codigo)).filter((l) => l.action === 'Alterou o texto').slice(-1);
    // Before: the text the previous test wrote around the service.
    expect(audited).toMatchObject({
      before: { descricaoRapida: expect.stringContaining('Rápida') },
      after: { descricaoRapida: '<p>Lavável</p>' },
    });
    // Sent without the text: the field is emptied.
    const emptied = await w.post(admin, '/produto/editar/descricaoRapida', { codigo });
    expect(emptied.body.texto).toBe('');
    expect((await w.call(w.cookies.customer, 'GET', `/api/loja/produtos/${codigo}`)).body.descricaoRapida).toBeNull();
    const page = await w.call(w.cookies.customer, 'GET', `/api/loja/produtos/${codigo}`);
    expect(page.body.descricaoEcommerce).toBe('<h2>Acabamento</h2><p>Fosco</p>');
    const missing = await w.post(w.cookies.manager, '/produto/editar/especificacao', { codigo: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.exception).toBe('Produto não encontrado');
    expect((await auditOf(codigo)).some((l) => l.action === 'Alterou o texto')).toBe(true);
  });
});

describe('the products grid', () => {
  const search = (cookie: string, column: string, value: string) =>
    w.post(cookie, '/api/produtos/grid', {
      action: 'select',
      like: { column, option: 0, value },
      limit: { page: 0, offset: 50 },
    });
  it('finds by description without accents, by manufacturer and group, for every operator', async () => {
    const byName = await search(w.cookies.ana, 'cfidesite', 'acrilica branca');
    expect(byName.status).toBe(200);
    expect(byName.body.resultSet.map((r: { sr_recno: number }) => r.sr_recno)).toEqual([w.products.paint.id]);
    const paint = byName.body.resultSet[0];
    expect((await search(w.cookies.manager, 'cfinomfab', paint.cfinomfab)).body.resultSet).toHaveLength(1);
    expect((await search(w.cookies.manager, 'cfidesgrp', paint.cfidesgrp)).body.resultSet).toHaveLength(1);
    expect((await search(w.cookies.customer, 'cfidesite', 'tinta')).status).toBe(403);
  });
});

describe('the import', () => {
  const csv = (lines: string[]) => Buffer.from(lines.join('\n')).toString('base64');
  const productsHeader = 'codigo;descricao;grupo;fabricante;embalagem;volume;peso;precoLista;preco';
  let group = 0;
  let maker = 0;
  beforeAll(async () => {
    const { produto } = (await w.call(w.cookies.manager, 'GET', productUrl())).body;
    group = produto.grupo;
    maker = produto.fabricante;
  });
  const productsFile = () =>
    csv([
      productsHeader,
      `800001;Esmalte Sintético Azul;${group};${maker};Galão 3,6L;3,6;4,2;99,90;89,90`,
      `800002;Massa Corrida;${group};${maker};Lata 18L;18;;150,00;120,00`,
      `800003;Sem grupo;999999;${maker};;;;10,00;9,00`,
      `abc;Código ruim;${group};${maker};;;;10,00;9,00`,
      `800001;Repetido;${group};${maker};;;;10,00;9,00`,
      `${w.products.brush.id};Pincel 2";${group};${maker};;;;25,00;19,90`,
    ]);
  const preview = (cookie: string, tipo: string, arquivo: string) =>
    w.post(cookie, '/api/produtos/importar', { tipo, nomeArquivo: 'produtos.csv', arquivo });

  it('previews created, updated and refused lines, writes nothing, and is for admins only', async () => {
    expect((await preview(w.cookies.manager, 'produtos', productsFile())).status).toBe(403);
    const reply = await preview(admin, 'produtos', productsFile());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ novos: 2, alterados: 1, iguais: 0, totalRecusados: 3, lotes: 1 });
    expect(reply.body.recusados).toEqual([
      { linha: 4, codigo: '800003', motivo: importMessages.rowGroup },
      { linha: 5, codigo: 'abc', motivo: importMessages.rowCode },
      { linha: 6, codigo: '800001', motivo: importMessages.rowRepeated(2) },
    ]);
    const created = await w.db.select().from(products).where(eq(products.id, 800_001));
    expect(created).toHaveLength(0);
  });

  it('writes batch by batch and changes nothing when run again', async () => {
    const first = await preview(admin, 'produtos', productsFile());
    const written = await w.post(admin, '/api/produtos/importar', { importacao: first.body.importacao, lote: 0 });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body).toMatchObject({ gravados: 3, msg: { mensagem: '3 produtos gravados.' } });
    const [row] = await w.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, 800_001)));
    expect(row).toMatchObject({
      siteDescription: 'Esmalte Sintético Azul',
      packaging: 'Galão 3,6L',
      priceCents: 8_990,
      volumeLiters: '3.600',
      weightKg: '4.200',
    });
    const again = await preview(admin, 'produtos', productsFile());
    expect(again.body).toMatchObject({ novos: 0, alterados: 0, iguais: 3 });
    const reused = await w.post(admin, '/api/produtos/importar', { importacao: first.body.importacao, lote: 0 });
    expect(reused.status).toBe(400);
    expect(reused.body.exception).toBe(importMessages.expired);
  });

  it('reads prices and stock from an XLSX, refusing unknown codes', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Preços');
    sheet.addRow(['codigo', 'precoLista', 'preco', 'estoque']);
    sheet.addRow([800_002, 160, 130.5, 12]);
    sheet.addRow([899_999, 10, 9, 1]);
    const arquivo = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const reply = await w.post(admin, '/api/produtos/importar', {
      tipo: 'precos',
      nomeArquivo: 'precos.xlsx',
      arquivo,
    });
    expect(reply.body).toMatchObject({ novos: 0, alterados: 1, totalRecusados: 1 });
    expect(reply.body.recusados[0]).toMatchObject({ linha: 3, motivo: importMessages.rowUnknown });
    await w.post(admin, '/api/produtos/importar', { importacao: reply.body.importacao, lote: 0 });
    const [row] = await w.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, 800_002)));
    expect(row).toMatchObject({
      priceCents: 13_050,
      listPriceCents: 16_000,
      stock: 12,
      siteDescription: 'Massa Corrida',
    });
  });

  it('creates the groups and manufacturers a file names, once each, matching existing names loosely', async () => {
    const [known] = await w.db
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .where(and(eq(manufacturers.tenantId, w.tenant.id), eq(manufacturers.id, maker)));
    const shouted = fold(known?.name ?? '').toUpperCase();
    const groupCount = async () => await w.db.$count(productGroups, eq(productGroups.tenantId, w.tenant.id));
    const makerCount = async () => await w.db.$count(manufacturers, eq(manufacturers.tenantId, w.tenant.id));
    const before = { groups: await groupCount(), makers: await makerCount() };
    const file = csv([
      `810001;Verniz Marítimo;Vernizes Náuticos;${shouted};;;;50,00;45,00`,
      `810002;Verniz Fosco;  VERNIZES   NAUTICOS ;Acabamentos Sul;;;;40,00;35,00`,
      `810003;Seladora;${group};acabamentos sul;;;;30,00;25,00`,
    ]);
    const first = await preview(admin, 'produtos', file);
    expect(first.body).toMatchObject({
      novos: 3,
      totalRecusados: 0,
      novosGrupos: ['Vernizes Náuticos'],
      novosFabricantes: ['Acabamentos Sul'],
    });
    expect({ groups: await groupCount(), makers: await makerCount() }).toEqual(before);
    await w.post(admin, '/api/produtos/importar', { importacao: first.body.importacao, lote: 0 });
    expect({ groups: await groupCount(), makers: await makerCount() }).toEqual({
      groups: before.groups + 1,
      makers: before.makers + 1,
    });
    const rows = await w.db
      .select({ id: products.id, groupId: products.groupId, makerId: products.manufacturerId })
      .from(products)
      .where(and(eq(products.tenantId, w.tenant.id), inArray(products.id, [810_001, 810_002, 810_003])))
      .orderBy(products.id);
    const [newGroup] = await w.db
      .select()
      .from(productGroups)
      .where(and(eq(productGroups.tenantId, w.tenant.id), eq(productGroups.id, rows[0]?.groupId ?? 0)));
    expect(newGroup?.description).toBe('Vernizes Náuticos');
    expect(rows[1]?.groupId).toBe(rows[0]?.groupId);
    expect(rows[0]?.makerId).toBe(maker);
    expect(rows[2]).toMatchObject({ groupId: group, makerId: rows[1]?.makerId });
    const again = await preview(admin, 'produtos', file);
    expect(again.body).toMatchObject({ novos: 0, iguais: 3, novosGrupos: [], novosFabricantes: [] });
  });

  it('refuses each bad line of a products file with its reason, and takes the limits themselves', async () => {
    const line = (
      code: string,
      description: string,
      groupCell: string | number,
      makerCell: string | number,
      rest: string,
    ) => `${code};${description};${groupCell};${makerCell};${rest}`;
    const fine = ';;;10,00;9,00';
    const reply = await preview(
      admin,
      'produtos',
      csv([
        productsHeader,
        line('820001', '', group, maker, fine),
        line('820002', 'd'.repeat(201), group, maker, fine),
        line('820003', 'd'.repeat(200), group, maker, fine),
        line('820004', 'Tinta', group, '', fine),
        line('820005', 'Tinta', group, 999_999, fine),
        line('820006', 'Tinta', 'g'.repeat(101), maker, fine),
        line('820007', 'Tinta', 'g'.repeat(100), maker, fine),
        line('820008', 'Tinta', group, maker, ';0;;10,00;9,00'),
        line('820009', 'Tinta', group, maker, ';;abc;10,00;9,00'),
        line('820010', 'Tinta', group, maker, ';;;0,00;9,00'),
        line('820011', 'Tinta', group, maker, ';;;10,00;0,00'),
        line(' 820012 ', 'Tinta', group, maker, fine),
        line('0', 'Tinta', group, maker, fine),
        line('1234567890', 'Tinta', group, maker, fine),
        line('999999999', 'Tinta', group, maker, ';0,001;0,5;0,01;0,01'),
      ]),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ novos: 4, alterados: 0, totalRecusados: 11, novosGrupos: ['g'.repeat(100)] });
    const reasons = (reply.body.recusados as Array<{ linha: number; motivo: string }>).map((r) => [r.linha, r.motivo]);
    expect(reasons).toEqual([
      [2, importMessages.rowDescription],
      [3, importMessages.rowDescriptionLong(200)],
      [5, importMessages.rowManufacturer],
      [6, importMessages.rowManufacturer],
      [7, importMessages.rowGroup],
      [9, importMessages.rowDecimal],
      [10, importMessages.rowDecimal],
      [11, importMessages.rowListPrice],
      [12, importMessages.rowPrice],
      [14, importMessages.rowCode],
      [15, importMessages.rowCode],
    ]);
  });

  it('refuses each bad line of a prices file with its reason: stock a whole number, prices above zero', async () => {
    const reply = await preview(
      admin,
      'precos',
      csv([
        'codigo;precoLista;preco;estoque',
        '899998;10,00;9,00;3',
        '830001;10,00;9,00;',
        '830002;10,00;9,00;1,5',
        '830003;10,00;9,00;-1',
        '830004;10,00;0,00;3',
        '830005;;9,00;3',
        `${w.products.roller.id};10,00;9,00;999999999`,
      ]),
    );
    expect(reply.body).toMatchObject({ novos: 0, alterados: 1, totalRecusados: 6 });
    // In the file's order, though an unknown code is found only after the values are read.
    expect((reply.body.recusados as Array<{ motivo: string }>).map((r) => r.motivo)).toEqual([
      importMessages.rowUnknown,
      importMessages.rowStock,
      importMessages.rowStock,
      importMessages.rowStock,
      importMessages.rowPrice,
      importMessages.rowListPrice,
    ]);
  });

  it('shows the first 500 refused lines and counts them all', async () => {
    const bad = Array.from({ length: 501 }, (_, i) => `x${i};Tinta;${group};${maker};;;;10,00;9,00`);
    const reply = await preview(admin, 'produtos', csv([productsHeader, ...bad]));
    expect(reply.body).toMatchObject({ totalRecusados: 501, lotes: 0 });
    expect(reply.body.recusados).toHaveLength(500);
    expect(reply.body.recusados.at(-1)).toMatchObject({ linha: 501, codigo: 'x499' });
  });

  it('writes a large file in batches of 2 000, each audited, and says the total at the last', async () => {
    const lines = Array.from(
      { length: 2_001 },
      (_, i) => `${840_001 + i};Produto ${i};${group};${maker};;;;10,00;9,00`,
    );
    const first = await preview(admin, 'produtos', csv([productsHeader, ...lines]));
    expect(first.body).toMatchObject({ novos: 2_001, lotes: 2 });
    const id = first.body.importacao as string;
    const batch0 = await w.post(admin, '/api/produtos/importar', { importacao: id, lote: 0 });
    expect(batch0.body).toMatchObject({ lote: 0, gravados: 2_000 });
    expect(batch0.body.msg).toBeUndefined();
    const batch1 = await w.post(admin, '/api/produtos/importar', { importacao: id, lote: 1 });
    expect(batch1.body).toMatchObject({ lote: 1, gravados: 2_001, msg: { mensagem: '2.001 produtos gravados.' } });
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.action, 'Importou produtos')));
    expect(audit.map((row) => row.after).slice(-2)).toEqual([
      { lote: 1, linhas: 2_000, codigos: [840_001, 842_000] },
      { lote: 2, linhas: 1, codigos: [842_001, 842_001] },
    ]);
    // The batches are gone with the last: the preview cannot be written again.
    expect((await w.post(admin, '/api/produtos/importar', { importacao: id, lote: 1 })).body.exception).toBe(
      importMessages.expired,
    );
  });

  it("keeps a preview 30 minutes, for its own company's admins only", async () => {
    const file = csv([productsHeader, `850001;Tinta;${group};${maker};;;;10,00;9,00`]);
    const neighbour = await insertOperator(w.db, w.other.id, { role: 'admin', name: 'Adm Vizinho' });
    const neighbourCookie = await loginCookie(w.t, neighbour.email, 'outra');
    const kept = await preview(admin, 'produtos', file);
    const write = (cookie: string, url = '/api/produtos/importar') =>
      w.post(cookie, url, { importacao: kept.body.importacao, lote: 0 });
    const theirs = await write(neighbourCookie, '/api/produtos/importar?apelido=outra');
    expect(theirs.body.exception).toBe(importMessages.expired);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30 * 60_000 + 1);
    try {
      expect((await write(admin)).body.exception).toBe(importMessages.expired);
    } finally {
      vi.restoreAllMocks();
    }
    // Made at `now`, the preview still counts at its 30th minute to the millisecond.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const fresh = await preview(admin, 'produtos', file);
      clock.mockReturnValue(now + 30 * 60_000);
      const written = await w.post(admin, '/api/produtos/importar', { importacao: fresh.body.importacao, lote: 0 });
      expect(written.body).toMatchObject({ gravados: 1 });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('imports from the command line: every batch with its progress, audited as such, the id sequence moved past the codes and never back', async () => {
    const lastId = async () =>
      Number((await queryRows<{ id: string }>(w.db, sql`SELECT last_value AS id FROM products_id_seq`))[0]?.id);
    const file = (name: string, lines: string[]) => ({ name, bytes: Buffer.from(lines.join('\n')) });
    const lines = Array.from(
      { length: 2_001 },
      (_, i) => `${870_001 + i};Produto CLI ${i};${group};${maker};;;;10,00;9,00`,
    );
    const progress: Array<[number, number]> = [];
    const run = await importFile(
      w.db,
      w.tenant.id,
      'produtos',
      file('cli.csv', [productsHeader, ...lines]),
      (done, total) => progress.push([done, total]),
    );
    expect(run).toMatchObject({ written: 2_001, plan: { created: expect.any(Array), same: 0 } });
    expect(run.plan.created).toHaveLength(2_001);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    for (const took of [run.readMs, run.planMs, run.writeMs]) expect(took).toBeGreaterThanOrEqual(0);
    expect(await lastId()).toBeGreaterThanOrEqual(872_001);
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.actorName, 'Importação (linha de comando)')))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.after])).toEqual([
      ['Importou produtos', { lote: 1, linhas: 2_000, codigos: [870_001, 872_000] }],
      ['Importou produtos', { lote: 2, linhas: 1, codigos: [872_001, 872_001] }],
    ]);
    // Prices of lower codes: written and audited as prices, the sequence not moved back.
    const before = await lastId();
    const prices = await importFile(
      w.db,
      w.tenant.id,
      'precos',
      file('precos.csv', ['codigo;precoLista;preco;estoque', '870001;20,00;18,00;3']),
    );
    expect(prices.written).toBe(1);
    expect(await lastId()).toBe(before);
    const cliAudit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.actorName, 'Importação (linha de comando)')))
      .orderBy(auditLog.id);
    expect(cliAudit.at(-1)).toMatchObject({
      action: 'Importou preços e estoque',
      entity: 'Produto',
      after: { lote: 1, linhas: 1 },
    });
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const reply = await preview(admin, 'produtos', Buffer.from([0, 1, 2, 3, 255]).toString('base64'));
    expect(reply.status).toBe(400);
    expect(reply.body.exception).toBe(importMessages.badFile);
  });
});
