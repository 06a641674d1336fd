import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { insertOperator } from '../../test/factories.js';
import { payPix, pixSettingFor } from '../../test/fake-pix.js';
import type { FakeServer } from '../../test/fake-server.js';
import { loginCookie, type TestApp } from '../../test/test-app.js';
import { MailService } from '../mail/index.js';
import { buyTwoPaints, type openShop } from '../store/store.fixture.js';
import { findOrderPayment, type PaymentRow } from './payments.repo.js';
import { PixClient } from './pix-client.js';
import { PixPayments } from './pix.service.js';

type Company = { id: number; alias: string };

/**
 * Pix in tests, against the fake PSP of `startPaymentsApp`: the company's PSP set up through the
 * configuration editor, a service of its own for the sweep, and the payer paying at the PSP.
 */
export function pixFixture(t: TestApp, fake: FakeServer) {
  const deps = () => ({
    db: t.database.db,
    mail: new MailService(t.database.db, undefined, 'Balcão <loja@balcao.test>'),
    settingsKey: t.config.settingsKey,
    pix: new PixClient(500),
    log: t.app.log,
  });
  const service = () => new PixPayments(deps());
  /**
   * The PSP's POST. Any address that reaches the app will do (the secret names the company); under
   * `inject` the host is 'localhost', so a company's alias stands in for it.
   */
  const postWebhook = (path: string, pix: object[], alias: string) =>
    t.app.inject({ method: 'POST', url: `${path}?apelido=${alias}`, payload: { pix } });
  /** Ana buys two paints with any payment method, the shelf filled again first (a test buys as often as it needs). */
  const buy = async (shop: Awaited<ReturnType<typeof openShop>>, paymentMethod: string) => {
    await t.database.db
      .update(products)
      .set({ stock: 8 })
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.paint)));
    return buyTwoPaints(shop, paymentMethod);
  };
  return {
    deps,
    service,
    postWebhook,
    buy,
    /** An admin saves the company's Pix settings, pointed at the fake PSP (and any other fields given). */
    async saveSetting(company: Company, expiracao = '30', more: Record<string, string> = {}) {
      const admin = await insertOperator(t.database.db, company.id, { role: 'admin' });
      const reply = await t.app.inject({
        method: 'POST',
        url: `/configuracoes-ecommerce/salvar?apelido=${company.alias}`,
        headers: { cookie: await loginCookie(t, admin.email, company.alias) },
        payload: {
          ativacao: 1,
          valor: { ...pixSettingFor(fake.url, expiracao), ...more },
          nome: 'pix',
          descricao: 'Pix',
        },
      });
      expect(reply.statusCode).toBe(200);
    },
    /** Ana buys two paints by Pix; `charge` is the order's charge at the PSP. */
    async order(shop: Awaited<ReturnType<typeof openShop>>): Promise<{ pedido: number; charge: PaymentRow }> {
      const { pedido } = await buy(shop, 'X');
      const charge = await findOrderPayment(t.database.db, shop.tenant.id, pedido);
      if (!charge) throw new Error(`o pedido ${pedido} por Pix ficou sem cobrança`);
      return { pedido, charge };
    },
    webhookPath: (companyId: number) => `/api/pagamentos/pix/webhook/${service().webhookSecret(companyId) ?? ''}/pix`,
    /** The payer pays at the fake PSP, which is left to post its webhook to the address the app registered. */
    async payAndNotify(txid: string, alias: string, valor?: string) {
      const paid = await payPix(fake.url, txid, { notificar: false, ...(valor ? { valor } : {}) });
      expect(paid.alvo).toBeTruthy();
      return { paid, reply: await postWebhook(`${new URL(paid.alvo ?? '').pathname}/pix`, [paid.pix], alias) };
    },
  };
}
