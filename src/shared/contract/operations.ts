import { probeReply } from '../schemas/operations.js';
import { endpoint } from './endpoint.js';

/**
 * Probes for load balancers and orchestrators. They answer for the process, not for a company, so
 * they need no `apelido` and run outside the tenant and session hooks.
 */
export const operationsCalls = {
  /** The process is up and answering (liveness). */
  health: endpoint({ method: 'GET', path: '/healthz', access: 'public', reply: probeReply }),
  /** The database answers and has every migration of this version (readiness); otherwise 503. */
  ready: endpoint({ method: 'GET', path: '/readyz', access: 'public', reply: probeReply }),
};
