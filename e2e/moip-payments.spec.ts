import { expect, test } from './test';
import { customerAtCheckout, eraseSecrets, payByCardKeptOut, saveSetting } from './helpers';

/** The fake Moip (API v2) on the fake payments server (E2E_FAKE_PORT − 4), see fake-moip.ts. */
const MOIP = { token: 'MOIPTOKEN0001', chave: 'MOIPCHAVE0001', ambiente: 'sandbox' };
/** The fake's rule, as the other fakes': a card ending in 2 is refused, one ending in 4 is approved. */
const REFUSED = '4012 0010 3714 1112';
const APPROVED = '5555 6666 7777 8884';

test('a customer pays by card through Moip on a phone: the card is hashed in the browser, a refused one shows the reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 376, height: 800 });
  // Moip set up, and Cielo and PagSeguro (which would come first) left incomplete.
  await eraseSecrets(page, 'pgs', 'PagSeguro', { email: '', ambiente: 'sandbox' }, ['token']);
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await saveSetting(page, 'cie', 'Cielo (cartão)', { merchantId: '', ambiente: 'sandbox' });
  await saveSetting(page, 'moi', 'Moip', MOIP);
  await customerAtCheckout(page);
  // What reaches our server: never the number or the CVV, only the hash moip-sdk-js made.
  await payByCardKeptOut(page, {
    notice: 'O valor é cobrado no cartão, pela Moip',
    attempts: [REFUSED, 'Pagamento recusado pela operadora do cartão: Política do banco emissor (código 5)', APPROVED],
    cartao: {
      criptografado: expect.stringMatching(/^[A-Za-z0-9+/]{300,}={0,2}$/),
      nome: 'MARIA CLIENTE',
      cpf: '529.982.247-25',
      // The brand follows the number typed: the refused card is a Visa, the paid one a Mastercard.
      bandeira: expect.stringMatching(/^(visa|mastercard)$/),
    },
    leaked: /8884|1112|"cvv"/,
  });

  // The next journey on this server finds the store without Moip again.
  await eraseSecrets(page, 'moi', 'Moip', { ambiente: 'sandbox' }, ['token', 'chave']);
});
