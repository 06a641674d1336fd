import type { Viewer } from './access.js';

/**
 * Releasing or blocking a customer's credit is a manager's or an admin's decision, never a seller's
 * (who would be judging their own sale) nor a customer's. The server enforces it; the form hides
 * the control from everyone else.
 */
export const decidesCredit = (viewer: Pick<Viewer, 'role'>): boolean =>
  viewer.role === 'admin' || viewer.role === 'manager';
