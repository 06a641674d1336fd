/** The face of the mail module: what other modules, the composition root and tools may use. */
export { mailRoutes } from './mail.routes.js';
export { MailService, notTakenYet, type DeliveryStatus, type Mail } from './mail.service.js';
export { outboxBacklog, type OutboxBacklog } from './outbox-backlog.js';
export { admitRelay, type RelayLimits, type Sender } from './relay.js';
