import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { insertTenant } from '../../test/factories.js';
import { writeStoreSettings, type SettingWrite } from '../../test/store-settings.js';
import { createTestDatabase } from '../../test/test-database.js';
import { readProductSlide } from './product-slide.js';
import { readContactAddress, readStoreNoticeAddresses, readStoreRules } from './store-rules.js';
import { readStorefrontSwitches } from './storefront-switches.js';

/**
 * The store's rules as the configuration rows give them, read directly. The test database holds the
 * neighbour company with rules unlike any written here (a R$ 5 000 minimum, pickup, cash only, 12
 * instalments, its own contact): a company that has none must not read those.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A new company with these rows. */
async function companyWith(...rows: SettingWrite[]): Promise<number> {
  const { id } = await insertTenant(database.db);
  if (rows.length > 0) await writeStoreSettings(database.db, id, ...rows);
  return id;
}

const ALL_BRANDS = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners', 'discover', 'jcb'];

describe('readStoreRules', () => {
  it('without rows: no minimum, no pickup, every payment method and brand, one instalment, any condition', async () => {
    const rules = await readStoreRules(database.db, await companyWith());
    expect(rules).toEqual({
      minimum: undefined,
      pickup: false,
      paymentMethods: ['D', 'C', 'O', 'P', 'I', 'X'],
      instalments: { max: 1, minimumCents: 0 },
      conditions: [],
      orderNotifications: [],
      cardBrands: ALL_BRANDS,
    });
  });

  it('reads each row the way the admin writes it', async () => {
    const id = await companyWith(
      { key: 'vmc', value: { valor: '150,50', mensagem: 'Compra mínima de R$ 150,50.' } },
      { key: 'rtd', value: { ativacao: '1' } },
      { key: 'fpg', value: { formas: ['X', 'B', 'D', 7] } },
      { key: 'pcl', value: { maximo: '6', minimoParcela: '50,00', semJuros: ' 3 ' } },
      { key: 'cpg', value: { condicoes: [' 28/56 ', '', '  ', 30] } },
      {
        key: 'nte',
        value: { emails: [' vendas@loja.com.br ', 'sem-arroba', 'dono@loja.com.br', 'dono@loja.com.br '] },
      },
      { key: 'bnd', value: { bandeiras: ['master', 'elo', 'cartao-da-loja'] } },
    );
    expect(await readStoreRules(database.db, id)).toEqual({
      minimum: { valueCents: 15_050, message: 'Compra mínima de R$ 150,50.' },
      pickup: true,
      paymentMethods: ['X', 'D'],
      instalments: { max: 6, minimumCents: 5_000, interestFree: 3 },
      conditions: ['28/56', '30'],
      orderNotifications: ['vendas@loja.com.br', 'dono@loja.com.br'],
      cardBrands: ['mastercard', 'elo'],
    });
  });

  it('numbers saved as numbers read the same as texts', async () => {
    const id = await companyWith(
      { key: 'vmc', value: { valor: 80, mensagem: 'Mínimo' } },
      { key: 'pcl', value: { maximo: 4, minimoParcela: 25, semJuros: 2 } },
    );
    const rules = await readStoreRules(database.db, id);
    expect(rules.minimum).toEqual({ valueCents: 8_000, message: 'Mínimo' });
    expect(rules.instalments).toEqual({ max: 4, minimumCents: 2_500, interestFree: 2 });
  });

  it('a row saved inactive turns its rule off', async () => {
    const id = await companyWith(
      { key: 'vmc', value: { valor: '100,00', mensagem: 'Mínimo' }, active: false },
      { key: 'rtd', value: { ativacao: '1' }, active: false },
      { key: 'fpg', value: { formas: ['X'] }, active: false },
      { key: 'pcl', value: { maximo: '6' }, active: false },
      { key: 'cpg', value: { condicoes: ['28'] }, active: false },
      { key: 'nte', value: { emails: ['a@loja.com.br'] }, active: false },
      { key: 'bnd', value: { bandeiras: ['visa'] }, active: false },
    );
    const rules = await readStoreRules(database.db, id);
    expect(rules).toMatchObject({ minimum: undefined, pickup: false, conditions: [], orderNotifications: [] });
    expect(rules.paymentMethods).toHaveLength(6);
    expect(rules.instalments.max).toBe(1);
    expect(rules.cardBrands).toEqual(ALL_BRANDS);
  });

  it('a minimum needs a value above zero and a message', async () => {
    const noMessage = await companyWith({ key: 'vmc', value: { valor: '100,00', mensagem: '' } });
    const zero = await companyWith({ key: 'vmc', value: { valor: '0,00', mensagem: 'Mínimo' } });
    const unreadable = await companyWith({ key: 'vmc', value: { valor: 'cem', mensagem: 'Mínimo' } });
    const cent = await companyWith({ key: 'vmc', value: { valor: '0,01', mensagem: 'Mínimo' } });
    for (const id of [noMessage, zero, unreadable])
      expect((await readStoreRules(database.db, id)).minimum).toBeUndefined();
    expect((await readStoreRules(database.db, cent)).minimum).toEqual({ valueCents: 1, message: 'Mínimo' });
  });

  it("pickup only with ativacao '1'", async () => {
    const off = await companyWith({ key: 'rtd', value: { ativacao: '0' } });
    const on = await companyWith({ key: 'rtd', value: { ativacao: 1 } });
    expect((await readStoreRules(database.db, off)).pickup).toBe(false);
    expect((await readStoreRules(database.db, on)).pickup).toBe(true);
  });

  it('instalments: a count below one or unreadable is one; an empty or unreadable interest-free count is left out', async () => {
    const cases: Array<[object, object]> = [
      [
        { maximo: '0', semJuros: '' },
        { max: 1, minimumCents: 0 },
      ],
      [
        { maximo: 'doze', minimoParcela: 'x', semJuros: 'três' },
        { max: 1, minimumCents: 0 },
      ],
      [
        { maximo: '-3', semJuros: '0' },
        { max: 1, minimumCents: 0, interestFree: 0 },
      ],
      [
        { maximo: '2', semJuros: '1,5' },
        { max: 2, minimumCents: 0 },
      ],
      [
        { maximo: '12', semJuros: '12' },
        { max: 12, minimumCents: 0, interestFree: 12 },
      ],
    ];
    for (const [pcl, expected] of cases) {
      const id = await companyWith({ key: 'pcl', value: pcl });
      expect((await readStoreRules(database.db, id)).instalments, JSON.stringify(pcl)).toStrictEqual(expected);
    }
  });

  it('lists that are not lists, or name nothing known, leave the rule open', async () => {
    const id = await companyWith(
      { key: 'fpg', value: { formas: 'X' } },
      { key: 'cpg', value: { condicoes: '28/56' } },
      { key: 'nte', value: { emails: 'a@loja.com.br' } },
      { key: 'bnd', value: { bandeiras: 'visa' } },
    );
    const unknown = await companyWith(
      { key: 'fpg', value: { formas: ['Q', 'toString'] } },
      { key: 'bnd', value: { bandeiras: ['cartao-da-loja'] } },
    );
    for (const company of [id, unknown]) {
      const rules = await readStoreRules(database.db, company);
      expect(rules.paymentMethods).toEqual(['D', 'C', 'O', 'P', 'I', 'X']);
      expect(rules.cardBrands).toEqual(ALL_BRANDS);
      expect(rules.conditions).toEqual([]);
      expect(rules.orderNotifications).toEqual([]);
    }
  });
});

describe('where the contact form and the store notices go', () => {
  it("the contact's e-mail, else the footer's, trimmed; none without either", async () => {
    const both = await companyWith(
      { key: 'con', value: { email: ' contato@loja.com.br ' } },
      { key: 'foo', value: { email: 'rodape@loja.com.br' } },
    );
    const footer = await companyWith(
      { key: 'con', value: { email: '  ' } },
      { key: 'foo', value: { email: ' rodape@loja.com.br ' } },
    );
    const contactOff = await companyWith(
      { key: 'con', value: { email: 'contato@loja.com.br' }, active: false },
      { key: 'foo', value: { email: 'rodape@loja.com.br' } },
    );
    expect(await readContactAddress(database.db, both)).toBe('contato@loja.com.br');
    expect(await readContactAddress(database.db, footer)).toBe('rodape@loja.com.br');
    expect(await readContactAddress(database.db, contactOff)).toBe('rodape@loja.com.br');
    expect(await readContactAddress(database.db, await companyWith())).toBeUndefined();
  });

  it("notices go to the new-order addresses, else the contact's, else the company's own e-mail", async () => {
    const orders = await companyWith(
      { key: 'nte', value: { emails: ['pedidos@loja.com.br'] } },
      { key: 'con', value: { email: 'contato@loja.com.br' } },
    );
    const contact = await companyWith({ key: 'con', value: { email: 'contato@loja.com.br' } });
    const { id: company } = await insertTenant(database.db, { email: ' empresa@loja.com.br ' });
    const { id: badContact } = await insertTenant(database.db, { email: 'empresa@loja.com.br' });
    await writeStoreSettings(database.db, badContact, { key: 'con', value: { email: 'sem arroba' } });
    const { id: nothing } = await insertTenant(database.db, { email: 'não é e-mail' });
    expect(await readStoreNoticeAddresses(database.db, orders)).toEqual(['pedidos@loja.com.br']);
    expect(await readStoreNoticeAddresses(database.db, contact)).toEqual(['contato@loja.com.br']);
    expect(await readStoreNoticeAddresses(database.db, company)).toEqual(['empresa@loja.com.br']);
    expect(await readStoreNoticeAddresses(database.db, badContact)).toEqual(['empresa@loja.com.br']);
    expect(await readStoreNoticeAddresses(database.db, nothing)).toEqual([]);
  });
});

describe('readStorefrontSwitches', () => {
  it('a key never saved keeps the store as it was: prices, zero stock, the buy button and tinting shown', async () => {
    expect(await readStorefrontSwitches(database.db, await companyWith())).toEqual({
      exibirPrecos: true,
      exibirEstoque: false,
      exibirEstoqueZerado: true,
      botaoComprar: 'Comprar',
      ordem: 'nome',
      galeria: 'grade',
      tingimento: true,
    });
  });

  it('a key saved inactive turns its feature off', async () => {
    const keys = ['epr', 'ven', 'ves', 'btc', 'ord', 'tgl', 'tnt'];
    const id = await companyWith(
      ...keys.map((key) => ({ key, value: { texto: 'Levar', ordem: 'menor-preco', tipo: 'lista' }, active: false })),
    );
    expect(await readStorefrontSwitches(database.db, id)).toEqual({
      exibirPrecos: false,
      exibirEstoque: false,
      exibirEstoqueZerado: false,
      botaoComprar: null,
      ordem: 'nome',
      galeria: 'grade',
      tingimento: false,
    });
  });

  it('active keys: the button text trimmed, the order and the list gallery', async () => {
    const id = await companyWith(
      { key: 'ven', value: {} },
      { key: 'btc', value: { texto: ' Levar ' } },
      { key: 'ord', value: { ordem: ' menor-preco ' } },
      { key: 'tgl', value: { tipo: 'lista' } },
    );
    expect(await readStorefrontSwitches(database.db, id)).toMatchObject({
      exibirEstoque: true,
      botaoComprar: 'Levar',
      ordem: 'menorPreco',
      galeria: 'lista',
    });
  });

  it("an empty button text is 'Comprar'; an order or gallery it does not know is the default", async () => {
    const blank = await companyWith(
      { key: 'btc', value: { texto: '  ' } },
      { key: 'ord', value: { ordem: 'aleatoria' } },
      { key: 'tgl', value: { tipo: 7 } },
    );
    const notText = await companyWith(
      { key: 'btc', value: { texto: 7 } },
      { key: 'ord', value: { ordem: 'toString' } },
    );
    for (const id of [blank, notText])
      expect(await readStorefrontSwitches(database.db, id)).toMatchObject({
        botaoComprar: 'Comprar',
        ordem: 'nome',
        galeria: 'grade',
      });
  });
});

describe('readProductSlide', () => {
  it('none without the row, with it off, or with no whole positive code', async () => {
    const off = await companyWith({ key: 'slp', value: { produtos: [1, 2] }, active: false });
    const bad = await companyWith({ key: 'slp', value: { produtos: ['x', 0, -2, 2.5, ''] } });
    const notList = await companyWith({ key: 'slp', value: { produtos: '1,2' } });
    for (const id of [await companyWith(), off, bad, notList])
      expect(await readProductSlide(database.db, id)).toBeNull();
  });

  it('the codes in their order, once each, at most 24; the title trimmed or Destaques', async () => {
    const codes = [' 7 ', 3, '7', 'x', ...Array.from({ length: 30 }, (_, i) => 100 + i)];
    const id = await companyWith({ key: 'slp', value: { titulo: ' Ofertas da semana ', produtos: codes } });
    const untitled = await companyWith({ key: 'slp', value: { titulo: '  ', produtos: [5] } });
    const slide = await readProductSlide(database.db, id);
    expect(slide?.title).toBe('Ofertas da semana');
    expect(slide?.ids).toEqual([7, 3, ...Array.from({ length: 22 }, (_, i) => 100 + i)]);
    expect(await readProductSlide(database.db, untitled)).toEqual({ title: 'Destaques', ids: [5] });
  });
});
