/** The face of the payment-config module: what the composition root and tools may use. */
export { CieloClient } from './cielo-client.js';
export { MoipClient } from './moip-client.js';
export { paymentConfigRoutes } from './payment-config.routes.js';
export type { PaymentGateways } from './payment-config.service.js';
export { ask, GatewayError, type PaymentGateway, type Transport } from './payment-gateway.js';
