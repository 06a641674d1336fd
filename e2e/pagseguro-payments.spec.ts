import { expect, test } from './test';
import { customerAtCheckout, eraseSecrets, loginAs, payByCardKeptOut, saveSetting } from './helpers';

/** The fake PagBank (API de Pedidos) on the fake payments server (E2E_FAKE_PORT − 4), see fake-pagseguro.ts. */
const PAGSEGURO = { email: 'vendas@tintas.com.br', token: 'PAGSEGUROTOKEN0001', ambiente: 'sandbox' };
/** The fake's rule, as the Cielo fake's: a card ending in 2 is declined (10002), one ending in 1 is approved. */
const DECLINED = '4012 0010 3714 1112';
const APPROVED = '4111 1111 1111 1111';

test('a customer pays by card through PagSeguro on a phone: the card is encrypted in the browser, a declined one shows the reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 376, height: 800 });
  // PagSeguro set up, and Cielo (which would come first) left incomplete.
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await saveSetting(page, 'cie', 'Cielo (cartão)', { merchantId: '', ambiente: 'sandbox' });
  await saveSetting(page, 'pgs', 'PagSeguro', PAGSEGURO);
  await customerAtCheckout(page);
  // What reaches our server: never the number or the CVV, only PagSeguro's encrypted blob.
  await payByCardKeptOut(page, {
    notice: 'O valor é cobrado no cartão, pelo PagSeguro',
    attempts: [
      DECLINED,
      'Pagamento recusado pela operadora do cartão: Não Autorizada pelo emissor (código 10002)',
      APPROVED,
    ],
    cartao: {
      criptografado: expect.stringMatching(/^[A-Za-z0-9+/]{300,}={0,2}$/),
      nome: 'MARIA CLIENTE',
      cpf: '529.982.247-25',
      bandeira: 'visa',
    },
    leaked: /4111|1112|"cvv"/,
  });

  // The next journey on this server finds the store without PagSeguro again.
  await eraseSecrets(page, 'pgs', 'PagSeguro', { email: PAGSEGURO.email, ambiente: 'sandbox' }, ['token']);
});
