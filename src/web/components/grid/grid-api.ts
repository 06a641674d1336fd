import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gridSupportCalls, type GridCall } from '../../../shared/contract/grids';
import type { GridReply, GridRequest, GridSummaryRequest } from '../../../shared/schemas/grid';
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

/**
 * Rows and money total of the grid's current query (no page, no order: they do not change them),
 * asked beside the page so a slow count never holds the rows back.
 */
export function useGridSummary(grid: GridCall, body: Omit<GridSummaryRequest, 'grade'>, enabled: boolean) {
  const request = { body: { ...body, grade: grid.path } };
  return useQuery({
    queryKey: queryKeyOf(gridSupportCalls.summary, request),
    queryFn: () => api(gridSupportCalls.summary, request, { quiet: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
