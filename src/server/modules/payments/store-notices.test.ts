import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/client.js';
import { insertCustomer, insertOrder, insertTenant } from '../../test/factories.js';
import { writeStoreSettings } from '../../test/store-settings.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { PaymentRow } from './payments.repo.js';
import { placedSaleVoidedNotice, refusedBoletoNotice, voidedSaleNotice } from './store-notices.js';

/**
 * The store's e-mails about a payment that needs a person, read whole: the title, why, the facts to
 * find the sale at the provider and what to do. A company with two new-order addresses; its orders
 * are from a customer with an e-mail (a name that needs escaping) and one without.
 */
let database: Database;
let tenantId: number;
let withEmail: number;
let withoutEmail: number;
let silentTenant: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  ({ id: tenantId } = await insertTenant(db, { email: 'empresa@loja.test' }));
  await writeStoreSettings(db, tenantId, { key: 'nte', value: { emails: ['pedidos@loja.test', 'dono@loja.test'] } });
  const ana = await insertCustomer(db, tenantId, { name: 'Ana & Filhos', email: ' ana@cliente.test ' });
  const bia = await insertCustomer(db, tenantId, { name: 'Bia Sem E-mail', email: null });
  ({ id: withEmail } = await insertOrder(db, tenantId, { customerId: ana.id, customerName: ana.name }));
  ({ id: withoutEmail } = await insertOrder(db, tenantId, { customerId: bia.id, customerName: bia.name }));
  ({ id: silentTenant } = await insertTenant(db, { email: null }));
});
afterAll(() => database.close());

const charge = (overrides: Partial<PaymentRow>): PaymentRow => ({
  tenantId,
  id: 1,
  orderId: withEmail,
  provider: 'cielo',
  method: 'O',
  providerRef: 'BALCAO-REF-1',
  amountCents: 27_600,
  state: paymentStates.refunded,
  reason: null,
  copyPaste: null,
  expiresAt: null,
  paidAt: null,
  endToEndId: null,
  payerName: 'Pagador do Cartão',
  payerDocument: '52998224725',
  cardMask: '401200******1047',
  instalments: null,
  providerOrder: null,
  voidingUntil: null,
  registeringUntil: null,
  documentUrl: null,
  dueOn: null,
  payerAddress: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

const li = (label: string, value: string) => `<li><b>${label}:</b> ${value}</li>`;
/** The mail to the company's two new-order addresses. */
const notice = (subject: string, html: string) => ({
  tenantId,
  to: ['pedidos@loja.test', 'dono@loja.test'],
  subject,
  html,
});

describe('the notice of a card sale voided without an order', () => {
  it('tells who paid, how much, where to find the sale, that the money went back and that nothing is to be done', async () => {
    const mail = await voidedSaleNotice(database.db, charge({}), 'PAY-123');
    const title = 'Venda no cartão cancelada sem pedido: R$ 276,00 de Ana & Filhos';
    expect(mail).toEqual(
      notice(
        title,
        '<h2>Venda no cartão cancelada sem pedido: R$ 276,00 de Ana &amp; Filhos</h2>' +
          '<p>A operadora aprovou a venda, mas a resposta não chegou ao checkout (ou o pedido não pôde ser concluído), e o cliente não finalizou a compra em 15 minutos.</p>' +
          '<p>Sem pedido, a loja não separaria nem entregaria os produtos: por isso o Balcão cancelou a venda na operadora, e o valor foi estornado no cartão do cliente (a devolução aparece na fatura no prazo do banco emissor).</p>' +
          '<ul>' +
          li('Cliente', 'Ana &amp; Filhos (ana@cliente.test)') +
          li('Valor', 'R$ 276,00') +
          li('Operadora', 'Cielo') +
          li('Id da venda na operadora', 'PAY-123') +
          li('Referência do Balcão na operadora', 'BALCAO-REF-1') +
          li('Carrinho', `nº ${withEmail}`) +
          li('Cartão', '401200******1047') +
          '</ul>' +
          '<p>O que fazer: nada na operadora. Se o cliente procurar a loja, explique que a cobrança foi cancelada e que a compra pode ser feita de novo na loja virtual: o carrinho dele continua guardado.</p>',
      ),
    );
  });

  it("says the antifraud's late approval when that was the reason, and the instalments and a card it does not know", async () => {
    const mail = await voidedSaleNotice(
      database.db,
      charge({ reason: m.cardInReviewReason, instalments: 3, cardMask: null, provider: 'pagseguro' }),
      'PAY-9',
    );
    expect(mail?.html).toContain(
      '<p>A operadora aprovou a venda na análise antifraude (revisão manual) depois que o cliente saiu da página, e ele não voltou para finalizar a compra em 15 minutos.</p>',
    );
    expect(mail?.html).toContain(li('Valor', 'R$ 276,00 em 3x'));
    expect(mail?.html).toContain(li('Operadora', 'PagSeguro'));
    expect(mail?.html).toContain(li('Cartão', 'não informado'));
  });

  it("names the payer when the cart's order is gone, and a provider outside the list by its code", async () => {
    const mail = await voidedSaleNotice(database.db, charge({ orderId: 999_999, provider: 'outra' }), 'PAY-1');
    expect(mail?.subject).toBe('Venda no cartão cancelada sem pedido: R$ 276,00 de Pagador do Cartão');
    expect(mail?.html).toContain(li('Cliente', 'Pagador do Cartão'));
    expect(mail?.html).toContain(li('Operadora', 'outra'));
  });

  it('is not written for a company with no address to tell', async () => {
    expect(await voidedSaleNotice(database.db, charge({ tenantId: silentTenant }), 'PAY-1')).toBeUndefined();
  });
});

describe('the notice of a placed order whose card sale was voided', () => {
  it('asks the store not to deliver before it is paid', async () => {
    const mail = await placedSaleVoidedNotice(database.db, charge({ orderId: withoutEmail, instalments: 2 }), 'PAY-77');
    const title = `Pedido nº ${withoutEmail} com a venda no cartão estornada: confira antes de entregar`;
    expect(mail).toEqual(
      notice(
        title,
        `<h2>${title}</h2>` +
          '<p>A varredura de vendas sem pedido cancelou esta venda na operadora, mas a resposta da operadora demorou e, nesse meio tempo, o cliente concluiu a compra com a mesma venda. O pedido foi gravado e o valor voltou para o cartão do cliente.</p>' +
          '<p>O pagamento do pedido agora aparece como &#39;Estornado&#39;.</p>' +
          '<ul>' +
          li('Pedido', `nº ${withoutEmail}`) +
          li('Cliente', 'Bia Sem E-mail') +
          li('Valor estornado', 'R$ 276,00 em 2x') +
          li('Operadora', 'Cielo') +
          li('Id da venda na operadora', 'PAY-77') +
          li('Referência do Balcão na operadora', 'BALCAO-REF-1') +
          '</ul>' +
          '<p>O que fazer: não entregue os produtos antes de receber. Fale com o cliente e combine outra forma de pagamento (ou cancele o pedido para liberar o estoque).</p>',
      ),
    );
  });
});

describe('the notice of a boleto Cielo refused', () => {
  const boleto = (overrides: Partial<PaymentRow>) =>
    charge({ method: 'D', state: paymentStates.refused, cardMask: null, dueOn: '2026-12-10', ...overrides });

  it('asks the store to issue its own boleto, with the due date asked and the reason', async () => {
    const mail = await refusedBoletoNotice(database.db, boleto({}), 'CPF ou CNPJ do pagador não aceito (126)');
    const title = `Boleto do pedido nº ${withEmail} recusado pela Cielo: emita o boleto da loja`;
    expect(mail).toEqual(
      notice(
        title,
        `<h2>${title}</h2>` +
          '<p>O pedido continua valendo, com os produtos reservados, como pedido de boleto a receber.</p>' +
          '<ul>' +
          li('Pedido', `nº ${withEmail}`) +
          li('Cliente', 'Ana &amp; Filhos (ana@cliente.test)') +
          li('Valor', 'R$ 276,00') +
          li('Vencimento pedido à Cielo', '10/12/2026') +
          li('Motivo', 'CPF ou CNPJ do pagador não aceito (126)') +
          li('Referência na Cielo (MerchantOrderId)', 'BALCAO-REF-1') +
          '</ul>' +
          '<p>O que fazer: emita o boleto da loja para este pedido e envie-o ao cliente, como para um cliente sem CPF/CNPJ. O cliente recebeu um e-mail com o motivo e o aviso de que a loja vai enviar o boleto.</p>' +
          '<p>Se o motivo for a conta da Cielo (boleto registrado não habilitado para o banco escolhido), fale com a Cielo: enquanto isso, todo boleto da loja virtual cai neste caminho.</p>',
      ),
    );
  });

  it('asks the store to tell a customer without e-mail itself, and leaves out a due date never asked', async () => {
    const mail = await refusedBoletoNotice(database.db, boleto({ orderId: withoutEmail, dueOn: null }), 'Recusado');
    expect(mail?.html).toContain(li('Cliente', 'Bia Sem E-mail') + li('Valor', 'R$ 276,00') + li('Motivo', 'Recusado'));
    expect(mail?.html).toContain(
      'como para um cliente sem CPF/CNPJ. O cliente não tem e-mail no cadastro: avise-o de que a loja vai enviar o boleto.</p>',
    );
  });

  it('names the payer when the order is gone, and is not written for a company with no address', async () => {
    const gone = await refusedBoletoNotice(database.db, boleto({ orderId: 999_999 }), 'Recusado');
    expect(gone?.html).toContain(li('Cliente', 'Pagador do Cartão'));
    expect(await refusedBoletoNotice(database.db, boleto({ tenantId: silentTenant }), 'Recusado')).toBeUndefined();
  });
});
