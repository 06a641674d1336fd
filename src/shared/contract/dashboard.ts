import { dashboardReply } from '../schemas/dashboard.js';
import { goalsQuery, goalsReply, goalsRequest } from '../schemas/goals.js';
import { endpoint } from './endpoint.js';

export const dashboardCalls = {
  /** The back-office landing figures; a seller sees only their representative's. */
  panel: endpoint({ method: 'GET', path: '/api/painel', access: 'operator', reply: dashboardReply }),
  /** The month's sales goals of every representative and store (managers and admins; sellers 403). */
  goals: endpoint({ method: 'GET', path: '/api/metas', access: 'operator', query: goalsQuery, reply: goalsReply }),
  /** Sets (or, with a blank value, removes) goals of a month (managers and admins; sellers 403). */
  saveGoals: endpoint({ method: 'PUT', path: '/api/metas', access: 'operator', body: goalsRequest, reply: goalsReply }),
};
