/** Back-office roles. The spec's manager (isCsgestor) is 'manager'. */
export const operatorRoles = ['admin', 'manager', 'seller'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * The spec's access level: 'C' is a customer (typeLogin 'cliente'); every other level is a seller or
 * operator. We use 'A' admin, 'G' manager (gestor), 'V' seller (vendedor).
 */
export const accessLevels = ['C', 'A', 'G', 'V'] as const;
export type AccessLevel = (typeof accessLevels)[number];
export const CUSTOMER_LEVEL = 'C' satisfies AccessLevel;

const levelOfRole: Record<OperatorRole, AccessLevel> = { admin: 'A', manager: 'G', seller: 'V' };

export function accessLevelOf(role: OperatorRole | null): AccessLevel {
  return role === null ? CUSTOMER_LEVEL : levelOfRole[role];
}

export const roleLabels: Record<OperatorRole, string> = {
  admin: 'Administrador',
  manager: 'Gestor',
  seller: 'Vendedor',
};

/** The caller, as the access policy needs it (the server's session and the web's user both fit). */
export type Viewer = {
  level: AccessLevel;
  /** The customer's own code when `level` is 'C', else the operator's. */
  id: number;
  role: OperatorRole | null;
  representativeId: number | null;
};

/** Whose a record is: its customer and the representative who serves that customer. */
export type Ownership = { customerId: number | null; representativeId: number | null };

/**
 * The one access rule (customers, orders, budgets, deliveries, invoices, receivables, documents):
 * a customer reaches only their own; a seller linked to a representative, that representative's;
 * managers, admins and sellers without a representative, the whole company.
 * 'Not yours' is answered as 'not found' (HTTP 404), so outsiders cannot learn which codes exist.
 */
export type Reach =
  { kind: 'customer'; customerId: number } | { kind: 'representative'; representativeId: number } | { kind: 'company' };

export function reachOf(viewer: Viewer): Reach {
  if (isCustomer(viewer)) return { kind: 'customer', customerId: viewer.id };
  if (viewer.role === 'seller' && viewer.representativeId !== null)
    return { kind: 'representative', representativeId: viewer.representativeId };
  return { kind: 'company' };
}

export function canReach(viewer: Viewer, record: Ownership): boolean {
  const reach = reachOf(viewer);
  if (reach.kind === 'customer') return record.customerId === reach.customerId;
  if (reach.kind === 'representative') return record.representativeId === reach.representativeId;
  return true;
}

/** The one way to ask "is this a customer login?" (access level 'C', typeLogin 'cliente'). */
export const isCustomer = (viewer: Pick<Viewer, 'level'>): boolean => viewer.level === CUSTOMER_LEVEL;

/** Spec section 6: discounts and internal notes are the sellers'; no reply to a customer carries them. */
export const seesSellerFields = (viewer: Pick<Viewer, 'level'>): boolean => !isCustomer(viewer);
