import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  customerAtCheckout,
  eraseSecrets,
  expectAccessible,
  expectInsideViewport,
  fillCard,
  loginAs,
  payByCardKeptOut,
  saveSetting,
} from './helpers';

/** The fake PagBank (API de Pedidos) on the fake payments server (E2E_FAKE_PORT − 4), see fake-pagseguro.ts. */
const PAGSEGURO = { email: 'vendas@tintas.com.br', token: 'PAGSEGUROTOKEN0001', ambiente: 'sandbox' };
/** The fake's rule, as the Cielo fake's: a card ending in 2 is declined (10002), one ending in 1 is approved. */
const DECLINED = '4012 0010 3714 1112';
const APPROVED = '4111 1111 1111 1111';

/** A 376 px phone, and the admin sets PagSeguro up with Cielo (which would come first) left incomplete. */
async function pagSeguroOnPhone(page: Page) {
  await page.setViewportSize({ width: 376, height: 800 });
  await loginAs(page, 'admin@demo.com.br');
  await saveSetting(page, 'fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] });
  await saveSetting(page, 'cie', 'Cielo (cartão)', { merchantId: '', ambiente: 'sandbox' });
  await saveSetting(page, 'pgs', 'PagSeguro', PAGSEGURO);
}

test('a customer pays by card through PagSeguro on a phone: the card is encrypted in the browser, a declined one shows the reason', async ({
  page,
}) => {
  await pagSeguroOnPhone(page);
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

test('with interest above pcl semJuros the card form lists PagBank’s total for each count, and the order is charged it', async ({
  page,
}) => {
  await pagSeguroOnPhone(page);
  await saveSetting(page, 'pcl', 'parcelamento', { maximo: 3, minimoParcela: '50.00', semJuros: 1 });
  await customerAtCheckout(page);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillCard(page, APPROVED);

  // The brand is known from the number: PagBank prices 2x and 3x with the buyer's interest.
  await page.getByRole('combobox', { name: 'Parcelas' }).click();
  await expect(page.getByRole('option', { name: /^1x de R\$ [\d.,]+ sem juros$/ })).toBeVisible();
  const withInterest = page.getByRole('option', { name: /^3x de R\$ [\d.,]+ \(total R\$ [\d.,]+\)$/ });
  await expect(withInterest).toBeVisible();
  const label = (await withInterest.textContent()) ?? '';
  await withInterest.click();
  await expect(page.getByRole('combobox', { name: 'Parcelas' })).toHaveValue(label);
  await expectInsideViewport(page, page.getByRole('combobox', { name: 'Parcelas' }));
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();
  const charged = /\(total (R\$ [\d.,]+)\)/.exec(label)?.[1] ?? '';
  await expect(page.getByTestId('total-pedido')).toHaveText(`Total: ${charged}`);
  await expect(page.getByText(/^Juros do parcelamento: R\$ [\d.,]+$/)).toBeVisible();
  await expectAccessible(page);

  // The next journeys find the demo's instalments and no PagSeguro.
  await eraseSecrets(page, 'pcl', 'parcelamento', { maximo: 3, minimoParcela: '100.00' }, []);
  await eraseSecrets(page, 'pgs', 'PagSeguro', { email: PAGSEGURO.email, ambiente: 'sandbox' }, ['token']);
});
