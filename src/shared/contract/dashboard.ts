import { dashboardReply } from '../schemas/dashboard.js';
import { endpoint } from './endpoint.js';

export const dashboardCalls = {
  /** The back-office landing figures; a seller sees only their representative's. */
  panel: endpoint({ method: 'GET', path: '/api/painel', access: 'operator', reply: dashboardReply }),
};
