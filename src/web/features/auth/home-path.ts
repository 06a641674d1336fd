import type { SessionUser } from '../../../shared/schemas/auth';

/** Customers land in the store; operators in the back-office. */
export function homePathFor(user: SessionUser | undefined | null): string {
  return !user || user.nivel === 'C' ? '/' : '/painel';
}
