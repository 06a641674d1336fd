import type { SessionUser } from '../../../shared/schemas/auth';

/** Images are sent by managers and admins (the server refuses anyone else). */
export const canEditImages = (user: SessionUser | null | undefined): boolean =>
  user?.perfil === 'manager' || user?.perfil === 'admin';
