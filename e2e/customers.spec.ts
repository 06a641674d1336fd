import { expect, test } from '@playwright/test';
import { cepMessages } from '../src/shared/schemas/customer';
import { expectToast, loginAs, openCustomerSheet, saveNewCompany } from './helpers';

test('a seller creates a customer, opens the FICHA, switches it from company to individual, and notes an observation', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('link', { name: 'Novo cliente' }).click();

  await saveNewCompany(page, {
    cnpj: '45997418000153',
    name: 'Pinturas Horizonte Ltda',
    email: 'compras@pinturashorizonte.com.br',
    contact: 'Rita Campos',
  });
  await expect(page).toHaveURL(/\/clientes$/);

  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('Horizonte');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText('Pinturas Horizonte Ltda').click();
  const sheet = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
  await expect(sheet.getByTestId('credito')).toContainText('Crédito liberado');
  await expect(sheet).toContainText('45.997.418/0001-53');
  await expect(sheet).toContainText('Não cadastrado');
  await expect(sheet).toContainText('Rita Campos');

  await sheet.getByRole('tab', { name: 'Observação' }).click();
  await sheet.getByRole('button', { name: 'Salvar observação' }).click();
  await expectToast(page, 'Escreva a observação antes de salvar.');
  await sheet.getByLabel('Observação do cliente').fill('Obra grande no 2º semestre.');
  await sheet.getByRole('button', { name: 'Salvar observação' }).click();
  await expectToast(page, 'Observação salva.');

  await sheet.getByRole('link', { name: 'Editar cadastro' }).click();
  await expect(page.getByRole('textbox', { name: 'CNPJ', exact: true })).toHaveValue('45.997.418/0001-53');
  await page.getByText('Pessoa física').click();
  await expect(page.getByRole('textbox', { name: 'CNPJ', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('93541134780');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Rita Campos');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');

  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('Rita Campos');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText('Rita Campos').click();
  await expect(page.getByRole('dialog', { name: 'FICHA DO CLIENTE' })).toContainText('935.411.347-80');
});

test('a blocked customer shows the block in the FICHA', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/clientes');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Crédito' }).click();
  await expect(page.getByRole('textbox', { name: 'Buscar', exact: true })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Entre em contato' }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const firstRow = page.getByTestId('grade').locator('tbody tr').first();
  await expect(firstRow).toContainText('Entre em contato');
  await firstRow.click();
  const credit = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' }).getByTestId('credito');
  await expect(credit).toContainText('Entre em contato');
  await expect(credit).toContainText(/Títulos vencidos|Cheque devolvido|Limite de crédito excedido/);
});

test('the yearly comparison shows the table and three charts, or says there is nothing to compare', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const sheet = await openCustomerSheet(page, 'Casa das Tintas Demo');
  await sheet.getByRole('tab', { name: 'Comparativo anual' }).click();
  const comparison = sheet.getByTestId('comparativo');
  await expect(comparison.locator('thead')).toContainText(String(new Date().getFullYear()));
  await expect(comparison.locator('tbody tr')).toHaveCount(12);
  await expect(comparison.locator('tbody')).toContainText(/R\$ [\d.]+,\d{2}/);
  for (const label of ['Compras por mês (linhas)', 'Compras por mês (colunas)', 'Compras por mês (barras)']) {
    await expect(comparison.getByRole('img', { name: label }).locator('canvas')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Novo cliente' }).click();
  await page.getByText('Pessoa física').click();
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('11144477735');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente Sem Compras');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sem.compras@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Telefone', exact: true }).fill('1932345678');
  await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('01310100');
  await expect(page.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue('São Paulo');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('Cliente Sem Compras');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText('Cliente Sem Compras').click();
  await page.getByRole('dialog', { name: 'FICHA DO CLIENTE' }).getByRole('tab', { name: 'Comparativo anual' }).click();
  await expect(page.getByText('Nenhuma compra para comparar')).toBeVisible();
});

test('the route to the customer is drawn on the map, and a failing map service says so', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const sheet = await openCustomerSheet(page, 'Casa das Tintas Demo');
  await sheet.getByRole('tab', { name: 'Mapa' }).click();
  await expect(sheet.getByRole('textbox', { name: 'De' })).toHaveValue(/John Boyd Dunlop/);
  await expect(sheet.getByRole('textbox', { name: 'Para' })).not.toHaveValue('');
  await sheet.getByRole('button', { name: 'Calcular rota' }).click();
  await expect(sheet.getByTestId('resumo-rota')).toHaveText('93,5 km · cerca de 70 min de carro');
  await expect(sheet.getByTestId('mapa').locator('.leaflet-overlay-pane path')).toHaveCount(3);
  await sheet.getByRole('textbox', { name: 'Para' }).fill('Falha total');
  await sheet.getByRole('button', { name: 'Calcular rota' }).click();
  await expectToast(page, 'Falha ao carregar o mapa !');
});

test('with every postal-code service down the CEP stays, and the customer is saved with the address typed', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('link', { name: 'Novo cliente' }).click();
  await page.getByText('Pessoa física').click();
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('52998224725');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente Sem Consulta');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sem.consulta@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Telefone', exact: true }).fill('6332145678');
  // The fake ViaCEP never answers this CEP and the fake BrasilAPI fails on it.
  await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('77777777');
  await expectToast(page, cepMessages.unavailable);
  await expect(page.getByRole('textbox', { name: 'CEP', exact: true })).toHaveValue('77777-777');
  await page.getByRole('combobox', { name: 'Estado' }).fill('TO');
  await page.getByRole('option', { name: 'TO', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cidade', exact: true }).fill('Palmas');
  await page.getByRole('textbox', { name: 'Bairro', exact: true }).fill('Plano Diretor Sul');
  await page.getByRole('textbox', { name: 'Endereço', exact: true }).fill('Quadra 104 Sul, Rua SE 5');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('sem consulta');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText('Cliente Sem Consulta').click();
  await expect(page.getByRole('dialog', { name: 'FICHA DO CLIENTE' })).toContainText('77777-777');
});
