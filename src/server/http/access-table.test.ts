import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/contract/contract.js';
import { fillPath, type Endpoint } from '../../shared/contract/endpoint.js';
import { NEIGHBOUR } from '../test/neighbour-tenant.js';
import { accessWorld, type AccessWorld, type Viewer } from './access.fixture.js';
import { probes, type Ask, type Probe } from './access-probes.js';
import type { Reply } from './access-rows.js';

/**
 * Who sees which rows, per route and per role (docs/testing.md): every route that returns records
 * is probed as each viewer, and the rows it returned are compared with the access policy
 * (shared/domain/access.ts). A new route of the contract must join `probes` (access-probes.ts) or
 * be listed below with the reason it returns no records.
 */
const notReading: Record<string, string> = {
  'POST /ajax-login': 'logs in; the login of each company is in auth.test.ts',
  // The store's pages: a head as any visitor sees it; a body drawn from the contract's own GET calls
  // (probed here), answered as the person who opened the page (store-page-body.test.ts).
  'GET /': "the store's home page: its head names only the company (store-pages.test.ts)",
  'GET /produtos': "the catalogue's page: its head names only the company (store-page-body.test.ts)",
  'GET /produtos/:slug/:id': "a product's page as any visitor sees it, per company (store-pages.test.ts)",
  'GET /pagina/:chave': 'an institutional page the store wrote for anyone (store-page-body.test.ts)',
  'GET /tintas/:id': "a colour chart's page as any visitor sees it, per company (store-pages.test.ts)",
  'GET /sitemap.xml': "the company's public catalogue addresses (store-pages.test.ts)",
  'GET /robots.txt': "the company's crawler rules (store-pages.test.ts)",
  'GET /arquivos/:tenant/:kind/:file': 'a stored file, public by design under a random key (images.test.ts)',
  'POST /upload-images-permicao': "the company's own quota use, no record (images.test.ts)",
  'POST /upload-images-ecommerce': 'stores an image; managers and admins only (images.test.ts)',
  'POST /salvar/imagens/produto': "sets a product's images; managers and admins only (images.test.ts)",
  'POST /deletar-imagem': "deletes the company's own image; another company's is 404 (images.test.ts)",
  'POST /get-logo': "the company's public logo",
  'GET /api/imagens/biblioteca': "the company's own image library, no customer's record (images.test.ts)",
  'GET /api/plano/consumo': "the company's own storage use (images.test.ts)",
  'PUT /api/plano/limite': "sets the company's own storage limit; admins only (images.test.ts)",
  'POST /atualiza-contrato': 'records the acceptance of the terms',
  'POST /session-destroy': 'logs out',
  'POST /v1/emails/nfe/enviar': "mails notes; refused for another's note in fiscal.test.ts",
  'GET /api/sessao': "the caller's own session",
  'PUT /api/metas': 'sets the goals of the company (scope and roles: goals.test.ts)',
  'POST /configuracao': "the company's public settings and terms",
  'GET /api/cep/:cep': 'an address from the postal service, no record of ours',
  'GET /api/cnpj/:cnpj': 'a company from the CNPJ registry, no record of ours (cnpj.test.ts)',
  'GET /api/ibge/ufs/:uf/municipios': "IBGE's public list of a state's cities, no record of ours (ibge.test.ts)",
  'POST /api/carrinho/itens': 'changes a cart (scope: cart.test.ts)',
  'GET /api/tintas/pesquisa': "the company's tinting catalogue, no caller's record (tinting.test.ts)",
  'GET /api/tintas/produtos/:id': "a tint base's colour chart, public like the shop's catalogue (tinting.test.ts)",
  'GET /api/tintas/cores/proximas': "the company's colours nearest to a colour, no caller's record (tinting.test.ts)",
  'GET /api/tintas/formula': "a colour's formula from the company's catalogue, no caller's record (tinting.test.ts)",
  'POST /api/tintas/corantes/:id/repor': "adds to a colourant's stock (scope and roles: colourant-restock.test.ts)",
  'GET /api/pedidos/:id/ficha-tingimento/csv':
    "the ticket page's lines as CSV, read through the same order access check (tint-ticket.test.ts)",
  'POST /api/orcamentos/:pedido/link-publico': "issues a budget's public link (scope: public-quotes.test.ts)",
  'DELETE /api/orcamentos/:pedido/link-publico': "revokes a budget's public link (scope: public-quotes.test.ts)",
  'GET /api/orcamentos/:pedido/link-publico':
    "a budget's link state and change requests, read through the order's access check (public-quotes.test.ts)",
  'GET /api/orcamento-publico/:token':
    'the budget of an unguessable link, no login; bad links 404 (public-quotes.test.ts)',
  'POST /api/orcamento-publico/:token/aceitar': 'accepts the budget of a link (public-quotes.test.ts)',
  'POST /api/orcamento-publico/:token/alteracoes': 'files a change request on the budget of a link',
  'GET /api/orcamento-publico/:token/pagamento':
    "the Pix of an accepted budget's link, as its customer sees it; bad links 404 (quote-pix.test.ts)",
  'POST /api/orcamento-publico/:token/pix': "a new Pix for an accepted budget's link (quote-pix.test.ts)",
  'GET /proposta/:token': "the public quote page's HTML with its link preview (public-quotes.test.ts)",
  'POST /api/carrinho/remover-item': 'changes a cart (scope: cart.test.ts)',
  'POST /api/carrinho/remover-itens': 'changes a cart (scope: cart.test.ts)',
  'POST /api/carrinho/cliente': 'changes a cart (scope: cart.test.ts)',
  'POST /api/carrinho/descontos': 'changes a cart (scope: cart.test.ts)',
  'POST /api/carrinho/observacao': 'changes a cart (scope: cart.test.ts)',
  'POST /api/carrinho/copiar': 'copies an order into a cart (scope: order-flow.test.ts)',
  'POST /api/carrinho/condicoes': "sets a cart's terms (scope and tenants: order-terms.test.ts)",
  'POST /api/carrinho/renovar': 'reprices an expired budget (scope: order-terms.test.ts)',
  'GET /api/carrinho/condicoes': "the company's payment options from its store configuration, no record",
  'POST /api/clientes': 'creates a customer',
  'PUT /api/clientes/:codigo': 'changes a customer (scope: customers.test.ts)',
  'POST /api/clientes/:codigo/observacao': 'changes a customer (scope: customers.test.ts)',
  'POST /send-mail': 'mails a customer their access (scope: invitations.test.ts)',
  'POST /api/definir-senha': 'sets a password from a mailed link',
  'POST /cliente-final/solicitar': "a visitor's registration request",
  'POST /gerar-pdf': "prints the caller's own HTML, reads no record",
  'GET /api/grades': "a grid's columns, no rows",
  'GET /api/mapa/config': 'map settings',
  'POST /api/mapa/rota': 'a route between addresses the caller sends',
  'PUT /pedido/:orderCode': 'directs an order (scope: order-flow.test.ts)',
  'POST /delete-budget': 'deletes a budget (scope: order-flow.test.ts)',
  'POST /api/pedidos/:orderCode/cancelar': 'cancels an order (scope: cancel-return.test.ts)',
  'POST /api/pedidos/:orderCode/devolver': 'takes back units of a sale (scope: cancel-return.test.ts)',
  'POST /email-pedido/:id': 'mails an order document (scope: order-mail.test.ts)',
  'POST /apimail/visualizar-servicesendmail': "previews the caller's own HTML, reads no record",
  'POST /apimail/visualizar-entrega': "previews the caller's own HTML, reads no record",
  'POST /enviar/email': 'mails the caller’s HTML with an order document (scope: order-mail.test.ts)',
  'POST /enviar/email/entrega': 'mails the caller’s HTML with an order document (scope: order-mail.test.ts)',
  'POST /api/frete/regras': 'creates a shipping rule',
  'PUT /api/frete/regras/:codigo': 'changes a shipping rule (scope: shipping-rules.test.ts)',
  'DELETE /api/frete/regras/:codigo': 'removes a shipping rule (scope: shipping-rules.test.ts)',
  'GET /api/loja/configuracao': "the store's public settings",
  'POST /api/loja/carrinho/itens': "changes the customer's own cart",
  'POST /api/loja/finalizar': "places the customer's own cart (scope: store.test.ts)",
  'PUT /api/minha-conta/dados': "changes the customer's own phones (scope: privacy.test.ts)",
  'POST /api/minha-conta/solicitacoes': "queues the customer's own request (scope: privacy.test.ts)",
  'POST /api/solicitacoes-titulares/:id': 'an admin answers a data request (scope: privacy.test.ts)',
  'POST /api/acesso/desbloquear': 'an admin unlocks a login (scope: login-lockout.test.ts)',
  'POST /api/acesso/desbloquear-link': 'unlocks a login from a mailed link (scope: login-lockout.test.ts)',
  'POST /api/clientes/:codigo/email': "changes a customer's e-mail (scope: email-change.test.ts)",
  'POST /v1/emails/cliente/alterarSenha': 'mails a reset link; the same reply for any address (password-reset.test.ts)',
  'POST /senha/alterar': "changes the caller's own password (password.test.ts)",
  'POST /get-reset-pass': "changes the caller's own password (password.test.ts)",
  'POST /contato/email': "mails the visitor's message to the company (contact.test.ts)",
  'POST /api/loja/newsletter': "stores the visitor's newsletter sign-up (newsletter.test.ts)",
  'POST /configuracoes-ecommerce/salvar': 'an admin saves a configuration key (settings-editor.test.ts)',
  'POST /api/configuracoes-ecommerce/:nome/versoes/:codigo/restaurar':
    'an admin restores a configuration version (settings-editor.test.ts)',
  'POST /api/configuracao-pagamento/:provedor/testar':
    "an admin tests the company's own provider credentials; no record in the reply (payment-config.test.ts)",
  'GET /api/configuracao-pagamento/notificacoes':
    "an admin reads the company's own notification addresses (their secrets name only it); no record (payment-config.test.ts)",
  'GET /api/pagamentos/pedido/:pedido':
    "an order's payment, read through the order's access policy (visibleOrder; another customer's: 404 in pix.test.ts)",
  'POST /api/pagamentos/pix/webhook/:segredo/pix':
    "the PSP's webhook, authenticated by its secret address (pix.test.ts)",
  'POST /api/pagamentos/cielo/webhook/:segredo':
    "Cielo's notification, authenticated by its secret address; another company's sale changes nothing (card.test.ts)",
  'GET /api/pagamentos/cartao/parcelas':
    "a customer's instalment quote for a total from the store's own rules; no record in the reply (card.test.ts)",
  'POST /api/pagamentos/cartao/sessao':
    "a customer's one-card access token for Cielo's Silent Order Post; no record in the reply (cielo-sop.test.ts)",
  'POST /api/pagamentos/moip/webhook/:segredo':
    "Moip's notification, authenticated by its secret address and the notification preference's token; another company's payment changes nothing (moip.test.ts)",
  'POST /api/pagamentos/cartao/autenticacao':
    "a customer's access token for Cielo's 3-D Secure MPI; no record in the reply (cielo-3ds.test.ts)",
  'POST /api/pagamentos/pagseguro/webhook/:segredo':
    "PagBank's notification, authenticated by its secret address and x-authenticity-token; another company's charge changes nothing (pagseguro.test.ts)",
  'PUT /api/empresa': "changes the company's own data (company.test.ts)",
  'POST /api/usuarios': 'an admin creates a user (users.test.ts)',
  'PUT /api/usuarios/:codigo': 'an admin changes a user (scope: users.test.ts)',
  'POST /api/usuarios/:codigo/ativacao': 'an admin disables or re-enables a user (scope: users.test.ts)',
  'POST /api/usuarios/:codigo/senha': 'an admin mails a user a password link (scope: users.test.ts)',
  'POST /api/usuarios/definir-senha': 'sets a user password from a mailed link (users.test.ts)',
  'POST /api/tabelas-preco': 'a manager creates a price table (roles: pricing.test.ts)',
  'PUT /api/tabelas-preco/:codigo': 'a manager changes a price table (scope and roles: pricing.test.ts)',
  'DELETE /api/tabelas-preco/:codigo': 'a manager deletes a price table (scope and roles: pricing.test.ts)',
  'PUT /api/tabelas-preco/:codigo/itens/:produto': "sets a product's price in a table (scope: pricing.test.ts)",
  'DELETE /api/tabelas-preco/:codigo/itens/:produto': "removes a product's price (scope: pricing.test.ts)",
  'POST /api/tabelas-preco/:codigo/importar': 'imports prices into a table (scope and roles: pricing.test.ts)',
  'PUT /api/produtos/:codigo': 'a manager changes a product (roles: products.test.ts)',
  'POST /produto/editar/:campo': "a manager saves a product's rich text (roles: products.test.ts)",
  'POST /api/produtos/importar': 'an admin previews and writes a product import (roles: products.test.ts)',
  'POST /api/tintas/formulas/importar':
    'a manager previews and writes a formula import (roles: formula-import.test.ts)',
  'POST /api/aprovacoes-desconto/:codigo/aprovar': 'a manager approves a discount (roles: discounts.test.ts)',
  'POST /api/aprovacoes-desconto/:codigo/recusar': 'a manager refuses a discount (roles: discounts.test.ts)',
  'PUT /api/politica-desconto/vendedores/:codigo': "a manager sets a seller's cap (roles: discounts.test.ts)",
  'GET /healthz': 'the process is up',
  'GET /readyz': 'the database answers and is migrated',
};

const keyOf = (entry: Endpoint) => `${entry.method} ${entry.path}`;
const viewers: Viewer[] = [
  'anonymous',
  'customerA',
  'customerB',
  'seller1',
  'seller2',
  'manager',
  'admin',
  'outsider',
  'neighbourAdmin',
];

let w: AccessWorld;
beforeAll(async () => {
  w = await accessWorld();
});
afterAll(() => w.t.close());

async function call(viewer: Viewer, entry: Endpoint, ask: Ask): Promise<Reply> {
  const alias = viewer === 'neighbourAdmin' ? NEIGHBOUR.alias : 'padrao';
  const query = new URLSearchParams({ ...ask.query, apelido: alias });
  const cookie = w.cookies[viewer];
  const reply = await w.t.app.inject({
    method: entry.method,
    url: `${fillPath(entry.path, ask.params)}?${query.toString()}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(ask.body ? { payload: ask.body } : {}),
  });
  const json = String(reply.headers['content-type'] ?? '').includes('json') ? reply.json<unknown>() : undefined;
  return { status: reply.statusCode, json, text: reply.body, raw: reply.rawPayload };
}

/** The rows a viewer got over all the probe's calls; a refusal other than 'not found' shows as its status. */
async function sight(probe: Probe, viewer: Viewer): Promise<string[]> {
  const seen = new Set<string>();
  for (const ask of probe.asks(w)) {
    const reply = await call(viewer, probe.entry, ask);
    if (reply.status === 200) for (const row of await probe.rows(reply, w)) seen.add(row);
    else if (reply.status !== 404) seen.add(`HTTP ${reply.status}`);
  }
  return [...seen].sort();
}

describe('the access table', () => {
  it('knows every call of the contract: probed, or listed as returning no records', () => {
    const probed = new Set(probes.map((p) => keyOf(p.entry)));
    const declared = new Set(allEndpoints().map(keyOf));
    expect(
      allEndpoints()
        .map(keyOf)
        .filter((key) => !probed.has(key) && !(key in notReading)),
    ).toEqual([]);
    expect([...probed].filter((key) => key in notReading)).toEqual([]);
    expect([...probed, ...Object.keys(notReading)].filter((key) => !declared.has(key))).toEqual([]);
  });

  it.each(probes.map((probe) => [keyOf(probe.entry), probe] as const))(
    '%s: each role sees exactly its rows',
    async (_name, probe) => {
      const seen: Record<string, string[]> = {};
      for (const viewer of viewers) seen[viewer] = await sight(probe, viewer);
      expect(seen).toEqual(probe.expected);
    },
    // Eight viewers: a spreadsheet or PDF probe builds eight files, 8 s quiet, past 30 s on a busy machine.
    90_000,
  );
});
