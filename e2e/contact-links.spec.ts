import { expect, test } from './test';
import { expectAccessible, loginAs, openCustomerSheet } from './helpers';

test('phones call or open WhatsApp and e-mails open the mail app, in the customer grid and the FICHA', async ({
  page,
}) => {
  await loginAs(page, 'gestor@demo.com.br');
  const sheet = await openCustomerSheet(page, 'Casa das Tintas Demo');

  const row = page.getByTestId('grade').locator('tbody tr').filter({ hasText: 'Casa das Tintas Demo' });
  const call = row.getByRole('link', { name: /^Ligar para \(\d{2}\) \d{4,5}-\d{4}$/ });
  await expect(call).toHaveAttribute('href', /^tel:\+55\d{10,11}$/);
  await expect(row.getByRole('link', { name: /^Enviar e-mail para / })).toHaveAttribute('href', /^mailto:.+@.+/);

  // The landline calls; the mobile calls and opens WhatsApp with the country code.
  const mobile = sheet.getByRole('link', { name: /^Ligar para \(\d{2}\) 9\d{4}-\d{4}$/ }).first();
  const digits = ((await mobile.getAttribute('href')) ?? '').replace('tel:+55', '');
  const whatsapp = sheet.getByRole('link', { name: `WhatsApp: conversar com ${(await mobile.textContent()) ?? ''}` });
  await expect(whatsapp.first()).toHaveAttribute('href', `https://wa.me/55${digits}`);
  await expect(whatsapp.first()).toHaveAttribute('target', '_blank');
  await expect(sheet.getByRole('link', { name: /^Enviar e-mail para / }).first()).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);
});
