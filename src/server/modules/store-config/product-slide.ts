import type { Db } from '../../db/client.js';
import { findActiveSettings } from './store-config.repo.js';

/** Spec section 9 shows at most a slide's worth of products; more codes than this are not read. */
const MAX_SLIDE_PRODUCTS = 24;

/**
 * The 'slp' row: the products the admin put on the home page's first slide, by code, in their
 * order (codes that are not whole numbers are skipped), or null when the row is off or empty.
 */
export async function readProductSlide(db: Db, tenantId: number): Promise<{ title: string; ids: number[] } | null> {
  const [row] = await findActiveSettings(db, tenantId, ['slp']);
  const value = row?.value as Record<string, unknown> | undefined;
  // Stryker disable next-line ArrayDeclaration: equivalent; a made-up code is not a whole number and is skipped below
  const codes = Array.isArray(value?.produtos) ? value.produtos : [];
  // Number() reads ' 7 ' as 7: a code typed with spaces counts.
  const ids = [
    ...new Set(codes.map((code) => Number(String(code))).filter((id) => Number.isSafeInteger(id) && id > 0)),
  ].slice(0, MAX_SLIDE_PRODUCTS);
  if (ids.length === 0) return null;
  return { title: typeof value?.titulo === 'string' && value.titulo.trim() ? value.titulo.trim() : 'Destaques', ids };
}
