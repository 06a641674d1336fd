import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { formatMoney } from '../src/shared/br/format-money';
import { expectAccessible, loginAs } from './helpers';

/** The panel's own figures for the logged-in user, from the call the page makes. */
async function panelFigures(page: Page) {
  const reply = await page.request.get('/api/painel');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as {
    vendasMes: { valor: number };
    orcamentosAbertos: Array<{ codigo: number }>;
    topClientes: Array<{ codigo: number; nome: string }>;
  };
}
const money = (reais: number) => formatMoney(Math.round(reais * 100));

test('a manager opens the panel, sets a store goal and sees the panel measure against it', async ({ page }) => {
  await loginAs(page, 'gestor@demo.com.br');
  await expect(page).toHaveURL(/\/painel$/);
  const panel = page.getByTestId('painel');
  for (const title of ['Vendas dos últimos 12 meses', 'Orçamentos para acompanhar', 'Top 5 clientes do mês']) {
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(panel.getByRole('img', { name: /^Vendas por mês:/ })).toBeVisible();
  const figures = await panelFigures(page);
  await expect(panel).toContainText(money(figures.vendasMes.valor));
  await expect(panel.getByRole('link', { name: /^Duplicatas vencidas/ })).toHaveAttribute(
    'href',
    '/financeiro/duplicatas?situacao=Vencido',
  );
  await expectAccessible(page);

  const goal = page.getByTestId('meta');
  await expect(goal).toContainText('Nenhuma meta definida');
  await goal.getByRole('button', { name: 'Definir metas' }).click();
  const modal = page.getByRole('dialog', { name: 'Metas de vendas' });
  await expect(modal.getByRole('heading', { name: 'Lojas' })).toBeVisible();
  await expectAccessible(page);
  const firstStore = modal.getByRole('textbox').last();
  await firstStore.fill('abc');
  await modal.getByRole('button', { name: 'Salvar metas' }).click();
  await expect(modal).toContainText('Digite um valor válido');
  await firstStore.fill('1.000.000,00');
  await modal.getByRole('button', { name: 'Salvar metas' }).click();
  await expect(modal).toBeHidden();
  await expect(goal).toContainText('R$ 1.000.000,00');
  await expect(goal).toContainText('Soma das metas das lojas');
  const share = (sold: number, target: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })
      .format(sold / target)
      .replace(/\u00a0/g, ' ');
  await expect(goal).toContainText(`${share(figures.vendasMes.valor, 1_000_000)} da meta`);

  // A larger goal: the panel's 'vs meta' follows.
  await goal.getByRole('button', { name: 'Definir metas' }).click();
  await expect(modal.getByRole('textbox').last()).toHaveValue('1.000.000,00');
  await modal.getByRole('textbox').last().fill('4.000.000');
  await modal.getByRole('button', { name: 'Salvar metas' }).click();
  await expect(goal).toContainText('R$ 4.000.000,00');
  await expect(goal).toContainText(`${share(figures.vendasMes.valor, 4_000_000)} da meta`);

  // A best customer opens the sales list filtered on them and on the month.
  const best = figures.topClientes[0];
  if (best) {
    await panel.getByRole('link', { name: best.nome }).click();
    await expect(page).toHaveURL(new RegExp(`/comercial/vendas\\?clientes=${best.codigo}&inicial=01/`));
  }
});

test('a seller sees their own figures, continues a budget in one click, and sets no goal', async ({ page }) => {
  await loginAs(page, 'vendedor@demo.com.br');
  const panel = page.getByTestId('painel');
  // The seller's first panel may be the run's first read of the BI summaries (caught up to today
  // then) while the other worker's journeys write: it shows 'Aguarde ...' meanwhile.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const figures = await panelFigures(page);
  await expect(panel.getByRole('link', { name: /^Vendas de / })).toContainText(money(figures.vendasMes.valor));
  await expect(page.getByRole('button', { name: 'Definir metas' })).toHaveCount(0);
  expect((await page.request.get(`/api/metas?mes=${new Date().toISOString().slice(0, 7)}`)).status()).toBe(403);
  const oldest = figures.orcamentosAbertos[0];
  if (oldest) {
    await panel.getByRole('link', { name: `Continuar o orçamento nº ${oldest.codigo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/terminal\\?pedido=${oldest.codigo}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`nº ${oldest.codigo}`);
  } else {
    await expect(panel).toContainText('Nenhum orçamento em aberto');
  }
});

test('the panel is readable 376 px wide, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 376, height: 800 });
  await loginAs(page, 'admin@demo.com.br');
  await expect(page.getByTestId('painel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top 5 produtos do mês' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('when the figures cannot be read, the panel says so in Portuguese and tries again on request', async ({
  page,
}) => {
  await loginAs(page, 'gestor@demo.com.br');
  await expect(page.getByTestId('painel')).toBeVisible();
  let fail = true;
  await page.route('**/api/painel*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { exception: 'Ocorreu um erro, entre em contato com o administrador.' } })
      : route.continue(),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o painel.' });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByTestId('painel')).toBeVisible();
});
