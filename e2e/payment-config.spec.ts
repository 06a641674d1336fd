import fs from 'node:fs';
import { expect, test } from './test';
import {
  notificationPlaces as paymentConfigNotices,
  paymentConfigMessages,
} from '../src/shared/schemas/payment-config';
import { GOOD_CIELO, GOOD_MOIP, MOIP_PREFERENCES } from '../src/server/test/fake-payments';
import { eraseSecrets, expectAccessible, expectToast, loginAs } from './helpers';

test("the admin saves Moip's credentials, sees its webhooks, and tests the Cielo connection", async ({ page }) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracao-pagamento');
  await expect(page.getByRole('heading', { name: 'Configuração de pagamento', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Moip' }).click();
  const moip = page.getByRole('tabpanel', { name: 'Moip' });
  await moip.getByRole('textbox', { name: 'Token' }).fill(GOOD_MOIP.token);
  await moip.getByRole('textbox', { name: 'Chave' }).fill(GOOD_MOIP.chave);
  await moip.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de Moip salva com sucesso');
  // The webhook list is read from Moip again after the save (spec section 2).
  for (const webhook of MOIP_PREFERENCES) await expect(moip.getByRole('cell', { name: webhook.target })).toBeVisible();
  // Saved credentials are never shown again: the fields are empty, marked as set.
  await expect(moip.getByRole('textbox', { name: 'Token' })).toHaveValue('');
  await expect(moip.getByRole('textbox', { name: 'Token' })).toHaveAttribute('placeholder', /definido/);
  await expect(page.locator('body')).not.toContainText(GOOD_MOIP.chave);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Cielo' }).click();
  const cielo = page.getByRole('tabpanel', { name: 'Cielo' });
  await cielo.getByRole('textbox', { name: 'MerchantId' }).fill(GOOD_CIELO.merchantId);
  await cielo.getByRole('textbox', { name: 'MerchantKey' }).fill('CHAVE-ERRADA');
  // The antifraud's Cybersource Merchant ID goes into the fingerprint script's address: one with spaces is refused.
  const fingerprintMerchant = cielo.getByRole('textbox', { name: 'Antifraude: Merchant ID na Cybersource' });
  await fingerprintMerchant.fill('braspag minha loja');
  await cielo.getByRole('button', { name: 'Salvar' }).click();
  await expect(fingerprintMerchant).toHaveAccessibleDescription(/só letras, números/);
  await fingerprintMerchant.fill('braspag_demo');
  await cielo.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de Cielo (cartão) salva com sucesso');
  await cielo.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(cielo.getByRole('status')).toContainText(paymentConfigMessages.refused('pela Cielo'));

  await cielo.getByRole('textbox', { name: 'MerchantKey' }).fill(GOOD_CIELO.merchantKey);
  await cielo.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de Cielo (cartão) salva com sucesso');
  await cielo.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(cielo.getByRole('status')).toContainText(paymentConfigMessages.ok('Cielo'));

  // The address to register at Cielo ('Post de Notificação'), with the company's secret: read-only, copied whole.
  const address = cielo.getByRole('textbox', { name: 'Endereço de notificação pela Cielo' });
  await expect(address).toHaveValue(/^https?:\/\/[^/]+\/api\/pagamentos\/cielo\/webhook\/\d+\.[\w-]+$/);
  await expect(address).toHaveAttribute('readonly', '');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await cielo.getByRole('button', { name: 'Copiar' }).click();
  await expect(cielo.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
  await expect(cielo).toContainText(paymentConfigNotices.cielo);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'PagSeguro' }).click();
  const pagseguro = page.getByRole('tabpanel', { name: 'PagSeguro' });
  await expect(pagseguro.getByRole('textbox', { name: 'Endereço de notificação pelo PagSeguro' })).toHaveValue(
    /\/api\/pagamentos\/pagseguro\/webhook\/\d+\.[\w-]+$/,
  );
  await expectAccessible(page);

  // A complete Moip would charge the cards of the next journeys on this server.
  await eraseSecrets(page, 'moi', 'Moip', { ambiente: 'sandbox' }, ['token', 'chave']);
});

test('the admin gives the Pix PSP a client certificate (mTLS): it is kept, never shown again, and can be erased', async ({
  page,
}) => {
  const pem = (name: string) => fs.readFileSync(`src/server/test/fixtures/pix-mtls/${name}`, 'utf8');
  await loginAs(page, 'admin@demo.com.br');
  await page.goto('/configuracao-pagamento');
  await page.getByRole('tab', { name: 'Pix', exact: true }).click();
  const pix = page.getByRole('tabpanel', { name: 'Pix', exact: true });
  const certificate = pix.getByRole('textbox', { name: 'Certificado do cliente (mTLS, PEM)' });
  const key = pix.getByRole('textbox', { name: 'Chave privada do certificado (PEM)' });
  await certificate.fill(pem('client.pem'));
  await key.fill(pem('client.key'));
  await pix.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de Pix (API Pix do PSP) salva com sucesso');
  await expect(key).toHaveValue('');
  await expect(key).toHaveAttribute('placeholder', /definido/);
  await expect(certificate).toHaveAttribute('placeholder', /definido/);
  await expect(page.locator('body')).not.toContainText('PRIVATE KEY');
  await expect(pix.getByRole('button', { name: 'Testar conexão' })).toBeVisible();
  await expect(pix.getByRole('textbox', { name: 'Endereço de notificação pelo PSP Pix' })).toHaveValue(
    /\/api\/pagamentos\/pix\/webhook\/\d+\.[\w-]+$/,
  );
  await expectAccessible(page);

  // The PSP stops asking for a certificate: the admin erases the saved certificate and key.
  await pix
    .getByRole('checkbox', { name: "Apagar o valor salvo de 'Certificado do cliente (mTLS, PEM)' ao salvar" })
    .check();
  await pix
    .getByRole('checkbox', { name: "Apagar o valor salvo de 'Chave privada do certificado (PEM)' ao salvar" })
    .check();
  await pix.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Configuração de Pix (API Pix do PSP) salva com sucesso');
  await expect(certificate).not.toHaveAttribute('placeholder', /definido/);
  await expect(key).not.toHaveAttribute('placeholder', /definido/);
  await expect(pix.getByRole('checkbox', { name: /^Apagar o valor salvo de 'Certificado/ })).toHaveCount(0);
});
