import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gridCalls, gridSupportCalls } from '../../../shared/contract/grids';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import { api, queryKeyOf } from '../../lib/api-client';

const tableRequest = (codigo: number) => ({ params: { codigo } });

/** One price table with its lines. */
export function usePriceTable(codigo: number) {
  return useQuery({
    queryKey: queryKeyOf(priceTableCalls.get, tableRequest(codigo)),
    queryFn: () => api(priceTableCalls.get, tableRequest(codigo), { quiet: true }),
  });
}

/** After a change: the table's own query, the grids' pages and their counts read again. */
export function useRefreshTables() {
  const client = useQueryClient();
  const invalidate = (queryKey: readonly unknown[]) => client.invalidateQueries({ queryKey });
  return async (codigo?: number) => {
    await invalidate(queryKeyOf(gridCalls.priceTables).slice(0, 2));
    await invalidate(queryKeyOf(gridSupportCalls.summary).slice(0, 2));
    if (codigo === undefined) return;
    await invalidate(queryKeyOf(gridCalls.priceTableItems).slice(0, 2));
    await invalidate(queryKeyOf(priceTableCalls.get, tableRequest(codigo)));
  };
}
