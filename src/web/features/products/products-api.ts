import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gridCalls } from '../../../shared/contract/grids';
import { productCalls } from '../../../shared/contract/products';
import { api, queryKeyOf } from '../../lib/api-client';

const productRequest = (codigo: number) => ({ params: { codigo } });

/** One product with the form's lists and whether this operator may change it. */
export function useProduct(codigo: number) {
  return useQuery({
    queryKey: queryKeyOf(productCalls.get, productRequest(codigo)),
    queryFn: () => api(productCalls.get, productRequest(codigo), { quiet: true }),
  });
}

/** After a change: the product's own query and the list's pages read again. */
export function useRefreshProducts() {
  const client = useQueryClient();
  return async (codigo?: number) => {
    await client.invalidateQueries({ queryKey: queryKeyOf(gridCalls.products).slice(0, 2) });
    if (codigo !== undefined)
      await client.invalidateQueries({ queryKey: queryKeyOf(productCalls.get, productRequest(codigo)) });
  };
}
