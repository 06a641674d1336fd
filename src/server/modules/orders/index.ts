/** The face of the orders module: what other modules, the composition root and tools may use. */
export { totalsOf } from './cart-presenter.js';
export { cartRoutes } from './cart.routes.js';
export { addItem, changeOrder, createCart, loadCart, visibleOrder } from './cart.service.js';
export type { CartChange } from './cart.service.js';
export { localDate, localTime } from './clock.js';
export { deliveryRoutes } from './deliveries.routes.js';
export { htmlPage, orderDocumentHtml } from './order-document.js';
export { shortageMessage } from './order-flow.service.js';
export { orderMailRoutes } from './order-mail.routes.js';
export { isOpenBudget, isSale } from './order-status-sql.js';
export { findItems, findOpenCart, findStalePrices, repriceItems, takeStock } from './orders.repo.js';
export type { ItemWithProduct, OrderWithCustomer } from './orders.repo.js';
export { orderRoutes } from './orders.routes.js';
