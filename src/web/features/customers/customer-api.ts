import { useQuery } from '@tanstack/react-query';
import { customerCalls } from '../../../shared/contract/customers';
import { api, queryKeyOf } from '../../lib/api-client';

/** Every customer details query (after a save, all of them are stale). */
export const customerDetailsKey = queryKeyOf(customerCalls.details);

/** The details query of one customer. */
export const customerDetailsKeyOf = (codigo: number) => queryKeyOf(customerCalls.details, { body: { codigo } });

export function useCustomerDetails(codigo: number | undefined) {
  const request = { body: { codigo: codigo ?? 0 } };
  return useQuery({
    queryKey: queryKeyOf(customerCalls.details, request),
    enabled: codigo !== undefined,
    queryFn: () => api(customerCalls.details, request),
  });
}
