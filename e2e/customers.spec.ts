import { expect, test } from './test';
import { messages } from '../src/shared/messages';
import { cepMessages } from '../src/shared/schemas/customer';
import { FAILING_CNPJ, FOUND_CNPJ } from '../src/server/test/fake-brasilapi-cnpj';
import { expectAccessible, expectToast, loginAs, openCustomerSheet, pick, saveNewCompany } from './helpers';

test('a seller creates a customer (credit blocked), opens the FICHA, switches it from company to individual, and notes an observation', async ({
  page,
}) => {
  // A long journey (create, FICHA, observation, edit, FICHA again): near a minute on a busy machine.
  test.slow();
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
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
  // Credit is a manager's decision: a seller's new customer starts blocked.
  await expect(sheet.getByTestId('credito')).toContainText('Entre em contato');
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

test('the yearly comparison shows the table with totals and three charts, or says there is nothing to compare', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const sheet = await openCustomerSheet(page, 'Casa das Tintas Demo');
  await sheet.getByRole('tab', { name: 'Comparativo anual' }).click();
  const comparison = sheet.getByTestId('comparativo');
  await expect(comparison.locator('thead')).toContainText(String(new Date().getFullYear()));
  await expect(comparison.locator('tbody tr')).toHaveCount(12);
  await expect(comparison.locator('tbody')).toContainText(/R\$ [\d.]+,\d{2}/);
  await expect(comparison.getByTestId('comparativo-total')).toContainText(/^Total.*R\$ [\d.]+,\d{2}/);
  // The current year is the last column; a month still to come reads '—', not a zero.
  if (new Date().getMonth() < 11)
    await expect(comparison.locator('tbody tr').last().locator('td').last()).toHaveText('—');
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
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
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

test('with every postal-code service down the CEP stays, state and city are picked by hand, and the customer is saved', async ({
  page,
}) => {
  await loginAs(page, 'vendedor@demo.com.br');
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
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
  // State and city are picked from the lists by hand; typing finds a city without its accents.
  await pick(page, 'Estado', 'tocantins', 'TO - Tocantins');
  await pick(page, 'Cidade', 'araguaina', 'Araguaína');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Bairro', exact: true }).fill('Plano Diretor Sul');
  await page.getByRole('textbox', { name: 'Endereço', exact: true }).fill('Quadra 104 Sul, Rua SE 5');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('sem consulta');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText('Cliente Sem Consulta').click();
  const sheet = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
  await expect(sheet).toContainText('Plano Diretor Sul - Araguaína/TO');
  await expect(sheet).toContainText('77777-777');
});

test('a manager fills a company from its CNPJ (the registry, then the CEP), keeps the complement, and decides credit', async ({
  page,
}) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await loginAs(page, 'gestor@demo.com.br');
  await page.goto('/clientes/novo');
  await field('CNPJ').fill(FAILING_CNPJ);
  await page.getByRole('button', { name: messages.cnpjLookup.button }).click();
  // The service failed: a warning, nothing filled, and the form goes on by hand.
  await expectToast(page, messages.cnpjLookup.unavailable);
  await expect(field('Razão social')).toHaveValue('');
  await expect(field('Razão social')).toBeEditable();

  await field('CNPJ').fill(FOUND_CNPJ);
  await page.getByRole('button', { name: messages.cnpjLookup.button }).click();
  await expectToast(page, messages.cnpjLookup.filled);
  await expect(field('Razão social')).toHaveValue('TINTAS HORIZONTE COMERCIO DE TINTAS LTDA');
  await expect(field('Nome fantasia')).toHaveValue('TINTAS HORIZONTE');
  await expect(field('Número')).toHaveValue('1481');
  await expect(field('Complemento')).toHaveValue('SALA 12');
  await expect(field('Telefone')).toHaveValue('(19) 3234-5678');
  await expect(field('E-mail')).toHaveValue('compras@tintashorizonte.com.br');
  // The CEP the registry gave is looked up like a typed one: the city comes back with its accents.
  await expect(field('CEP')).toHaveValue('13015-904');
  await expect(field('Endereço')).toHaveValue('Rua Barão de Jaguara');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await expect(field('CEP')).toHaveAttribute('inputmode', 'numeric');
  await expect(field('Telefone')).toHaveAttribute('inputmode', 'tel');

  await page.getByRole('combobox', { name: 'Crédito' }).click();
  await page.getByRole('option', { name: 'Bloqueado' }).click();
  await field('Restrição de crédito').fill('Aguardando análise');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('Tintas Horizonte');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByRole('cell', { name: 'TINTAS HORIZONTE', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
  await expect(sheet).toContainText('Rua Barão de Jaguara, 1481, SALA 12 - Centro - Campinas/SP');
  await expect(sheet.getByTestId('credito')).toContainText('Entre em contato');
  await expect(sheet.getByTestId('credito')).toContainText('Aguardando análise');
});

test('a seller sees no credit control, and types or picks a birth date as DD/MM/AAAA', async ({ page }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/clientes/novo');
  await expect(page.getByText(messages.customerCredit.decidedByManagers)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Crédito' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: messages.cnpjLookup.button })).toBeVisible();

  await page.getByText('Pessoa física').click();
  await field('CPF').fill('39053344705');
  await field('Nome').fill('Marta Datas');
  await field('E-mail').fill('marta.datas@exemplo.com.br');
  await field('Telefone').fill('1932345678');
  await field('CEP').fill('01310100');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await field('Número').fill('900');

  const birth = field('Data de nascimento');
  await expect(birth).toHaveAttribute('inputmode', 'numeric');
  await birth.fill('31/02/1990');
  await birth.blur();
  await expect(page.getByText('Por favor insira uma data válida.')).toBeVisible();
  await birth.fill('15/03/1980');
  await birth.blur();
  await expect(page.getByText('Por favor insira uma data válida.')).toHaveCount(0);
  await expect(birth).toHaveValue('15/03/1980');

  // Picked on the calendar: it opens on the decade of the typed day (the 1980s); then 1990, March, the 20th.
  await birth.click();
  await page.getByRole('button', { name: 'Próxima década' }).click();
  await page.getByRole('button', { name: '1990', exact: true }).click();
  await page.getByRole('button', { name: /^mar/i }).click();
  await page.getByRole('button', { name: '20 março 1990' }).click();
  await expect(birth).toHaveValue('20/03/1990');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill('Marta Datas');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText('Marta Datas').click();
  const sheet = page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
  await expect(sheet.getByTestId('credito')).toContainText('Entre em contato');
  await sheet.getByRole('link', { name: 'Editar cadastro' }).click();
  await expect(field('Data de nascimento')).toHaveValue('20/03/1990');
  await expect(page.getByTestId('credito-formulario')).toContainText('Entre em contato');
});
