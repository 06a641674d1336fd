import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { discountCalls } from '../../../shared/contract/discounts';
import { api, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

/** The order's latest discount request ('Aguardando aprovação' ...), null when none was needed. */
export function useOrderApproval(pedido: number) {
  const request = { params: { pedido } };
  return useQuery({
    queryKey: queryKeyOf(discountCalls.ofOrder, request),
    queryFn: () => api(discountCalls.ofOrder, request, { quiet: true }),
  });
}

/** Reads the approval state of every order again (after a placement, a decision). */
export function useApprovalRefresh() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[1] === 'string' && queryKey[1].startsWith('/api/aprovacoes-desconto'),
    });
}

/**
 * Once per back-office load: the managers' decisions on this seller's discount requests since they
 * last looked, as toasts that stay until closed (the e-mail says the same).
 */
export function useApprovalNotices(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    void api(discountCalls.notices, {}, { quiet: true }).then(
      ({ avisos }) => {
        for (const aviso of avisos)
          showToast({
            kind: aviso.situacao === 'aprovada' ? 'success' : 'warning',
            title: aviso.situacao === 'aprovada' ? 'Desconto aprovado' : 'Desconto recusado',
            message: aviso.mensagem,
            duration: false,
          });
      },
      () => undefined,
    );
  }, [enabled]);
}
