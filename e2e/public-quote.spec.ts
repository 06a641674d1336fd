import { expect, test } from './test';
import { expectAccessible, loginAs } from './helpers';
import { publicLink, savedBudget } from './public-quote-helpers';

/**
 * The quote a customer accepts from WhatsApp (issue 17): the seller sends a budget, the customer
 * opens its link on a phone with no login and accepts it, the seller sees it and confirms the order.
 */
test('a seller sends a budget by WhatsApp, the customer accepts it on a phone, the seller confirms it', async ({
  page,
  browser,
}) => {
  test.slow();
  await loginAs(page, 'vendedor@demo.com.br');
  const budget = await savedBudget(page);

  await page.goto('/operacoes-comerciais-pendentes');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(String(budget));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByTestId('grade')
    .getByRole('cell', { name: String(budget), exact: true })
    .click();
  const details = page.getByRole('dialog', { name: `Detalhes do orçamento nº ${budget}` });
  await details.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  const whatsapp = details.getByRole('link', { name: 'Abrir conversa no WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
  const link = await details.getByRole('textbox', { name: 'Link do orçamento' }).inputValue();
  expect(link).toMatch(/\/proposta\/[A-Za-z0-9_-]{43}\?apelido=/);
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toContain(`orçamento nº ${budget}`);
  expect(text).toContain(link);
  await details.screenshot({ path: 'test-results/public-quote-seller-1366.png' });

  // The customer, on a 376 px phone, with no session.
  const phone = await browser.newContext({ viewport: { width: 376, height: 800 }, locale: 'pt-BR' });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: `Orçamento nº ${budget}`, level: 1 })).toBeVisible();
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(customer.getByText('Total', { exact: true })).toBeVisible();
  await expectAccessible(customer);
  await customer.screenshot({ path: 'test-results/public-quote-376.png', fullPage: true });
  await customer.getByRole('button', { name: 'Aceitar orçamento' }).click();
  await expect(customer.getByText('Orçamento aceito', { exact: true })).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Aceitar orçamento' })).toHaveCount(0);
  await phone.close();

  // The seller finds it among the pending operations, accepted, as a reservation, and confirms it.
  await page.goto('/operacoes-comerciais-pendentes');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(String(budget));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByTestId('grade')
    .getByRole('cell', { name: String(budget), exact: true })
    .click();
  const sale = page.getByRole('dialog', { name: `Detalhes da venda nº ${budget}` });
  await expect(sale.getByText('Situação: Reserva')).toBeVisible();
  await expect(sale.getByText(/Aceito pelo link em/)).toBeVisible();
  await sale.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(sale.getByText('Situação: Venda')).toBeVisible();
});

test('the public page at 1366 px', async ({ page, browser }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const link = await publicLink(page, await savedBudget(page));
  const wide = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  const visitor = await wide.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.screenshot({ path: 'test-results/public-quote-1366.png', fullPage: true });
  await wide.close();
});
