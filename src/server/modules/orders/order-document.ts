import { formatCep, formatDocument, formatPhone } from '../../../shared/br/format-br.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { seesSellerFields, type Viewer } from '../../../shared/domain/access.js';
import { formatMoney } from '../../../shared/br/format-money.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { budgetValidUntil } from '../../../shared/domain/budget-validity.js';
import { orderStatusLabel } from '../../../shared/domain/order-status.js';
import { formatDay } from '../../../shared/br/dates.js';
import { conditionLabel, paymentWithInstalments } from '../../../shared/domain/order-terms.js';
import { orderTitle } from '../../../shared/domain/order-transitions.js';
import { lineTotalCents } from '../../../shared/domain/order-totals.js';
import { messages } from '../../../shared/messages.js';
import type { Tenant } from '../../http/tenant.js';
import { totalsOf } from './cart-presenter.js';
import type { ItemWithProduct, OrderWithCustomer } from './orders.repo.js';

const orNot = (text: string | null | undefined) => escape(text?.trim() ? text : messages.notRegistered);

/** The company's address and how to reach it ('Dados da empresa'), each line only when filled. */
function companyContact(tenant: Tenant): string[] {
  const street = [tenant.street, tenant.streetNumber, tenant.complement].filter(Boolean).join(', ');
  const place = [tenant.district, [tenant.city, tenant.state].filter(Boolean).join('/')].filter(Boolean).join(' - ');
  const address = [street, place, tenant.cep ? `CEP ${formatCep(tenant.cep)}` : ''].filter(Boolean).join(' - ');
  const reach = [tenant.phone ? formatPhone(tenant.phone) : '', tenant.email ?? ''].filter(Boolean).join(' - ');
  return [address, reach].filter(Boolean).map((line) => `<p>${escape(line)}</p>`);
}

/** 'Pedido nº 12' for sales, 'Orçamento nº 12' for budgets, and the company: the document's own name. */
export const documentTitle = (order: OrderWithCustomer['order'], tenant: Tenant) =>
  `${orderTitle(order.status, order.id)} - ${tenant.tradeName}`;

/**
 * The order or budget as one pt-BR HTML fragment: company, customer, items, totals, payment method
 * and notes. The mail body, the preview, the print view and the PDF are all made from it. Discounts
 * are a seller's (spec section 6): for a customer the discount column, the discount and the index
 * lines are left out, as in the cart. The company logo (35 px high) heads it: its address in the
 * preview and the print view, the mail's own attachment (`cid:`) in a mail; the PDF draws it itself.
 */
export function orderDocumentHtml(
  tenant: Tenant,
  row: OrderWithCustomer,
  items: ItemWithProduct[],
  viewer: Pick<Viewer, 'level'>,
  logoUrl?: string,
): string {
  const { order } = row;
  const sellerFields = seesSellerFields(viewer);
  const right = (text: string) => `<td style="text-align:right">${text}</td>`;
  const discountCell = (cents: number) => (sellerFields ? right(formatMoney(cents)) : '');
  const totals = totalsOf(order, items);
  const lines = items.map(({ item }) => {
    const name = displayName({ site: item.description, packaging: item.packaging });
    return `<tr><td>${item.productId}</td><td>${escape(name)}</td>${right(String(item.quantity))}${right(formatMoney(item.unitPriceCents))}${discountCell(item.discountCents)}${right(formatMoney(lineTotalCents(item)))}</tr>`;
  });
  return [
    ...(logoUrl
      ? [`<img src="${escape(logoUrl)}" alt="Logo ${escape(tenant.tradeName)}" height="35" style="height:35px">`]
      : []),
    `<h1>${escape(tenant.tradeName)}</h1>`,
    `<p>${escape(tenant.legalName)}${tenant.cnpj ? ` - CNPJ ${escape(formatDocument(tenant.cnpj))}` : ''}${tenant.stateRegistration ? ` - IE ${escape(tenant.stateRegistration)}` : ''}</p>`,
    ...companyContact(tenant),
    '<hr>',
    `<h2>${escape(documentTitle(order, tenant).replace(` - ${tenant.tradeName}`, ''))}</h2>`,
    `<p>Data: ${formatDay(order.issuedOn)} ${order.issuedAt.slice(0, 5)} - Situação: ${escape(orderStatusLabel(order.status))}</p>`,
    '<h3>Cliente</h3>',
    `<p>${escape(order.customerName)}${order.customerId ? ` (código ${order.customerId})` : ''}</p>`,
    `<p>Endereço: ${orNot(order.address)}</p>`,
    `<p>Telefone: ${orNot(order.phone ? formatPhone(order.phone) : null)}</p>`,
    '<h3>Itens</h3>',
    '<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;width:100%">',
    `<tr><th>Código</th><th>Produto</th><th>Qtd.</th><th>Preço unit.</th>${sellerFields ? '<th>Desconto</th>' : ''}<th>Total</th></tr>`,
    ...lines,
    '</table>',
    '<h3>Totais</h3>',
    `<p>Subtotal: ${formatMoney(totals.itemsCents)}</p>`,
    ...(sellerFields
      ? [
          `<p>Desconto: ${formatMoney(order.discountCents)}</p>`,
          `<p>Índice (${Number(order.percentageIndex).toLocaleString('pt-BR')} %): ${formatMoney(totals.percentageCents)}</p>`,
        ]
      : []),
    ...(order.shippingService
      ? [`<p>Frete (${escape(order.shippingService)}): ${formatMoney(order.shippingCents)}</p>`]
      : []),
    ...(order.instalmentInterestCents > 0
      ? [`<p>Juros do parcelamento: ${formatMoney(order.instalmentInterestCents)}</p>`]
      : []),
    `<p><strong>Total: ${formatMoney(totals.totalCents)}</strong></p>`,
    ...termsLines(row),
    `<p>Observações: ${orNot(order.notes)}</p>`,
  ].join('\n');
}

/** The commercial terms: store and payment always (or 'Não cadastrado'), the others when agreed. */
function termsLines({ order, store, validityDays }: OrderWithCustomer): string[] {
  const validUntil = budgetValidUntil(order.status, order.pricedOn ?? order.issuedOn, validityDays);
  const optional = (label: string, value: string | null) => (value ? [`<p>${label}: ${escape(value)}</p>`] : []);
  return [
    '<h3>Condições comerciais</h3>',
    `<p>Loja: ${orNot(store?.name)}</p>`,
    `<p>Forma de pagamento: ${orNot(order.paymentMethod && paymentWithInstalments(order.paymentMethod, order.instalments))}</p>`,
    ...optional('Situação do pagamento', order.paymentStatus),
    ...optional('Condição de pagamento', order.paymentCondition && conditionLabel(order.paymentCondition)),
    ...optional('Entrega prevista', order.deliveryDate && formatDay(order.deliveryDate)),
    ...optional('Pedido do cliente', order.customerOrderNumber),
    ...optional('Orçamento válido até', validUntil && formatDay(validUntil)),
  ];
}

/** A whole HTML page around a fragment, for the preview frame and the print view. */
export function htmlPage(title: string, body: string, print = false): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#222;margin:16px}h1{font-size:20px;margin:0}
h2{font-size:16px}h3{font-size:14px;margin-bottom:4px}table{font-size:12px}th{background:#eee;text-align:left}
${print ? '@media print{body{margin:0}}' : ''}</style></head><body>${body}</body></html>`;
}
