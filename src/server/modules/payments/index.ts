/** The face of the payments module: the Pix charges (checkout, status, webhook) and their routes. */
export { paymentRoutes } from './payments.routes.js';
export { PixClient } from './pix-client.js';
export { PixPayments } from './pix.service.js';
