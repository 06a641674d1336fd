import { accessLevelOf, CUSTOMER_LEVEL, type OperatorRole } from '../../shared/domain/access.js';
import type { AuthContext } from '../http/auth-context.js';
import type { insertCustomer, insertOperator } from './factories.js';

type Operator = Awaited<ReturnType<typeof insertOperator>>;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;

/** The caller a service sees for this operator, as a login would build it: for tests that call services directly. */
export const operatorAuth = (operator: Operator): AuthContext => ({
  tenantId: operator.tenantId,
  id: operator.id,
  level: accessLevelOf(operator.role),
  role: operator.role,
  representativeId: operator.representativeId,
  name: operator.name,
  email: operator.email,
  tokenHash: '',
});

/** The same for a customer of the store. */
export const customerAuth = (customer: Customer): AuthContext => ({
  tenantId: customer.tenantId,
  id: customer.id,
  level: CUSTOMER_LEVEL,
  role: null,
  representativeId: null,
  name: customer.name,
  email: customer.email ?? '',
  tokenHash: '',
});

/** A caller of this role (`null`: a customer) with no row behind it: for code that reads only the role. */
export const roleAuth = (tenantId: number, role: OperatorRole | null): AuthContext => ({
  tenantId,
  id: 1,
  level: role ? accessLevelOf(role) : CUSTOMER_LEVEL,
  role,
  representativeId: null,
  name: 'Pessoa',
  email: 'pessoa@exemplo.com.br',
  tokenHash: '',
});
