import { isOperatorUser, type SessionUser } from '../../../shared/schemas/auth';

/** Customers land in the store; operators in the back-office. */
export function homePathFor(user: SessionUser | undefined | null): string {
  return isOperatorUser(user) ? '/painel' : '/';
}
