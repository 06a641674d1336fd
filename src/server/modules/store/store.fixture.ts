import { shippingRules } from '../../db/schema/store.js';
import type { Db } from '../../db/client.js';
import type { tenants } from '../../db/schema/tenants.js';
import { insertCustomer, insertOperator, insertProduct, insertTenant } from '../../test/factories.js';
import { loginCookie, type TestApp } from '../../test/test-app.js';
import { writeStoreSettings } from '../../test/store-settings.js';

/** The store rows a test company needs: minimum purchase, pickup, payment methods, instalments. */
export async function insertStoreSettings(
  db: Db,
  tenantId: number,
  values: { vmc?: object; rtd?: object; fpg?: object; pcl?: object; cie?: object } = {},
) {
  const rows = {
    vmc: { valor: '200.00', mensagem: 'Compra mínima de R$ 200,00.' },
    rtd: { ativacao: '0' },
    fpg: { formas: ['D', 'O', 'P'] },
    pcl: { maximo: 3, minimoParcela: '100.00' },
    ...values,
  };
  await writeStoreSettings(db, tenantId, ...Object.entries(rows).map(([key, value]) => ({ key, value })));
}

/** A Campinas CEP-range rule, a whole-state carrier and (optionally) free shipping above R$ 1.000. */
export async function insertShippingRules(db: Db, tenantId: number) {
  await db.insert(shippingRules).values([
    {
      tenantId,
      service: 'Entrega Própria',
      state: 'SP',
      cepFrom: '13000000',
      cepTo: '13999999',
      days: 2,
      basePriceCents: 2_500,
      pricePerKgCents: 100,
      freeAboveCents: 90_000,
    },
    { tenantId, service: 'Transportadora', state: 'SP', days: 4, basePriceCents: 4_500, pricePerKgCents: 200 },
    { tenantId, service: 'Transportadora', state: 'MG', days: 6, basePriceCents: 6_500, pricePerKgCents: 300 },
  ]);
}

/** Ana's address in Campinas, inside the CEP range of 'Entrega Própria'. */
export const campinasAddress = {
  cep: '13015-904',
  endereco: 'Rua Barão de Jaguara',
  numero: '100',
  bairro: 'Centro',
  cidade: 'Campinas',
  estado: 'SP',
};

type Account = 'ana' | 'beto' | 'blocked' | 'seller';

/**
 * A company of its own with a working store, so each test starts from the same shelf: the store rows
 * above, the shipping rules, four products (a paint of 5,2 kg with 8 in stock, a brush, a roller sold
 * without stock, the last unit of a can), three customers (Ana in Campinas, Beto, one with credit
 * blocked) and a seller. Accounts log in on first use; every call carries the company's alias.
 */
export async function openShop(
  t: TestApp,
  tenant: Partial<typeof tenants.$inferInsert> = {},
  settings: Parameters<typeof insertStoreSettings>[2] = {},
) {
  const db = t.database.db;
  const company = await insertTenant(db, { tradeName: 'Tintas Teste', ...tenant });
  await insertStoreSettings(db, company.id, settings);
  await insertShippingRules(db, company.id);
  const paint = await insertProduct(db, company.id, {
    siteDescription: 'Tinta Acrílica Fosca',
    priceCents: 12_000,
    listPriceCents: 15_000,
    stock: 8,
    weightKg: '5.2',
    specificationHtml: '<p>Rende <b>40 m²</b></p><script>alert(1)</script>',
  });
  const brush = await insertProduct(db, company.id, { siteDescription: 'Pincel Chato', priceCents: 1_500, stock: 100 });
  const roller = await insertProduct(db, company.id, {
    siteDescription: 'Rolo',
    priceCents: 3_000,
    stock: 0,
    sellWithoutStock: true,
  });
  const last = await insertProduct(db, company.id, { siteDescription: 'Última Lata', priceCents: 25_000, stock: 1 });
  const ana = await insertCustomer(db, company.id, {
    name: 'Ana Cliente',
    cep: '13015904',
    state: 'SP',
    city: 'Campinas',
  });
  const beto = await insertCustomer(db, company.id, { name: 'Beto Cliente' });
  const blocked = await insertCustomer(db, company.id, { name: 'Cliente Bloqueado', credit: 'S' });
  const seller = await insertOperator(db, company.id);
  const emails: Record<Account, string> = {
    ana: ana.email ?? '',
    beto: beto.email ?? '',
    blocked: blocked.email ?? '',
    seller: seller.email,
  };
  const sessions = new Map<Account, Promise<string>>();
  const cookie = (who: Account) => {
    const known = sessions.get(who) ?? loginCookie(t, emails[who], company.alias);
    sessions.set(who, known);
    return known;
  };
  const url = (path: string) => `${path}${path.includes('?') ? '&' : '?'}apelido=${company.alias}`;
  /** A call to this company as `who` (or as a visitor); the status and the JSON body. */
  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, who?: Account, payload?: object) => {
    const reply = await t.app.inject({
      method,
      url: url(path),
      ...(who ? { headers: { cookie: await cookie(who) } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: reply.statusCode, body: reply.json() };
  };
  return {
    tenant: company,
    ids: {
      paint: paint.id,
      brush: brush.id,
      roller: roller.id,
      last: last.id,
      paintMaker: paint.manufacturerId,
      ana: ana.id,
      beto: beto.id,
    },
    url,
    send,
    /** The session cookie of `who`, for calls that answer a page rather than JSON. */
    cookie,
    addToCart: (who: Account | undefined, codigo: number, quantidade: unknown) =>
      send('POST', '/api/loja/carrinho/itens', who, { codigo, quantidade }),
  };
}

/** Ana carts 2 paints (R$ 240,00) and checks out with `formaPagamento` at the quoted total, by 'Entrega Própria'. */
export async function buyTwoPaints(shop: Awaited<ReturnType<typeof openShop>>, formaPagamento: string) {
  const pedido = (await shop.addToCart('ana', shop.ids.paint, 2)).body.pedido.codigo as number;
  const quote = (await shop.send('GET', `/frete?cep=${campinasAddress.cep}&pedido=${pedido}`, 'ana')).body;
  const own = (quote.resultSet ?? quote).find((q: { servico: string }) => q.servico === 'Entrega Própria');
  const placed = await shop.send('POST', '/api/loja/finalizar', 'ana', {
    pedido,
    totalExibido: 240 + Number(own.valor),
    entrega: campinasAddress,
    frete: 'Entrega Própria',
    formaPagamento,
  });
  return { pedido, placed };
}
