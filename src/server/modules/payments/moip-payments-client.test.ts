import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStates } from '../../../shared/schemas/payments.js';
import { startFakePayments } from '../../test/fake-payments.js';
import { MOIP_ACCOUNT, MOIP_CARDS, moipHash } from '../../test/fake-moip.js';
import type { FakeServer } from '../../test/fake-server.js';
import { GatewayError } from '../payment-config/index.js';
import { MoipPaymentsClient } from './moip-payments-client.js';
import type { ChargeRequest } from './payment-provider.js';

/** The Moip adapter against the fake Moip API v2 on 127.0.0.1: R$ 276,00 in 3 instalments. */
let fake: FakeServer;
let moip: MoipPaymentsClient;
beforeAll(async () => {
  fake = await startFakePayments();
  moip = new MoipPaymentsClient({ sandbox: fake.url, producao: fake.url }, 2_000);
});
afterAll(() => fake.close());

let sequence = 0;
const charge = (number: string): ChargeRequest => ({
  reference: `B${Date.now()}${sequence++}`,
  amountCents: 27_600,
  payer: { name: 'Ana Paula Souza', document: '529.982.247-25', email: 'ana@cliente.com.br' },
  description: 'Pedido 42 Tintas Paulista',
  card: {
    holderDocument: '529.982.247-25',
    holder: 'ANA P SOUZA',
    brand: 'master',
    instalments: 3,
    encrypted: moipHash({ number, cvc: '123', month: '12', year: '2030' }),
  },
});

describe('MoipPaymentsClient', () => {
  it('charges the encrypted card: paid, with the masked card, and found again by our reference', async () => {
    const request = charge(MOIP_CARDS.approved);
    const view = await moip.createCharge(MOIP_ACCOUNT, request);
    expect(view).toMatchObject({ state: paymentStates.paid, cardMask: '555566******8884', voidable: true });
    expect(view.settlements).toEqual([expect.objectContaining({ amountCents: 27_600, eventId: view.providerId })]);
    expect((await moip.readCharge(MOIP_ACCOUNT, request.reference))?.providerId).toBe(view.providerId);
    expect(await moip.readCharge(MOIP_ACCOUNT, `${request.reference}X`)).toBeUndefined();
  });

  it("refuses with the issuer's reason", async () => {
    const view = await moip.createCharge(MOIP_ACCOUNT, charge(MOIP_CARDS.refused));
    expect(view.state).toBe(paymentStates.refused);
    expect(view.reason).toContain('Política do banco emissor');
    expect(view.settlements).toEqual([]);
  });

  it('refunds a paid charge once; a repeat after a lost reply is no failure', async () => {
    const view = await moip.createCharge(MOIP_ACCOUNT, charge(MOIP_CARDS.approved));
    await moip.refund(MOIP_ACCOUNT, view.providerId ?? '', 'r1', 27_600);
    await moip.refund(MOIP_ACCOUNT, view.providerId ?? '', 'r1', 27_600);
    expect((await moip.readPayment(MOIP_ACCOUNT, view.providerId ?? ''))?.state).toBe(paymentStates.refunded);
  });

  it('tells refused credentials and an unreachable Moip apart, and needs the browser-made hash', async () => {
    await expect(
      moip.createCharge({ ...MOIP_ACCOUNT, chave: 'errada' }, charge(MOIP_CARDS.approved)),
    ).rejects.toMatchObject({
      kind: 'refused',
    });
    const down = new MoipPaymentsClient({ sandbox: 'http://127.0.0.1:9', producao: 'http://127.0.0.1:9' }, 500);
    await expect(down.readCharge(MOIP_ACCOUNT, 'B1')).rejects.toBeInstanceOf(GatewayError);
    const request = charge(MOIP_CARDS.approved);
    const card = {
      number: MOIP_CARDS.approved,
      expiry: '12/2030',
      cvv: '123',
      holder: 'ANA',
      brand: 'master',
      instalments: 1,
    };
    await expect(moip.createCharge(MOIP_ACCOUNT, { ...request, card })).rejects.toThrow(/hash/);
  });

  it('makes a notification preference, lists it with its token and deletes it; an unknown one is gone already', async () => {
    const target = `https://loja.test/api/pagamentos/moip/webhook/${Date.now()}`;
    const id = await moip.createNotifications(MOIP_ACCOUNT, target);
    expect(id).toMatch(/^NPR-[0-9A-F]{12}$/);
    const listed = (await moip.notificationPreferences(MOIP_ACCOUNT)).find((p) => p.id === id);
    expect(listed).toMatchObject({ target, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await moip.deleteNotifications(MOIP_ACCOUNT, id);
    expect((await moip.notificationPreferences(MOIP_ACCOUNT)).map((p) => p.id)).not.toContain(id);
    await moip.deleteNotifications(MOIP_ACCOUNT, id);
    expect(fake.requests.filter((r) => r === `/v2/preferences/notifications/${id}`)).toHaveLength(2);
    await expect(
      moip.deleteNotifications({ ...MOIP_ACCOUNT, chave: 'errada' }, 'NPR-1A2B3C4D5E6F'),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it("checks a notification's token against the preference's, never an empty one", () => {
    expect(moip.verifyWebhook('f8a1bd0b8b7c4e2b9f6a', 'f8a1bd0b8b7c4e2b9f6a')).toBe(true);
    expect(moip.verifyWebhook('f8a1bd0b8b7c4e2b9f6a', 'f8a1bd0b8b7c4e2b9f6b')).toBe(false);
    expect(moip.verifyWebhook('', '')).toBe(false);
  });
});
