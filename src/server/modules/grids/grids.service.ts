import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import type {
  GridInfo,
  GridReply,
  gridRequest,
  GridRow,
  gridSummaryRequest,
  GridSummaryReply,
} from '../../../shared/schemas/grid.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { notFound } from '../../http/errors.js';
import { gridAt, gridScope } from './grid-catalog.js';
import { columnsFor, type GridColumn, type GridDefinition } from './grid-definition.js';
import { gridRowPages, runGrid, summarizeGrid, type PagedRead } from './grid-engine.js';

type GridBody = z.output<typeof gridRequest>;

/** What the grid at this address offers this caller: its columns (a customer's without sellers' fields), key and default order. */
export function gridInfoAt(address: string, auth: AuthContext): GridInfo {
  const def = gridAt(address);
  if (!def) throw notFound(messages.access.notFound);
  return {
    url: def.endpoint.path,
    key: def.key,
    defaultOrder: def.defaultOrder,
    columns: columnsFor(def, auth).map(({ wire, label, type, statuses, display }) => ({
      wire,
      label,
      type,
      ...(statuses ? { statuses: [...statuses] } : {}),
      ...(display ? { display } : {}),
    })),
  };
}

/** One page of a grid, the caller's rows only. */
export const gridPage = (
  db: Db,
  def: GridDefinition,
  body: GridBody,
  auth: AuthContext,
  tenantId: number,
): Promise<GridReply> => runGrid(db, def, body, gridScope(body, auth, tenantId));

/** Rows and money total of the current query of the grid at this address, the caller's rows only. */
export function gridSummaryAt(
  db: Db,
  body: z.output<typeof gridSummaryRequest>,
  auth: AuthContext,
  tenantId: number,
): Promise<GridSummaryReply> {
  const def = gridAt(body.grade);
  if (!def) throw notFound(messages.access.notFound);
  return summarizeGrid(db, def, body, gridScope(body, auth, tenantId));
}

/**
 * Every row of the current query of the grid at this address (search and filters, no paging, at
 * most `read.max`), page by page, with the grid's columns; undefined when no grid lives there.
 */
export function gridExport(
  db: Db,
  address: string,
  body: GridBody,
  auth: AuthContext,
  tenantId: number,
  read: PagedRead,
): { columns: GridColumn[]; pages: AsyncGenerator<GridRow[]> } | undefined {
  const def = gridAt(address);
  if (!def) return undefined;
  return {
    columns: columnsFor(def, auth),
    pages: gridRowPages(db, def, body, gridScope(body, auth, tenantId), read),
  };
}
