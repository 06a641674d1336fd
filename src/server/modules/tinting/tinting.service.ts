import type { Db } from '../../db/client.js';
import { findActiveColour, searchActiveColours } from './tinting.repo.js';

/** The colours a tint base can be sold in (the full tinting flow, by machine and line, is its own feature). */
export const activeColour = (db: Db, tenantId: number, code: string) => findActiveColour(db, tenantId, code);

export const findColours = (db: Db, tenantId: number, term: string, limit = 20) =>
  searchActiveColours(db, tenantId, term, limit);
