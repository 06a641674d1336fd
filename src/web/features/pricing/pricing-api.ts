import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gridCalls } from '../../../shared/contract/grids';
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

/** After a change: the table's own query and the list's pages read again. */
export function useRefreshTables() {
  const client = useQueryClient();
  return async (codigo?: number) => {
    await client.invalidateQueries({ queryKey: queryKeyOf(gridCalls.priceTables).slice(0, 2) });
    if (codigo !== undefined)
      await client.invalidateQueries({ queryKey: queryKeyOf(priceTableCalls.get, tableRequest(codigo)) });
  };
}
