import { useQuery } from '@tanstack/react-query';
import type { GridInfo, GridReply } from '../../../shared/schemas/grid';
import { call } from '../../lib/api-client';

/** A grid's columns, key and default order, as the server declares them. */
export function useGridInfo(url: string) {
  return useQuery({
    queryKey: ['grade', url],
    queryFn: () => call<GridInfo>(`/api/grades?url=${encodeURIComponent(url)}`, { quiet: true }),
    staleTime: Infinity,
  });
}

export function fetchGridPage(url: string, body: Record<string, unknown>): Promise<GridReply> {
  return call<GridReply>(url, { body: { action: 'select', ...body } });
}
