/** The face of the tenants module: what other modules, the composition root and tools may use. */
export { companyRoutes } from './company.routes.js';
export { TenantResolver } from './tenant-resolver.js';
export { findTenantByAlias, storeExists } from './tenants.repo.js';
export { tenantExists } from './tenants.service.js';
