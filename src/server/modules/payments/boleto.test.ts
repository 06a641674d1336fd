import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addBusinessDays } from '../../../shared/br/business-days.js';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { paymentStatuses } from '../../../shared/schemas/store.js';
import { customers } from '../../db/schema/customers.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { payments } from '../../db/schema/payments.js';
import type { PaymentRow } from './payments.repo.js';
import { insertOperator } from '../../test/factories.js';
import { boletoRegistrations, failBoletos, payBoleto, setBoletoDelay } from '../../test/fake-cielo-boleto.js';
import { cieloSales, cieloSetting } from '../../test/fake-cielo.js';
import { paymentsSuite } from '../../test/payments-app.js';
import type { Tenant } from '../../http/tenant.js';
import { loginCookie } from '../../test/test-app.js';
import { buyTwoPaints, openShop } from '../store/store.fixture.js';
import { MailService } from '../mail/index.js';
import { localDate } from '../orders/index.js';
import { BoletoPayments } from './boleto.service.js';
import { CardSweep } from './card-sweep.js';
import { CardPayments } from './card.service.js';
import { CieloSalesClient } from './cielo-sales-client.js';
import { CieloMpiClient } from './cielo-mpi-client.js';
import { CieloSopClient } from './cielo-sop-client.js';
import { cardWorld } from './card.fixture.js';
import { MoipPaymentsClient } from './moip-payments-client.js';
import { PagSeguroOrdersClient } from './pagseguro-orders-client.js';
import { webhookSecret } from './webhook-secret.js';

/**
 * Boletos registered at Cielo (API 3.0) against the fake Cielo on 127.0.0.1 (fake-cielo-boleto.ts):
 * Ana buys 2 paints (2 × R$ 120,00 + freight R$ 36,00 = R$ 276,00) and pays by boleto.
 */
const suite = paymentsSuite();
const { lines } = suite;

type Shop = Awaited<ReturnType<typeof openShop>>;
const db = () => suite.t.database.db;
const ANA_CPF = '52998224725';

/** A shop taking boletos; with `cielo` its admin connects the company's Cielo account ('cie'). */
async function boletoShop(cielo = true, setting: Record<string, string> = {}, company: Partial<Tenant> = {}) {
  const shop = await openShop(suite.t, company, { fpg: { formas: ['D', 'P'] } });
  await db()
    .update(customers)
    .set({ document: ANA_CPF })
    .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
  if (!cielo) return shop;
  const admin = await insertOperator(db(), shop.tenant.id, { role: 'admin' });
  const reply = await suite.t.app.inject({
    method: 'POST',
    url: shop.url('/configuracoes-ecommerce/salvar'),
    headers: { cookie: await loginCookie(suite.t, admin.email, shop.tenant.alias) },
    payload: { ativacao: 1, valor: { ...cieloSetting(), ...setting }, nome: 'cie', descricao: 'Cielo' },
  });
  expect(reply.statusCode).toBe(200);
  return shop;
}

const buyByBoleto = (shop: Shop) => buyTwoPaints(shop, 'D');
/** The app's log lines with this message about this order. */
const loggedFor = (msg: string, orderId: number) =>
  lines.map((line) => JSON.parse(line)).filter((line) => line.msg === msg && line.orderId === orderId);

const { orderOf, chargesOf, eventsOf, stockOf, mailsAbout, cancel } = cardWorld(() => suite.t);
const paymentMails = async (shop: Shop, id: number) =>
  (await mailsAbout(shop, id)).filter((subject) => subject.startsWith('Pagamento'));
/** Cielo's boleto sales under this order's MerchantOrderIds. */
const salesOf = async (shop: Shop, id: number) => {
  const refs = new Set((await chargesOf(shop, id)).map((p) => p.providerRef));
  return (await cieloSales(suite.fake.url)).filter((s) => refs.has(s.MerchantOrderId));
};
const status = (shop: Shop, id: number, who: 'ana' | 'seller' = 'ana') =>
  shop.send('GET', `/api/pagamentos/pedido/${id}`, who);
const notify = (
  shop: Shop,
  PaymentId: string,
  secret = webhookSecret(suite.t.config.settingsKey, 'cielo', shop.tenant.id),
) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/pagamentos/cielo/webhook/${secret}?apelido=${shop.tenant.alias}`,
    payload: { PaymentId, ChangeType: 1 },
  });
/** The payer pays the order's boleto at the bank; Cielo's notification then reaches the app. */
async function payAndNotify(shop: Shop, id: number, valor?: number) {
  const [sale] = await salesOf(shop, id);
  const paid = await payBoleto(suite.fake.url, { id: sale?.Payment.PaymentId ?? '', ...(valor ? { valor } : {}) });
  const reply = await notify(shop, paid.paymentId);
  expect(reply.statusCode).toBe(200);
  return paid.paymentId;
}
function boletos() {
  const common = {
    db: db(),
    mail: new MailService(db(), undefined, 'Balcão <loja@balcao.test>'),
    log: suite.t.app.log,
  };
  const cielo = new CieloSalesClient(
    { sales: suite.t.config.payments.cieloSales, query: suite.t.config.payments.cielo },
    500,
  );
  const pagseguro = new PagSeguroOrdersClient(suite.t.config.payments.pagseguro, 500);
  const moip = new MoipPaymentsClient(suite.t.config.payments.moip, 500);
  const { pagSeguroSdkUrl, moipSdkUrl, fingerprintUrl } = suite.t.config.payments;
  const sop = new CieloSopClient(suite.t.config.payments.cieloSop, 500);
  const cards = new CardPayments({
    ...common,
    settingsKey: suite.t.config.settingsKey,
    cielo,
    pagseguro,
    moip,
    sop,
    mpi: new CieloMpiClient(suite.t.config.payments.cieloMpi, 500),
    pagSeguroSdkUrl,
    moipSdkUrl,
    fingerprintUrl,
  });
  return {
    mail: common.mail,
    boletos: new BoletoPayments({ ...common, cielo, cards }),
    sweep: new CardSweep(common, cards),
  };
}

describe('a boleto registered at Cielo', () => {
  it("names the payer at the customer's registered address; the delivery one when the record lacks part of it", async () => {
    const shop = await boletoShop();
    await db()
      .update(customers)
      .set({
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        cep: '01310-100',
      })
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    const { pedido } = await buyByBoleto(shop);
    const [sale] = await salesOf(shop, pedido);
    expect(sale?.Customer).toMatchObject({
      Address: { Street: 'Av. Paulista', Number: '1000', ZipCode: '01310100', State: 'SP' },
    });
  });

  it('is registered after the order is placed, and the purchase page shows it', async () => {
    const shop = await boletoShop(
      true,
      {},
      {
        legalName: 'Tintas Teste Ltda',
        cnpj: '11.222.333/0001-81',
        street: 'Rua das Tintas',
        streetNumber: '100',
        district: 'Centro',
        city: 'Campinas',
        state: 'SP',
        cep: '13015904',
      },
    );
    const { pedido, placed } = await buyByBoleto(shop);
    expect(placed.status).toBe(200);
    expect(placed.body.msg.tipo).toBe('success');
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.awaiting });
    const [charge] = await chargesOf(shop, pedido);
    const dueOn = addBusinessDays(localDate(), 3);
    expect(charge).toMatchObject({ provider: 'cielo', method: 'D', amountCents: 27_600, dueOn });
    const [sale] = await salesOf(shop, pedido);
    expect(sale?.Customer).toMatchObject({ Identity: ANA_CPF, IdentityType: 'CPF', Address: { ZipCode: '13015904' } });
    expect(sale?.Payment).toMatchObject({ Type: 'Boleto', Amount: 27_600, Provider: 'Bradesco2' });
    expect(sale?.Payment.ExpirationDate).toBe(dueOn);
    expect(sale?.Payment.BoletoNumber).toBe(String(pedido));
    // The assignor the boleto prints: the company's legal name, address and CNPJ.
    expect(sale?.Payment).toMatchObject({
      Assignor: 'Tintas Teste Ltda',
      Address: 'Rua das Tintas, 100 - Centro - Campinas/SP - CEP 13015-904',
      Identification: '11222333000181',
    });
    // Cielo's id of the sale is kept: a notification and a refund name it.
    expect((await chargesOf(shop, pedido))[0]?.endToEndId).toBe(sale?.Payment.PaymentId);
    expect(loggedFor('boleto registration', pedido)).toMatchObject([{ level: 30, outcome: 'registered' }]);
    const reply = (await status(shop, pedido)).body;
    expect(reply).toMatchObject({ forma: 'D', situacao: paymentStates.awaiting, valor: 276, vencimento: dueOn });
    expect(reply.linhaDigitavel).toBe(sale?.Payment.DigitableLine);
    expect(String(reply.linhaDigitavel).replace(/\D/g, '')).toMatch(/^237\d{44}$/);
    expect(reply.copiaECola).toBeNull();
    const page = await fetch(reply.urlBoleto as string);
    expect(await page.text()).toContain(String(reply.linhaDigitavel));
    // The seller sees the same boleto.
    expect((await status(shop, pedido, 'seller')).body.linhaDigitavel).toBe(reply.linhaDigitavel);
  });

  it('keeps the order when Cielo does not answer, and registers it once on the next read', async () => {
    const shop = await boletoShop();
    await setBoletoDelay(suite.fake.url, 1_500);
    const { pedido, placed } = await buyByBoleto(shop);
    await setBoletoDelay(suite.fake.url, 0);
    expect(placed.status).toBe(200);
    expect(placed.body.msg).toEqual({ tipo: 'warning', mensagem: m.boletoUnavailable });
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.awaiting });
    expect((await chargesOf(shop, pedido))[0]?.copyPaste).toBeNull();
    // The registration reached Cielo before the timeout: the next read finds it instead of registering again.
    const reply = (await status(shop, pedido)).body;
    expect(reply.linhaDigitavel).toMatch(/^237\d{2}\.\d{5} /);
    expect(reply.msg).toBeUndefined();
    expect(await salesOf(shop, pedido)).toHaveLength(1);
  });

  it('is registered once when two reads ask at the same time (the registration is claimed)', async () => {
    const shop = await boletoShop();
    // Cielo is down at checkout: the order waits with its boleto unregistered.
    await failBoletos(suite.fake.url, { status: 503, Code: 0, Message: 'Service Unavailable' });
    const { pedido, placed } = await buyByBoleto(shop);
    expect(placed.body.msg).toEqual({ tipo: 'warning', mensagem: m.boletoUnavailable });
    expect(await salesOf(shop, pedido)).toEqual([]);
    const before = await boletoRegistrations(suite.fake.url);
    // Cielo answers slowly now: both reads (sessions ready, sent together) are under way while the first registers.
    const cookies = [await shop.cookie('ana'), await shop.cookie('seller')];
    await setBoletoDelay(suite.fake.url, 350);
    const replies = await Promise.all(
      cookies.map((cookie) =>
        suite.t.app.inject({ method: 'GET', url: shop.url(`/api/pagamentos/pedido/${pedido}`), headers: { cookie } }),
      ),
    );
    await setBoletoDelay(suite.fake.url, 0);
    expect(replies.map((r) => [r.statusCode, r.json().msg])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect((await boletoRegistrations(suite.fake.url)) - before).toBe(1);
    expect(await salesOf(shop, pedido)).toHaveLength(1);
    const [charge] = await chargesOf(shop, pedido);
    expect(charge).toMatchObject({ registeringUntil: null, copyPaste: expect.stringMatching(/^237/) });
    expect((await status(shop, pedido)).body.linhaDigitavel).toBe(charge?.copyPaste);
    expect((await boletoRegistrations(suite.fake.url)) - before).toBe(1);
  });

  it('is closed with Cielo’s reason when Cielo refuses to register it; the order goes on with the shop’s own boleto', async () => {
    const shop = await boletoShop();
    await failBoletos(suite.fake.url, { status: 400, Code: 139, Message: 'Customer Address ZipCode is invalid' });
    const { pedido, placed } = await buyByBoleto(shop);
    expect(placed.status).toBe(200);
    const reason = m.boletoRefused('endereço do pagador incompleto ou não aceito', '139');
    // The order, its stock and its confirmation stand: it is a boleto order as without Cielo.
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStatuses.onAccount });
    expect(await stockOf(shop)).toBe(6);
    const [charge] = await chargesOf(shop, pedido);
    expect(charge).toMatchObject({ state: paymentStates.refused, reason });
    // One refusal per charge: its event is named by the charge, so a repeat adds none.
    expect((await eventsOf(shop)).map((e) => [e.kind, e.eventId, e.detail])).toEqual([
      ['refused', `recusado:${charge?.providerRef}`, { reason }],
    ]);
    // Logged as a warning; a company with neither PUBLIC_URL nor a host name gets no link in the mail.
    expect(loggedFor('boleto registration', pedido)).toMatchObject([{ level: 40, outcome: 'refused', reason }]);
    const [told] = await db()
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, shop.tenant.id), like(mailOutbox.subject, 'Boleto não registrado%')));
    expect(told?.html).toContain(reason);
    expect(told?.html).not.toContain('href=');
    for (const who of ['ana', 'seller'] as const) {
      const reply = (await status(shop, pedido, who)).body;
      expect(reply).toMatchObject({ situacao: paymentStates.refused, motivo: reason, linhaDigitavel: null });
      expect(reply.msg).toBeUndefined();
    }
    // Nothing is registered again on later reads.
    const before = await boletoRegistrations(suite.fake.url);
    await status(shop, pedido);
    expect(await boletoRegistrations(suite.fake.url)).toBe(before);
    expect(await salesOf(shop, pedido)).toEqual([]);
  });

  it('mails the refusal once: the customer gets the reason and how the order is paid, the store a notice to issue its boleto', async () => {
    const host = `boletos${Date.now()}.loja.test`;
    const shop = await boletoShop(true, {}, { hostName: host, email: 'financeiro@tintas.test' });
    await failBoletos(suite.fake.url, { status: 400, Code: 126, Message: 'Customer Identity is invalid' });
    const { pedido } = await buyByBoleto(shop);
    await status(shop, pedido);
    await status(shop, pedido);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, shop.tenant.id), like(mailOutbox.subject, '%oleto%')))
      .orderBy(mailOutbox.id);
    const [ana] = await db()
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    expect(mails.map((mail) => [mail.recipients, mail.subject])).toEqual([
      [[ana?.email], `Boleto não registrado - Pedido nº ${pedido} - Tintas Teste`],
      [['financeiro@tintas.test'], `Boleto do pedido nº ${pedido} recusado pela Cielo: emita o boleto da loja`],
    ]);
    const [customer, store] = mails.map((mail) => mail.html);
    const reason = m.boletoRefused('CPF ou CNPJ do pagador não aceito', '126');
    expect(customer).toContain(`Pedido nº ${pedido}, no valor de R$ 276,00.`);
    expect(customer).toContain(reason);
    expect(customer).toContain('a loja vai emitir o boleto e enviá-lo a você');
    expect(customer).toContain(`href="https://${host}/view-compra?pedido=${pedido}&amp;apelido=${shop.tenant.alias}"`);
    expect(customer).toContain(`href="https://${host}/minha-conta?apelido=${shop.tenant.alias}"`);
    expect(customer).toContain(`Ver o pedido nº ${pedido}`);
    expect(customer).toContain('Minha conta: boletos e segunda via');
    expect(store).toContain(reason);
    expect(store).toContain('R$ 276,00');
    expect(store).toContain((await chargesOf(shop, pedido))[0]?.providerRef);
    expect(store).toContain('emita o boleto da loja para este pedido');
  });

  it('is registered at the bank the company chose in its Cielo setting; an unknown bank is refused', async () => {
    const shop = await boletoShop(true, { bancoBoleto: 'BancoDoBrasil3' });
    const { pedido } = await buyByBoleto(shop);
    const [sale] = await salesOf(shop, pedido);
    expect(sale?.Payment.Provider).toBe('BancoDoBrasil3');
    expect((await status(shop, pedido)).body.linhaDigitavel).toMatch(/^001/);
    const admin = await insertOperator(db(), shop.tenant.id, { role: 'admin' });
    const refused = await suite.t.app.inject({
      method: 'POST',
      url: shop.url('/configuracoes-ecommerce/salvar'),
      headers: { cookie: await loginCookie(suite.t, admin.email, shop.tenant.alias) },
      payload: { ativacao: 1, valor: { ...cieloSetting(), bancoBoleto: 'Caixa2' }, nome: 'cie', descricao: 'Cielo' },
    });
    expect(refused.statusCode).toBe(400);
    const { pedido: next } = await buyByBoleto(shop);
    expect((await salesOf(shop, next))[0]?.Payment.Provider).toBe('BancoDoBrasil3');
  });

  it('is paid by Cielo’s notification once, read back from Cielo; a repeat changes nothing', async () => {
    const shop = await boletoShop();
    const { pedido } = await buyByBoleto(shop);
    const paymentId = await payAndNotify(shop, pedido);
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.paid });
    expect((await chargesOf(shop, pedido))[0]).toMatchObject({ state: paymentStates.paid, endToEndId: paymentId });
    expect((await status(shop, pedido)).body.situacao).toBe(paymentStates.paid);
    expect((await notify(shop, paymentId)).statusCode).toBe(200);
    expect((await eventsOf(shop)).map((e) => [e.kind, e.eventId, e.amountCents])).toEqual([
      ['paid', paymentId, 27_600],
    ]);
    // The event keeps what Cielo said of the payment.
    expect((await eventsOf(shop))[0]?.detail).toMatchObject({ eventId: paymentId, amountCents: 27_600 });
    expect(await paymentMails(shop, pedido)).toEqual([
      `Pagamento confirmado - Pedido nº ${pedido} - ${shop.tenant.tradeName}`,
    ]);
  });

  it('is cancelled after payment with a note that the shop owes the money back (a boleto has no refund)', async () => {
    const shop = await boletoShop();
    const { pedido } = await buyByBoleto(shop);
    await payAndNotify(shop, pedido);
    const admin = await insertOperator(db(), shop.tenant.id, { role: 'admin' });
    const adminCookie = await loginCookie(suite.t, admin.email, shop.tenant.alias);
    expect((await cancel(shop, adminCookie, pedido)).statusCode).toBe(200);
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Cancelado', paymentStatus: paymentStates.paid });
    expect((await chargesOf(shop, pedido))[0]).toMatchObject({
      state: paymentStates.paid,
      reason: m.boletoRefundByHand,
    });
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refund_by_hand']);
    const [sale] = await salesOf(shop, pedido);
    expect(sale?.Payment.Status).toBe(2);
  });

  it('is closed when the order is cancelled unpaid: paying it after does not revive the order', async () => {
    const shop = await boletoShop();
    const { pedido } = await buyByBoleto(shop);
    const admin = await insertOperator(db(), shop.tenant.id, { role: 'admin' });
    const cancelled = await cancel(shop, await loginCookie(suite.t, admin.email, shop.tenant.alias), pedido);
    expect(cancelled.statusCode).toBe(200);
    expect((await chargesOf(shop, pedido))[0]).toMatchObject({
      state: paymentStates.expired,
      reason: m.cancelledUnpaid,
    });
    await payAndNotify(shop, pedido);
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Cancelado', paymentStatus: paymentStates.expired });
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['late']);
    expect(await paymentMails(shop, pedido)).toEqual([]);
  });

  it('does not pay the order with another amount; the event is kept', async () => {
    const shop = await boletoShop();
    const { pedido } = await buyByBoleto(shop);
    await payAndNotify(shop, pedido, 27_000);
    expect((await orderOf(shop, pedido))?.paymentStatus).toBe(paymentStates.awaiting);
    expect((await chargesOf(shop, pedido))[0]).toMatchObject({
      state: paymentStates.awaiting,
      reason: m.amountMismatch('R$ 270,00', 'R$ 276,00'),
    });
    expect((await eventsOf(shop)).map((e) => [e.kind, e.amountCents])).toEqual([['amount_mismatch', 27_000]]);
    expect(await paymentMails(shop, pedido)).toEqual([]);
  });

  it('ignores a sale of another company or one Cielo does not know', async () => {
    const shop = await boletoShop();
    const other = await boletoShop();
    const { pedido } = await buyByBoleto(shop);
    const [sale] = await salesOf(shop, pedido);
    const paid = await payBoleto(suite.fake.url, { id: sale?.Payment.PaymentId ?? '' });
    // The other company's address names the sale: it is not one of its own.
    expect((await notify(other, paid.paymentId)).statusCode).toBe(200);
    expect((await notify(shop, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(200);
    expect((await notify(shop, paid.paymentId, `${shop.tenant.id}.errado`)).statusCode).toBe(401);
    expect(await eventsOf(shop)).toEqual([]);
    expect(await eventsOf(other)).toEqual([]);
    expect((await orderOf(shop, pedido))?.paymentStatus).toBe(paymentStates.awaiting);
    expect(lines.filter((l) => l.includes('"outcome":"unknown"') && l.includes('card webhook')).length).toBe(2);
  });

  it('expires unpaid some days after its due date: the order is cancelled and its stock comes back', async () => {
    const shop = await boletoShop();
    const { pedido } = await buyByBoleto(shop);
    const [charge] = await chargesOf(shop, pedido);
    expect(charge?.expiresAt?.getTime()).toBeGreaterThan(Date.parse(`${charge?.dueOn ?? ''}T23:59:59-03:00`));
    expect(await stockOf(shop)).toBe(6);
    const { boletos: service, sweep } = boletos();
    // The card sweep leaves boletos alone: they wait for days by design.
    await sweep.run(new Date(Date.now() + 3_600_000));
    expect((await chargesOf(shop, pedido))[0]?.state).toBe(paymentStates.awaiting);
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.id, charge?.id ?? 0)));
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    expect(await service.sweep()).toBe(0);
    expect(await stockOf(shop)).toBe(8);
    expect(await orderOf(shop, pedido)).toMatchObject({
      status: 'Cancelado',
      paymentStatus: paymentStates.expired,
      cancelReason: m.boletoExpiredReason,
    });
    expect(await paymentMails(shop, pedido)).toEqual([
      `Pagamento não recebido - Pedido nº ${pedido} - ${shop.tenant.tradeName}`,
    ]);
  });
});

describe('a boleto without Cielo', () => {
  it('is the self-issued one of old for a customer without CPF or CNPJ (a registered boleto names its payer)', async () => {
    const shop = await boletoShop();
    await db()
      .update(customers)
      .set({ document: null })
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    const { pedido, placed } = await buyByBoleto(shop);
    expect(placed.body.msg.tipo).toBe('success');
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStatuses.onAccount });
    expect(await chargesOf(shop, pedido)).toEqual([]);
  });

  it('is the self-issued one of old: nothing is registered', async () => {
    const shop = await boletoShop(false);
    const before = (await cieloSales(suite.fake.url)).length;
    const { pedido, placed } = await buyByBoleto(shop);
    expect(placed.body.msg.tipo).toBe('success');
    expect(await orderOf(shop, pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStatuses.onAccount });
    expect(await chargesOf(shop, pedido)).toEqual([]);
    expect(await cieloSales(suite.fake.url)).toHaveLength(before);
    expect((await status(shop, pedido)).body).toMatchObject({ linhaDigitavel: null, urlBoleto: null });
  });
});

describe('the boleto service on its own', () => {
  /** A shop whose order's boleto waits unregistered: Cielo was down at checkout. */
  async function unregistered() {
    const shop = await boletoShop();
    await failBoletos(suite.fake.url, { status: 503, Code: 0, Message: 'Service Unavailable' });
    const { pedido } = await buyByBoleto(shop);
    const [charge] = await chargesOf(shop, pedido);
    expect(charge).toMatchObject({ state: paymentStates.awaiting, copyPaste: null });
    expect(loggedFor('boleto not registered', pedido)).toMatchObject([
      { level: 40, tenantId: shop.tenant.id, reason: expect.any(String) },
    ]);
    return { shop, pedido, charge: charge as PaymentRow };
  }
  const setCharge = (shop: Shop, id: number, set: Partial<PaymentRow>) =>
    db()
      .update(payments)
      .set(set)
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.id, id)));

  it("follows Cielo's boletos only", () => {
    const { boletos: service } = boletos();
    const follows = (provider: string, method: string) => service.follows({ provider, method } as PaymentRow);
    expect([follows('cielo', 'D'), follows('cielo', 'O'), follows('pix', 'D'), follows('pix', 'X')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('registers nothing for a charge that is not a Cielo boleto', async () => {
    const { shop, pedido, charge } = await unregistered();
    await setCharge(shop, charge.id, { method: 'O' });
    const before = await boletoRegistrations(suite.fake.url);
    expect(await boletos().boletos.issue(shop.tenant, pedido)).toBe(true);
    expect(await boletoRegistrations(suite.fake.url)).toBe(before);
    expect((await chargesOf(shop, pedido))[0]).toMatchObject({ copyPaste: null, registeringUntil: null });
  });

  it('reads a registered boleto as issued; one unregistered is issued only with the company at hand', async () => {
    const { shop, pedido, charge } = await unregistered();
    const { boletos: service } = boletos();
    const before = await boletoRegistrations(suite.fake.url);
    // A poll of every tenant (no company at hand) only asks Cielo about it.
    expect(await service.refresh(charge, {})).toBe(false);
    expect(await boletoRegistrations(suite.fake.url)).toBe(before);
    expect(await service.refresh(charge, { tenant: shop.tenant })).toBe(true);
    expect(await boletoRegistrations(suite.fake.url)).toBe(before + 1);
    const [registered] = await chargesOf(shop, pedido);
    expect(registered?.copyPaste).toMatch(/^237/);
    expect(await service.refresh(registered as PaymentRow, {})).toBe(true);
    expect(await boletoRegistrations(suite.fake.url)).toBe(before + 1);
  });

  it('is done with a boleto no longer waiting, even once the company has removed its Cielo account', async () => {
    const { shop, pedido, charge } = await unregistered();
    const { boletos: withCielo, mail } = boletos();
    const withoutCielo = new BoletoPayments({
      db: db(),
      mail,
      log: suite.t.app.log,
      cielo: {} as CieloSalesClient,
      cards: { credentials: () => Promise.resolve(undefined) },
    });
    // Waiting: it cannot be issued without the account (the page says so).
    expect(await withoutCielo.issue(shop.tenant, pedido)).toBe(false);
    await setCharge(shop, charge.id, { state: paymentStates.refused });
    expect(await withoutCielo.issue(shop.tenant, pedido)).toBe(true);
    expect(await withCielo.issue(shop.tenant, pedido)).toBe(true);
    expect((await chargesOf(shop, pedido))[0]).toMatchObject({ copyPaste: null, registeringUntil: null });
  });

  it('sends the mail at once after a refusal, not after a registration', async () => {
    const registering = await unregistered();
    const refusing = await unregistered();
    const { boletos: service, mail } = boletos();
    const flush = vi.spyOn(mail, 'flush');
    expect(await service.issue(registering.shop.tenant, registering.pedido)).toBe(true);
    expect(flush).not.toHaveBeenCalled();
    await failBoletos(suite.fake.url, { status: 400, Code: 126, Message: 'Customer Identity is invalid' });
    expect(await service.issue(refusing.shop.tenant, refusing.pedido)).toBe(true);
    expect(flush).toHaveBeenCalledTimes(1);
    expect((await chargesOf(refusing.shop, refusing.pedido))[0]?.state).toBe(paymentStates.refused);
  });

  it("links the mail to the company's host name, trimmed, when PUBLIC_URL is not set", async () => {
    const { shop, pedido } = await unregistered();
    const host = `aparado${Date.now()}.loja.test`;
    await failBoletos(suite.fake.url, { status: 400, Code: 126, Message: 'Customer Identity is invalid' });
    expect(await boletos().boletos.issue({ ...shop.tenant, hostName: `  ${host} ` }, pedido)).toBe(true);
    const [told] = await db()
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, shop.tenant.id),
          like(mailOutbox.subject, `Boleto não registrado - Pedido nº ${pedido} %`),
        ),
      );
    expect(told?.html).toContain(`href="https://${host}/minha-conta?apelido=${shop.tenant.alias}"`);
  });
});
