/** The face of the customers module: what other modules, the composition root and tools may use. */
export { customerRoutes } from './customers.routes.js';
export type { CustomerRow } from './customers.repo.js';
export { registeredAddresses, saveOwnContactFields, visibleCustomer } from './customers.service.js';
export { invitationRoutes } from './invitations.routes.js';
export { registrationRoutes } from './registration.routes.js';
