import { expect, type Page } from '@playwright/test';

type Cart = { pedido: { codigo: number } };

/**
 * A budget the logged-in seller saves through the API for a demo customer with credit released and
 * a mobile number, with one product in stock and the given terms (e.g. `{ formaPagamento: 'X' }`);
 * gives its code.
 */
export async function savedBudget(page: Page, terms: object = {}): Promise<number> {
  const customers = await page.request.post('/cliente/result', {
    data: { action: 'select', like: { column: 'cficrecli', option: '0', value: 'N' }, limit: { page: 0, offset: 1 } },
  });
  const customer = ((await customers.json()) as { resultSet: Array<{ cficodcli: number }> }).resultSet[0];
  const search = await page.request.post('/api/produtos/busca', { data: { termo: 'Suvinil' } });
  const found = (
    (await search.json()) as { produtos: Array<{ codigo: number; estoque: number; vendaSemEstoque: boolean }> }
  ).produtos;
  const product = found.find((p) => !p.vendaSemEstoque && p.estoque >= 5);
  const added = await page.request.post('/api/carrinho/itens', { data: { codigo: product?.codigo, quantidade: 2 } });
  const pedido = ((await added.json()) as Cart).pedido.codigo;
  await page.request.post('/api/carrinho/cliente', { data: { pedido, cliente: customer?.cficodcli } });
  const termsSet = await page.request.post('/api/carrinho/condicoes', { data: { pedido, ...terms } });
  expect(termsSet.ok()).toBe(true);
  const saved = await page.request.put(`/pedido/${pedido}`, { data: { direcionamento: 'ped' } });
  expect(saved.ok()).toBe(true);
  return pedido;
}

/** The public link of a budget, issued through the API as the logged-in seller. */
export async function publicLink(page: Page, pedido: number): Promise<string> {
  const issued = await page.request.post(`/api/orcamentos/${pedido}/link-publico`);
  expect(issued.ok()).toBe(true);
  return ((await issued.json()) as { link: string }).link;
}
