import type { AccessLevel, OperatorRole, Viewer } from '../../shared/domain/access.js';

/** The logged-in caller of a request (a customer or an operator); it is the access policy's Viewer. */
export type AuthContext = Viewer & {
  tenantId: number;
  name: string;
  email: string;
  role: OperatorRole | null;
  level: AccessLevel;
  representativeId: number | null;
  tokenHash: string;
};
