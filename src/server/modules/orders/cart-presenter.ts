import { seesSellerFields, type Viewer } from '../../../shared/domain/access.js';
import { budgetValidUntil, isExpired } from '../../../shared/domain/budget-validity.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { allowedActions, pageTypeOf } from '../../../shared/domain/order-transitions.js';
import { lineTotalCents, orderTotals, type OrderTotals } from '../../../shared/domain/order-totals.js';
import { maxQuantity } from '../../../shared/domain/quantity.js';
import type { CartItem, CartReply } from '../../../shared/schemas/cart.js';
import { localDate } from './clock.js';
import type { ItemWithProduct, OrderWithCustomer } from './orders.repo.js';

const yesNo = (flag: boolean) => (flag ? 'S' : 'N');

/** The order's totals from its lines, in centavos (the one place they are computed). */
export function totalsOf(order: OrderWithCustomer['order'], items: ItemWithProduct[]): OrderTotals {
  const goods = orderTotals(
    items.map(({ item }) => ({
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      discountCents: item.discountCents,
    })),
    order.discountCents,
    Number(order.percentageIndex),
  );
  // Shipping, and a card's instalment interest paid by the buyer, are charged on top of the goods.
  return { ...goods, totalCents: goods.totalCents + order.shippingCents + order.instalmentInterestCents };
}

function presentItem({ item, product }: ItemWithProduct, sellerFields: boolean): CartItem {
  return {
    cficodite: item.id,
    cfiproite: item.productId,
    cfiqtdite: item.quantity,
    cfiprcite: centsToReais(item.unitPriceCents),
    cfiprlite: centsToReais(item.listPriceCents),
    ...(sellerFields ? { cfidscite: centsToReais(item.discountCents), cfidsclis: Number(item.listDiscount) } : {}),
    cfidesite: item.description,
    cfiembite: item.packaging,
    cfiestite: product.stock,
    cfivenite: yesNo(product.sellWithoutStock),
    cfimaqite: yesNo(item.tinted === 1),
    cficorite: item.colorCode,
    cfirgbcrr: item.colorRgb,
    cfidescor: item.colorDescription,
    cfiobsite: item.note,
    cfidirima: product.imagePaths.join('||'),
    cfifabite: product.manufacturerId,
    tipo: item.tinted === 1 ? '1' : '0',
    total: centsToReais(lineTotalCents(item)),
    maximo: maxQuantity(product),
    multiplo: product.multipleMode,
    devolvido: item.returnedQuantity,
  };
}

/** The cart as the wire carries it; a customer never sees the discount fields. */
export function presentCart(
  row: OrderWithCustomer,
  items: ItemWithProduct[],
  viewer: Pick<Viewer, 'level'>,
): CartReply {
  const { order, customer, store } = row;
  const sellerFields = seesSellerFields(viewer);
  const totals = totalsOf(order, items);
  const validade = budgetValidUntil(order.status, order.pricedOn ?? order.issuedOn, row.validityDays);
  return {
    pedido: {
      codigo: order.id,
      cficodped: order.id,
      cfistaped: order.status,
      cfidteped: order.issuedOn,
      cfihorped: order.issuedAt.slice(0, 5),
      cficliped: order.customerId,
      cfinclped: order.customerName,
      cfifanped: order.tradeName,
      cfivalped: centsToReais(totals.totalCents),
      ...(sellerFields
        ? { cfidscped: centsToReais(order.discountCents), cfiindped: Number(order.percentageIndex) }
        : {}),
      cfirecped: order.paymentMethod,
      cfiparped: order.instalments,
      cfinljped: store?.name ?? null,
      loja: order.businessUnitId,
      observacao: order.notes,
      frete: centsToReais(order.shippingCents),
      juros: centsToReais(order.instalmentInterestCents),
      servicoFrete: order.shippingService,
      pagamento: order.paymentStatus,
      condicao: order.paymentCondition,
      entrega: order.deliveryDate,
      pedidoCliente: order.customerOrderNumber,
      validade,
      vencido: isExpired(validade, localDate()),
      subtotal: centsToReais(totals.itemsCents),
      versao: order.version,
      tipoPagina: pageTypeOf(order.status),
      acoes: allowedActions(order.status),
    },
    cliente: customer
      ? { codigo: customer.id, nome: customer.name, credito: customer.credit, restricao: customer.restriction }
      : null,
    itens: items.map((i) => presentItem(i, sellerFields)),
  };
}
