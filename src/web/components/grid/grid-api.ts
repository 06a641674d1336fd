import { useQuery } from '@tanstack/react-query';
import { gridSupportCalls, type GridCall } from '../../../shared/contract/grids';
import type { GridReply, GridRequest } from '../../../shared/schemas/grid';
import { api, queryKeyOf } from '../../lib/api-client';

/** A grid's columns, key and default order, as the server declares them. */
export function useGridInfo(grid: GridCall) {
  const request = { query: { url: grid.path } };
  return useQuery({
    queryKey: queryKeyOf(gridSupportCalls.info, request),
    queryFn: () => api(gridSupportCalls.info, request, { quiet: true }),
    staleTime: Infinity,
  });
}

/** The 'Grid select' request of a page: always `action: 'select'`. */
export const gridPageRequest = (body: GridRequest) => ({ body: { action: 'select' as const, ...body } });

export function fetchGridPage(grid: GridCall, body: GridRequest): Promise<GridReply> {
  return api(grid, gridPageRequest(body));
}
