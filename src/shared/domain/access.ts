/** Back-office roles. The spec's manager (isCsgestor) is 'manager'. */
export const operatorRoles = ['admin', 'manager', 'seller'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * The spec's access level: 'C' is a customer (typeLogin 'cliente'); every other level is a seller or
 * operator. We use 'A' admin, 'G' manager (gestor), 'V' seller (vendedor).
 */
export type AccessLevel = 'C' | 'A' | 'G' | 'V';
export const CUSTOMER_LEVEL = 'C' satisfies AccessLevel;

const levelOfRole: Record<OperatorRole, AccessLevel> = { admin: 'A', manager: 'G', seller: 'V' };

export function accessLevelOf(role: OperatorRole | null): AccessLevel {
  return role === null ? CUSTOMER_LEVEL : levelOfRole[role];
}

export function isCustomerLevel(level: AccessLevel): boolean {
  return level === CUSTOMER_LEVEL;
}

export const roleLabels: Record<OperatorRole, string> = {
  admin: 'Administrador',
  manager: 'Gestor',
  seller: 'Vendedor',
};
