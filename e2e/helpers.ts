import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Balcao@2026';

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  const answered = page.waitForResponse((response) => response.url().includes('/ajax-login'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await answered;
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
}

/** From the customer list, finds a customer by trade name and opens their 'FICHA DO CLIENTE'. */
export async function openCustomerSheet(page: Page, tradeName: string) {
  await page.goto('/clientes');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Nome fantasia' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(tradeName);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByTestId('grade').getByText(tradeName).click();
  return page.getByRole('dialog', { name: 'FICHA DO CLIENTE' });
}

/** On the new-customer form, fills a company in Campinas (CEP looked up) and saves it. */
export async function saveNewCompany(
  page: Page,
  company: { cnpj: string; name: string; email: string; contact?: string },
) {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('CNPJ').fill(company.cnpj);
  await field('Razão social').fill(company.name);
  if (company.contact) await field('Contato').fill(company.contact);
  await field('E-mail').fill(company.email);
  await field('Telefone').fill('1932345678');
  await field('CEP').fill('13015904');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
  await field('Número').fill('55');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente salvo com sucesso.');
}

/** Types into a pick list (Estado, Cidade) and chooses the option. */
export async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Transitions and animations snapped to their end while axe measures colours: a slide that starts
 * fading in during the measurement (the store's preview plays its slides) is measured as shown.
 */
const SNAP =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important;' +
  ' animation-duration: 0s !important; animation-delay: 0s !important; }';

/**
 * axe with WCAG 2.2 AA's rules. A page whose frames all share its origin (most pages; the store's
 * preview) is checked by axe.run in the page itself (legacy mode): 2–3 times faster here than the
 * default, which runs each frame apart and finishes in a new blank page, but legacy mode cannot
 * enter another origin's frame. A page with one (a mail preview's sandboxed srcdoc, a payment
 * provider's page) keeps the default, so what is checked stays the same.
 */
function axeFor(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const origin = (url: string) => (URL.canParse(url) ? new URL(url).origin : 'null');
  const own = origin(page.url());
  const foreign = page.frames().some((frame) => frame !== page.mainFrame() && origin(frame.url()) !== own);
  return foreign ? builder : builder.setLegacyMode(true);
}

/**
 * WCAG 2.2 AA (axe-core) on what the page shows now: no critical or serious violation. The failure
 * names each rule with the elements it found, so it can be fixed without rerunning by hand.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Mantine's transitions (a modal, a menu, a toast fading in or out): colours are measured at their
  // end. A toast may start fading out while axe runs, so transitions snap to their end until it is
  // done; endless animations (a loader) do not count.
  await page.waitForTimeout(300);
  // Every frame: axe measures inside iframes too (the store's preview in the configuration editor).
  const frames = page.frames();
  const snaps = await Promise.all(frames.map((frame) => frame.addStyleTag({ content: SNAP }).catch(() => undefined)));
  await Promise.all(
    frames.map((frame) =>
      frame
        .waitForFunction(
          () =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
          undefined,
          { timeout: 5_000 },
        )
        .catch(() => undefined),
    ),
  );
  const results = await axeFor(page)
    .analyze()
    .finally(() =>
      Promise.all(
        snaps.map(async (snap) => {
          await snap?.evaluate((style) => style.parentNode?.removeChild(style)).catch(() => undefined);
        }),
      ),
    );
  const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
        .join('\n'),
  );
  expect(report, `${page.url()}\n${report.join('\n')}`).toEqual([]);
  await expectPageOutline(page);
}

/**
 * The page names itself once and marks where its content is: exactly one h1 and one `main` landmark
 * (axe counts these as best practice only, but screen-reader users jump to a page by them).
 */
async function expectPageOutline(page: Page): Promise<void> {
  const titles = await page.getByRole('heading', { level: 1 }).allInnerTexts();
  expect(titles, `${page.url()}: one h1`).toHaveLength(1);
  await expect(page.getByRole('main'), `${page.url()}: one main landmark`).toHaveCount(1);
}

/**
 * The element is on screen across: not cut by the window's edge nor scrolled away inside a table.
 * Measured until it holds: right after a resize the layout may still be switching (the cart's table
 * rows become cards), and an element found visible can be replaced before its box is read.
 */
export async function expectInsideViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width ? 'inside' : JSON.stringify(box);
      },
      { message: `inside 0..${width}px` },
    )
    .toBe('inside');
}

/**
 * Keyboard only: presses Tab (Shift+Tab when `backwards`) until `target` has the focus, at most
 * `limit` times, and fails naming the element it never reached and the one that had the focus.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${limit} × Tab never reached ${target.toString()}; the focus is on ${focused}`);
}

export type ShopProduct = {
  codigo: number;
  slug: string;
  nome: string;
  preco: number;
  maximo: number;
  disponivel: boolean;
};

/** The cheapest Suvinil products in stock under R$ 100,00 with more than 40 units, and the first that `fits`. */
export async function cheapSuvinil(page: Page, fits: (p: ShopProduct) => boolean = () => true): Promise<ShopProduct> {
  const listing = await page.request.get('/api/loja/produtos?busca=Suvinil&ordem=menorPreco');
  const product = ((await listing.json()) as { produtos: ShopProduct[] }).produtos.find(
    (p) => p.disponivel && p.maximo > 40 && p.preco < 100 && fits(p),
  );
  if (!product) throw new Error('no product to buy in the demo data');
  return product;
}

/** Empties the logged-in customer's cart (the demo customer may have left a recent one). */
export async function emptyCart(page: Page): Promise<void> {
  const open = (await (await page.request.get('/api/loja/carrinho')).json()) as {
    carrinho: { pedido: { codigo: number }; itens: Array<{ cficodite: number }> } | null;
  };
  if (open.carrinho?.itens.length)
    await page.request.post('/api/carrinho/remover-itens', {
      data: { pedido: open.carrinho.pedido.codigo, itens: open.carrinho.itens.map((i) => i.cficodite) },
    });
}

/**
 * The link of the newest mail to `to` with `subject`, read from the outbox as the admin (without
 * SMTP the mail waits there; it is queued after the reply, hence the retries).
 */
export async function mailedLink(page: Page, to: string, subject: string): Promise<string> {
  const mail = page
    .getByTestId('caixa-de-saida')
    .getByRole('row')
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    await page.goto('/caixa-de-saida');
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await mail.click();
  return (
    (await page.frameLocator('iframe[title="Conteúdo do e-mail"]').locator('a').first().getAttribute('href')) ?? ''
  );
}

/** Saves a store setting (`POST /configuracoes-ecommerce/salvar`) as the logged-in admin, switched on. */
export async function saveSetting(page: Page, nome: string, descricao: string, valor: object): Promise<void> {
  const reply = await page.request.post('/configuracoes-ecommerce/salvar', {
    data: { nome, descricao, ativacao: 1, valor },
  });
  expect(reply.ok()).toBe(true);
}

/**
 * The demo customer, logged in afresh, with a cart of one cheap Suvinil past the R$ 200,00 minimum,
 * delivered to Campinas by the store's own service, on the 'Finalizar compra' page with the number filled.
 */
export async function customerAtCheckout(page: Page): Promise<void> {
  await page.context().clearCookies();
  await loginAs(page, 'cliente@demo.com.br');
  const product = await cheapSuvinil(page);
  await emptyCart(page);
  const added = await page.request.post('/api/loja/carrinho/itens', {
    data: { codigo: product.codigo, quantidade: Math.ceil(200 / product.preco) + 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/carrinho');
  await page.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await page.getByRole('radio', { name: /^Entrega Própria/ }).click();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  // The address comes from the CEP lookup, a moment after the page.
  await expect(page.getByRole('textbox', { name: 'Endereço', exact: true })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('100');
}

/** The seller opens the sales list and searches one sale by its code: its row in the grid. */
export async function sellerFindsSale(page: Page, code: string) {
  await page.context().clearCookies();
  await loginAs(page, 'vendedor@demo.com.br');
  await page.goto('/comercial/vendas');
  await page.getByRole('combobox', { name: 'Buscar em' }).click();
  await page.getByRole('option', { name: 'Código' }).click();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  return page
    .getByTestId('grade')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
}

/** The checkout's nine card fields filled for Maria (a valid CPF, a validity two years ahead), with this number. */
export async function fillCard(page: Page, numero: string) {
  const fields: Array<[string, string]> = [
    ['Número do cartão', numero],
    ['Nome impresso no cartão', 'MARIA CLIENTE'],
    ['Mês de validade (MM)', '12'],
    ['Ano de validade (AAAA)', String(new Date().getFullYear() + 2)],
    ['Código de segurança (CVV)', '123'],
    ['CPF do titular', '529.982.247-25'],
    ['Nascimento do titular (DD/MM/AAAA)', '10/05/1985'],
    ['Telefone do titular', '(19) 3234-5678'],
  ];
  for (const [name, value] of fields) await page.getByRole('textbox', { name, exact: true }).fill(value);
}

/**
 * At the checkout with the card chosen: a `refused` card shows the operator's `reason` by the form
 * and the customer stays; then another card pays and the purchase summary says so (axe on both).
 */
export async function payRefusedThenApproved(page: Page, [refused, reason, approved]: [string, string, string]) {
  await fillCard(page, refused);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByTestId('card-problem')).toContainText(reason);
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Número do cartão', exact: true }).fill(approved);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/resumo-compra\?pedido=\d+$/);
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();
  await expect(page.getByText(/Pagamento: Cartão de crédito.*\(Pago\)/)).toBeVisible();
  await expectAccessible(page);
}

/**
 * At the checkout, the customer chooses the card (`notice` says who charges it) and pays with the
 * `attempts` of payRefusedThenApproved; both bodies that reached our server carried only `cartao`,
 * and nothing `leaked` matches (no number, no CVV).
 */
/** The bodies the page posts to the checkout from now on (what the store's server receives). */
export function checkoutBodies(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/loja/finalizar')) sent.push(request.postData() ?? '');
  });
  return sent;
}

export async function payByCardKeptOut(
  page: Page,
  {
    notice,
    attempts,
    cartao,
    leaked,
  }: { notice: string; attempts: [string, string, string]; cartao: object; leaked: RegExp },
) {
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await expect(page.getByText(notice)).toBeVisible();
  const sent = checkoutBodies(page);
  await payRefusedThenApproved(page, attempts);
  expect(sent).toHaveLength(2);
  for (const body of sent) {
    expect(JSON.parse(body).cartao).toEqual(cartao);
    // The random values (the provider's token, the device id) are hexadecimal and may hold '4012'
    // by chance: the card's digits are looked for in the rest of the body.
    const fixed = body.replace(/"(tokenPagamento|criptografado|dispositivo)":"[^"]*"/g, '"$1":""');
    expect(fixed).not.toMatch(leaked);
  }
}

/** The admin saves a configuration key with `valor` and erases the saved `secrets` (later journeys find them unset). */
export async function eraseSecrets(page: Page, nome: string, descricao: string, valor: object, secrets: string[]) {
  await page.context().clearCookies();
  await loginAs(page, 'admin@demo.com.br');
  const erased = await page.request.post('/configuracoes-ecommerce/salvar', {
    data: { nome, descricao, ativacao: 1, valor, removerSegredos: secrets },
  });
  expect(erased.ok()).toBe(true);
}
