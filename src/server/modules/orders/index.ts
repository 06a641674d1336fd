/**
 * The face of the orders module: what other modules, the composition root and tools may use. Others
 * change an order only through its services (`changeOrder` and the changes it takes, the shop's
 * operations), never its repo: the SQL stays here. The document rendering is what the shop's
 * confirmation mail shows.
 */
export { cartRoutes } from './cart.routes.js';
export { addItem, changeOrder, visibleOrder, type CartChange } from './cart.service.js';
export { cancelUnpaidSale, setOrderPaymentStatus } from './order-payment.service.js';
export type { OrderRefunds } from './cancellation.service.js';
export { localDate, localTime } from './clock.js';
export { deliveryRoutes } from './deliveries.routes.js';
export { htmlPage, orderDocumentHtml } from './order-document.js';
export { takeStockOrRefuse } from './order-stock.service.js';
export { orderMailRoutes } from './order-mail.routes.js';
export type { ItemWithProduct, OrderWithCustomer } from './orders.repo.js';
export { orderRoutes } from './orders.routes.js';
export { paymentNewsMail, paymentOrderFacts, type MailLink, type PaymentNews } from './payment-mail.js';
export { openShopCart, orderGoods, repriceToToday, shopCartFor } from './shop-orders.service.js';
export type { OrderGoods } from './shop-orders.service.js';
export { acceptBudget, budgetAsCustomerSees, budgetCustomer } from './quote-acceptance.service.js';
