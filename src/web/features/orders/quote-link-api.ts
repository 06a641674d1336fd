import { useQuery, useQueryClient } from '@tanstack/react-query';
import { publicQuoteCalls } from '../../../shared/contract/public-quotes';
import { api, queryKeyOf } from '../../lib/api-client';

/** The seller's side: the link's state and change requests beside a budget, issue and revoke. */
export function useQuoteLink(pedido: number, enabled: boolean) {
  const client = useQueryClient();
  const key = queryKeyOf(publicQuoteCalls.state, { params: { pedido } });
  const state = useQuery({
    queryKey: key,
    queryFn: () => api(publicQuoteCalls.state, { params: { pedido } }, { quiet: true }),
    enabled,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    state: state.data,
    issue: async () => {
      const reply = await api(publicQuoteCalls.issue, { params: { pedido } }, { ownMessages: true });
      await refresh();
      return reply;
    },
    revoke: async () => {
      await api(publicQuoteCalls.revoke, { params: { pedido } });
      await refresh();
    },
  };
}
