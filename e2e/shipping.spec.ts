import { expect, test } from './test';
import { expectToast, loginAs } from './helpers';

test('an admin adds a shipping rule and the store quotes it at once', async ({ page }) => {
  await loginAs(page, 'admin@demo.com.br');
  await page.getByRole('link', { name: 'Regras de frete' }).click();
  await expect(page.getByRole('heading', { name: 'Regras de frete' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova regra' }).click();
  const form = page.getByRole('dialog', { name: 'Nova regra de frete' });
  await form.getByRole('textbox', { name: 'Serviço' }).fill('Expresso Goiânia');
  await form.getByRole('textbox', { name: 'CEP inicial' }).fill('74000000');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o CEP inicial e o final')).toBeVisible();
  await form.getByRole('textbox', { name: 'CEP final' }).fill('74999999');
  await form.getByRole('textbox', { name: 'Prazo (dias úteis)' }).fill('5');
  await form.getByRole('textbox', { name: 'Preço base (R$)' }).fill('49,90');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Regra de frete salva.');
  await expect(page.getByTestId('regras-frete')).toContainText('74000-000 a 74999-999');
  const quote = await page.request.get('/frete?cep=74110-010');
  expect(await quote.json()).toContainEqual({ servico: 'Expresso Goiânia', prazo: 5, valor: 49.9 });
});
