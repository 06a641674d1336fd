import { expect, test } from './test';
import {
  checkoutBodies,
  customerAtCheckout,
  eraseSecrets,
  expectAccessible,
  fillCard,
  loginAs,
  payByCardKeptOut,
  payRefusedThenApproved,
  saveSetting,
} from './helpers';

/** The fake Cielo (API 3.0) on the fake payments server (E2E_FAKE_PORT − 4), see fake-cielo.ts. */
const CIELO = { merchantId: 'fc0f0c9e-1a1b-4c2d-8e3f-000000000001', merchantKey: 'CIELOKEYSANDBOX0001' };
/** The fake's Silent Order Post credentials (fake-cielo-sop.ts). */
const SOP = { sopClientId: 'sop-client-0001', sopClientSecret: 'SOPSECRETSANDBOX0001' };
/** Cielo's sandbox rule: a card ending in 2 is denied ('05 Não Autorizada'), one ending in 0 is approved. */
const DENIED = '4012 0010 3714 1112';
const APPROVED = '4012 0010 3714 1070';

test('a customer pays by card once Cielo is set up: a denied card shows the reason, another card pays', async ({
  page,
}) => {
  // The store takes cards ('fpg'), but without a card provider there is no card form that cannot charge.
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await customerAtCheckout(page);
  await expect(page.getByRole('radio', { name: 'Boleto' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toHaveCount(0);

  // The admin connects the company's Cielo account: now the card is offered.
  await page.context().clearCookies();
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'cie', 'Cielo (cartão)', { ...CIELO, ambiente: 'sandbox' });
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await expect(page.getByText('O valor é cobrado no cartão, pela Cielo')).toBeVisible();

  // Denied: the issuer's reason by the card form, and the customer is still at the checkout; another card pays.
  await payRefusedThenApproved(page, [
    DENIED,
    'Pagamento recusado pela operadora do cartão: Não Autorizada (código 05)',
    APPROVED,
  ]);
});

test("with Cielo's Silent Order Post the card goes from the browser to Cielo: the store gets only a token", async ({
  page,
}) => {
  await page.setViewportSize({ width: 376, height: 800 });
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await saveSetting(page, 'cie', 'Cielo (cartão)', { ...CIELO, ...SOP, ambiente: 'sandbox' });
  await customerAtCheckout(page);
  // What reaches our server: never the number or the CVV, only the PaymentToken Cielo gave the browser.
  await payByCardKeptOut(page, {
    notice: 'vão deste navegador direto para a Cielo',
    attempts: [DENIED, 'Pagamento recusado pela operadora do cartão: Não Autorizada (código 05)', APPROVED],
    cartao: {
      tokenPagamento: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nome: 'MARIA CLIENTE',
      cpf: '529.982.247-25',
      bandeira: 'visa',
      nascimento: '10/05/1985',
      telefone: '(19) 3234-5678',
      dispositivo: expect.stringMatching(/^[0-9a-f]{32}$/),
    },
    leaked: /4012|1070|1112|"cvv"/,
  });

  // The next journeys on this server find Cielo without Silent Order Post again.
  await eraseSecrets(page, 'cie', 'Cielo (cartão)', { merchantId: CIELO.merchantId, ambiente: 'sandbox' }, [
    'sopClientSecret',
  ]);
});

/** The fake Cielo account with antifraud contracted (fake-cielo.ts), and the store's ProviderMerchantId at Cybersource. */
const ANTIFRAUD = {
  merchantId: 'fc0f0c9e-1a1b-4c2d-8e3f-000000000002',
  merchantKey: 'CIELOKEYSANDBOX0002',
  antifraude: 'sim',
  antifraudeMerchantId: 'braspag_demo',
};
/** The fake payments server: its Cielo sales and the fingerprint sessions its tags.js was asked for. */
const FAKE_PAYMENTS = `http://127.0.0.1:${Number(process.env.E2E_FAKE_PORT ?? 3199) - 4}`;

test("with Cielo's antifraud Cybersource profiles the device under the id the sale carries; a blocked script does not stop the sale", async ({
  page,
}) => {
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await saveSetting(page, 'cie', 'Cielo (cartão)', { ...ANTIFRAUD, ambiente: 'sandbox' });
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  const sent = checkoutBodies(page);
  await payRefusedThenApproved(page, [
    DENIED,
    'Pagamento recusado pela operadora do cartão: Não Autorizada (código 05)',
    APPROVED,
  ]);

  // Each attempt had an id of its own; ThreatMetrix was asked for both (org_id of the sandbox, the
  // store's prefix + the id), and the approved sale's FingerPrintId is its attempt's id.
  const devices: string[] = sent.map((body) => JSON.parse(body).cartao.dispositivo);
  expect(devices).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
  expect(devices[0]).not.toBe(devices[1]);
  const profiled = await (await page.request.get(`${FAKE_PAYMENTS}/_fake/fingerprint/sessoes`)).json();
  for (const id of devices) expect(profiled).toContainEqual({ orgId: '1snn5n9w', sessionId: `braspag_demo${id}` });
  const sales: Array<{ Payment: { FraudAnalysis?: Record<string, unknown> } }> = await (
    await page.request.get(`${FAKE_PAYMENTS}/_fake/cielo/vendas`)
  ).json();
  const analysed = sales.find((sale) => sale.Payment.FraudAnalysis?.FingerPrintId === devices[1]);
  expect(analysed?.Payment.FraudAnalysis).toMatchObject({
    Browser: { BrowserFingerprint: devices[1] },
    StatusDescription: 'Accept',
  });

  // The browser blocks the fingerprint script (an extension, a network filter): the card still pays.
  await page.route('**/fp/tags.js*', (route) => route.abort('blockedbyclient'));
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillCard(page, APPROVED);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();

  // The next journeys on this server find Cielo without antifraud again.
  await eraseSecrets(page, 'cie', 'Cielo (cartão)', { ...CIELO, ambiente: 'sandbox' }, []);
});

/** The fake MPI's credentials and merchant data (fake-cielo-mpi.ts), and Cielo's 3DS sandbox cards. */
const MPI = {
  mpiClientId: 'dba3a8db-fa54-40e0-8bab-7bfb9b6f2e2e',
  mpiClientSecret: 'MPISECRETSANDBOX0001',
  mpiEstablishmentCode: '1006993069',
  mpiMerchantName: 'Loja Exemplo Ltda',
  mpiMcc: '5912',
};
const AUTH_FAILS = '4000 0000 0000 1018';
const AUTH_PASSES = '4000 0000 0000 1000';

test("with 3-D Secure the card's issuer authenticates the buyer first; a failed authentication charges nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 376, height: 800 });
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await saveSetting(page, 'cie', 'Cielo (cartão)', {
    ...CIELO,
    ...SOP,
    ...MPI,
    autenticacao3ds: 'sim',
    ambiente: 'sandbox',
  });
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  const sent = checkoutBodies(page);

  // The issuer does not confirm the buyer: the page says so and never sends the card to the store.
  await fillCard(page, AUTH_FAILS);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByTestId('card-problem')).toContainText('O banco emissor não confirmou que o cartão é seu');
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);
  expect(sent).toHaveLength(0);

  // Authenticated: the sale carries the issuer's answer, and the store still sees only Cielo's token.
  await page.getByRole('textbox', { name: 'Número do cartão', exact: true }).fill(AUTH_PASSES);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(sent).toHaveLength(1);
  const { cartao } = JSON.parse(sent[0] ?? '{}');
  expect(cartao).toMatchObject({
    tokenPagamento: expect.stringMatching(/^[0-9a-f-]{36}$/),
    autenticacao: { cavv: expect.any(String), eci: '05', versao: '2' },
    dispositivo: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(Object.keys(cartao)).not.toContain('numero');
  expect(Object.keys(cartao)).not.toContain('cvv');
  expect(sent[0]).not.toMatch(/4000 ?0000/);

  await eraseSecrets(page, 'cie', 'Cielo (cartão)', { merchantId: CIELO.merchantId, ambiente: 'sandbox' }, [
    'sopClientSecret',
    'mpiClientSecret',
  ]);
});
