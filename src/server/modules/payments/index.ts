/** The face of the payments module: Pix, card and boleto charges (checkout, status, webhooks, refunds) and their routes. */
export { paymentRoutes } from './payments.routes.js';
export { PixClient } from './pix-client.js';
export { PixPayments, type PixCharge } from './pix.service.js';
export { CardPayments, type CardAccount, type CardOrder } from './card.service.js';
export { CardWebhooks } from './card-webhooks.js';
export { PagSeguroOrdersClient } from './pagseguro-orders-client.js';
export { MoipPaymentsClient } from './moip-payments-client.js';
export type { MoipPreferences } from './moip-preferences.js';
export { CardSweep } from './card-sweep.js';
export { BoletoPayments } from './boleto.service.js';
export { CieloSalesClient } from './cielo-sales-client.js';
export { CieloSopClient, usesSilentOrderPost } from './cielo-sop-client.js';
export { CieloMpiClient, chargesUnauthenticated, usesAntifraud, usesThreeDSecure } from './cielo-mpi-client.js';
export type { CardCharge, FraudContext } from './payment-provider.js';
export { PaymentRefunds } from './refunds.service.js';
export type { PaymentRow } from './payments.repo.js';
export { listenForPixWebhooks } from './pix-webhook-listener.js';
