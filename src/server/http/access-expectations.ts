import { customersOf, type Owner, type Viewer } from './access.fixture.js';

/** What each viewer of the access table must see. Who reaches whose records (shared/domain/access.ts): */
const reach: Record<Exclude<Viewer, 'anonymous' | 'outsider' | 'neighbourAdmin'>, Owner[]> = {
  customerA: ['A'],
  customerB: ['B'],
  seller1: ['A', 'C'],
  seller2: ['B'],
  manager: ['A', 'B', 'C'],
  admin: ['A', 'B', 'C'],
};
const existing = new Set(
  customersOf.flatMap((o) => ['sale', 'cancelled', 'invoice', 'receivable', 'delivery'].map((k) => `${o}.${k}`)),
);
['A.cart', 'B.cart', ...customersOf].forEach((l) => existing.add(l));

export const LOGIN = ['HTTP 401'];
export const REFUSED = ['HTTP 403'];

/**
 * Per viewer, the records of these kinds that viewer reaches ('sale' -> 'A.sale' ...; '' -> the
 * customer 'A'); anonymous callers and the neighbour's operator here get the login; in their own
 * company the neighbour's operator sees their own rows ('vizinha') and never ours.
 */
export function scoped(kinds: string[], overrides: Partial<Record<Viewer, string[]>> = {}): Record<Viewer, string[]> {
  const labels = (owners: Owner[]) =>
    owners
      .flatMap((o) => kinds.map((k) => (k ? `${o}.${k}` : o)))
      .filter((l) => existing.has(l))
      .sort();
  return {
    anonymous: LOGIN,
    outsider: LOGIN,
    neighbourAdmin: ['vizinha'],
    ...(Object.fromEntries(Object.entries(reach).map(([v, owners]) => [v, labels(owners)])) as Record<
      keyof typeof reach,
      string[]
    >),
    ...overrides,
  };
}
export const forOperators = (kinds: string[], overrides: Partial<Record<Viewer, string[]>> = {}) =>
  scoped(kinds, { customerA: REFUSED, customerB: REFUSED, ...overrides });

/** A company-wide list: every allowed caller of the company sees the company's rows. */
export function companyWide(access: 'public' | 'session' | 'operator' | 'admin'): Record<Viewer, string[]> {
  const ours = ['padrao'];
  const refusedUnless = (allowed: boolean) => (allowed ? ours : REFUSED);
  const operator = access !== 'admin';
  const customer = access === 'public' || access === 'session';
  return {
    anonymous: access === 'public' ? ours : LOGIN,
    outsider: access === 'public' ? ours : LOGIN,
    neighbourAdmin: ['vizinha'],
    customerA: refusedUnless(customer),
    customerB: refusedUnless(customer),
    seller1: refusedUnless(operator),
    seller2: refusedUnless(operator),
    manager: refusedUnless(operator),
    admin: ours,
  };
}
