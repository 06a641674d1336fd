import { useQuery } from '@tanstack/react-query';
import type { CustomerDetails } from '../../../shared/schemas/customer';
import { call } from '../../lib/api-client';

export function useCustomerDetails(codigo: number | undefined) {
  return useQuery({
    queryKey: ['cliente', codigo],
    enabled: codigo !== undefined,
    queryFn: () => call<CustomerDetails>('/cliente/get-detalhes', { body: { codigo } }),
  });
}
