import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderStatus } from '../../../shared/domain/order-status.js';
import { products } from '../../db/schema/catalog.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { insertOperator } from '../../test/factories.js';
import { encryptLikeTheBrowser } from '../../test/fake-pagseguro-sdk.js';
import { loginCookie, type TestApp } from '../../test/test-app.js';
import { MailService } from '../mail/index.js';
import { campinasAddress as entrega, openShop } from '../store/store.fixture.js';
import { CardSweep } from './card-sweep.js';
import { CardPayments } from './card.service.js';
import { CieloSalesClient } from './cielo-sales-client.js';
import { CieloMpiClient } from './cielo-mpi-client.js';
import { CieloSopClient } from './cielo-sop-client.js';
import { MoipPaymentsClient } from './moip-payments-client.js';
import { PagSeguroOrdersClient } from './pagseguro-orders-client.js';

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** A distinctive security code: a 4-digit CVV that no other value of the test world spells. */
export const CVV = '9183';

/** Ana's card as the nine open fields of the form (what a Cielo account without Silent Order Post takes). */
export const openCardOf = (numero: string) => ({
  numero,
  nome: 'ANA CLIENTE',
  mes: '12',
  ano: String(new Date().getFullYear() + 2),
  cvv: CVV,
  cpf: '529.982.247-25',
  nascimento: '10/05/1985',
  telefone: '(19) 3234-5678',
  bandeira: numero.startsWith('5') ? 'mastercard' : 'visa',
});

/** Ana's card as the browser sends it to a PagSeguro store: encrypted with the account's public key. */
export const encryptedCardOf = (publicKey: string, numero: string) => ({
  criptografado: encryptLikeTheBrowser(publicKey, {
    holder: 'ANA CLIENTE',
    number: numero,
    expMonth: '12',
    expYear: String(new Date().getFullYear() + 2),
    securityCode: CVV,
  }),
  nome: 'ANA CLIENTE',
  cpf: '529.982.247-25',
  bandeira: 'visa',
});

/**
 * What the card tests (Cielo, PagSeguro) read and do, against the app `app()` gives: a shop taking
 * cards, Ana's cart of 2 paints (2 × R$ 120,00 + freight R$ 36,00 = R$ 276,00) checked out with
 * the card form `cardFor` builds, and the rows, mails and stock that follow.
 */
export function cardWorld(app: () => TestApp) {
  const db = () => app().database.db;

  async function adminCookie(shop: Shop) {
    const admin = await insertOperator(db(), shop.tenant.id, { role: 'admin' });
    return loginCookie(app(), admin.email, shop.tenant.alias);
  }

  async function saveSetting(shop: Shop, cookie: string, nome: string, valor: object) {
    const reply = await app().app.inject({
      method: 'POST',
      url: shop.url('/configuracoes-ecommerce/salvar'),
      headers: { cookie },
      payload: { ativacao: 1, valor, nome, descricao: nome },
    });
    expect(reply.statusCode).toBe(200);
  }

  /** A shop taking cards (and Pix), the provider's setting (`key`) saved by an admin. */
  async function cardShop(key: 'cie' | 'pgs' | 'moi', setting: object) {
    const shop = await openShop(app(), {}, { fpg: { formas: ['D', 'O', 'P', 'X'] } });
    const admin = await adminCookie(shop);
    await saveSetting(shop, admin, key, setting);
    return { shop, admin };
  }

  /** Ana carts 2 paints once; each call checks out that cart with a card at the quoted total. */
  async function cartOf(shop: Shop, cardFor: (numero: string) => object | Promise<object>) {
    const pedido = (await shop.addToCart('ana', shop.ids.paint, 2)).body.pedido.codigo as number;
    const quote = (await shop.send('GET', `/frete?cep=${entrega.cep}&pedido=${pedido}`, 'ana')).body;
    const own = (quote.resultSet ?? quote).find((q: { servico: string }) => q.servico === 'Entrega Própria');
    const freight = Number(own.valor);
    return {
      pedido,
      pay: async (numero: string, parcelas = 1, formaPagamento = 'O', goods = 240) =>
        shop.send('POST', '/api/loja/finalizar', 'ana', {
          pedido,
          totalExibido: goods + freight,
          entrega,
          frete: 'Entrega Própria',
          formaPagamento,
          parcelas,
          ...(formaPagamento === 'O' ? { cartao: await cardFor(numero) } : {}),
        }),
    };
  }

  /** What a PagSeguro store's checkout page does: reads the public key and sends the card encrypted with it. */
  async function pagSeguroCartOf(shop: Shop) {
    const info = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
    return cartOf(shop, (numero) => encryptedCardOf(String(info.cartao?.chavePublica), numero));
  }

  const orderOf = async (shop: Shop, id: number) =>
    (
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, id)))
    )[0];
  const chargesOf = (shop: Shop, id: number) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, id)))
      .orderBy(payments.id);
  const eventsOf = (shop: Shop) =>
    db().select().from(paymentEvents).where(eq(paymentEvents.tenantId, shop.tenant.id)).orderBy(paymentEvents.id);
  const stockOf = async (shop: Shop) =>
    (
      await db()
        .select({ stock: products.stock })
        .from(products)
        .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.paint)))
    )[0]?.stock;
  const mailsAbout = async (shop: Shop, id: number) =>
    (
      await db()
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, shop.tenant.id), like(mailOutbox.subject, `%Pedido nº ${id} %`)))
        .orderBy(mailOutbox.id)
    ).map((row) => row.subject);
  const cancel = (shop: Shop, cookie: string, id: number) =>
    app().app.inject({
      method: 'POST',
      url: shop.url(`/api/pedidos/${id}/cancelar`),
      headers: { cookie },
      payload: { motivo: 'Cliente desistiu' },
    });

  /** Every text, varchar and json column of every table, as one text (the database the test sees). */
  async function everyTextColumn(): Promise<string> {
    // Both drivers (PGlite and node-postgres) answer raw SQL with `rows`.
    const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await db().execute(query)) as { rows: T[] }).rows;
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')`);
    const byTable = new Map<string, string[]>();
    for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
    const parts: string[] = [];
    for (const [table, names] of byTable) {
      const list = names.map((n) => `coalesce("${n}"::text, '')`).join(", '|', ");
      const rows = await rowsOf<{ line: string }>(sql.raw(`SELECT concat(${list}) AS line FROM "${table}"`));
      parts.push(...rows.map((r) => r.line));
    }
    return parts.join('\n');
  }

  type Clients = { cielo?: CieloSalesClient; pagseguro?: PagSeguroOrdersClient; mail?: MailService };

  /** The card payments over the app's database, with the provider clients or the mail service a test passes. */
  function cardPayments(clients: Clients = {}) {
    const { config, app: server } = app();
    const cielo =
      clients.cielo ?? new CieloSalesClient({ sales: config.payments.cieloSales, query: config.payments.cielo }, 500);
    const pagseguro = clients.pagseguro ?? new PagSeguroOrdersClient(config.payments.pagseguro, 500);
    const moip = new MoipPaymentsClient(config.payments.moip, 500);
    const mail = clients.mail ?? new MailService(db(), undefined, 'Balcão <loja@balcao.test>');
    const deps = { db: db(), cielo, pagseguro, moip, mail, log: server.log, settingsKey: config.settingsKey };
    const sop = new CieloSopClient(config.payments.cieloSop, 500);
    const mpi = new CieloMpiClient(config.payments.cieloMpi, 500);
    const { pagSeguroSdkUrl, moipSdkUrl, fingerprintUrl } = config.payments;
    return { deps, cards: new CardPayments({ ...deps, sop, mpi, pagSeguroSdkUrl, moipSdkUrl, fingerprintUrl }) };
  }

  /**
   * A sweep of its own over the app's database (the app's runs every minute); a test passes the
   * provider client it slows or breaks, or the mail service (a real SMTP server) its notices go through.
   */
  function sweeper(clients: Clients = {}) {
    const { deps, cards } = cardPayments(clients);
    return new CardSweep(deps, cards);
  }

  /** As if the order's attempts had been left alone for twenty minutes. */
  const age = (shop: Shop, id: number) =>
    db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, id)));

  /**
   * The CVV as a value of its own (a JSON number or string, a form field, a log word), not four digits
   * inside a password hash, token or random name, whose base64 and separators ('/', '.', '-', '$')
   * held it once in a few thousand runs.
   */
  const cvvAlone = new RegExp(`(?<![\\w+/.$-])${CVV}(?![\\w+/.$-])`);

  /** The cards' numbers (plain or spaced) and CVV in no table, no log line and no mail; the mask is kept. */
  async function expectNoCardData(logLines: string[], pans: string[], mask: string) {
    const dump = await everyTextColumn();
    const mail = JSON.stringify(await db().select().from(mailOutbox));
    expect(dump).toContain(mask);
    for (const haystack of [dump, mail, logLines.join('\n')]) {
      for (const pan of pans) {
        expect(haystack).not.toContain(pan);
        expect(haystack).not.toContain(pan.replace(/(\d{4})(?=\d)/g, '$1 '));
      }
      expect(haystack).not.toMatch(cvvAlone);
    }
  }

  /** A refused or unanswered card changed nothing: still a cart, the stock as it was, no mail about it. */
  async function expectCartUntouched(shop: Shop, id: number) {
    expect(await orderOf(shop, id)).toMatchObject({ status: orderStatus.shopDraft, paymentStatus: null });
    expect(await stockOf(shop)).toBe(8);
    expect(await mailsAbout(shop, id)).toEqual([]);
  }

  return {
    db,
    expectCartUntouched,
    expectNoCardData,
    cardPayments,
    sweeper,
    age,
    adminCookie,
    saveSetting,
    cardShop,
    cartOf,
    pagSeguroCartOf,
    orderOf,
    chargesOf,
    eventsOf,
    stockOf,
    mailsAbout,
    cancel,
  };
}

/** What Cielo's Silent Order Post script does in the browser: the card posted to Cielo with the access token our server gave. */
export async function cardThroughCielo(shop: Shop, fakeUrl: string, numero: string) {
  const session = await shop.send('POST', '/api/pagamentos/cartao/sessao', 'ana');
  expect(session.status).toBe(200);
  const form = new URLSearchParams({
    AccessToken: session.body.tokenAcesso,
    HolderName: 'ANA CLIENTE',
    RawNumber: numero,
    Expiration: `12/${new Date().getFullYear() + 2}`,
    SecurityCode: CVV,
  });
  const posted = await fetch(`${fakeUrl}/post/api/public/v1/card`, { method: 'POST', body: form });
  const { PaymentToken } = (await posted.json()) as { PaymentToken: string };
  return { tokenPagamento: PaymentToken, nome: 'ANA CLIENTE', cpf: '529.982.247-25', bandeira: 'visa' };
}
