import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicQuoteCalls } from '../../../shared/contract/public-quotes';
import { usePolledPayment } from '../../components/pix/PixPanel';
import { api, queryKeyOf } from '../../lib/api-client';

/** The budget behind the page's token; a link that opens nothing is an error the page shows itself. */
export function usePublicQuote(token: string) {
  return useQuery({
    queryKey: queryKeyOf(publicQuoteCalls.view, { params: { token } }),
    queryFn: () => api(publicQuoteCalls.view, { params: { token } }, { ownErrors: true }),
    retry: false,
  });
}

/** The customer's answers; each reads the budget again afterwards. */
export function useQuoteAnswers(token: string) {
  const client = useQueryClient();
  const refresh = () =>
    client.invalidateQueries({ queryKey: queryKeyOf(publicQuoteCalls.view, { params: { token } }) });
  return {
    accept: async () => {
      const reply = await api(publicQuoteCalls.accept, { params: { token } });
      await refresh();
      return reply.mensagem;
    },
    askChanges: async (mensagem: string) =>
      (await api(publicQuoteCalls.askChanges, { params: { token }, body: { mensagem } }, { ownMessages: true }))
        .mensagem,
  };
}

/** The Pix of the accepted budget, polled while it waits. */
export function useQuotePayment(token: string) {
  const request = { params: { token } };
  return usePolledPayment(queryKeyOf(publicQuoteCalls.payment, request), () =>
    api(publicQuoteCalls.payment, request, { quiet: true }),
  );
}

/** 'Gerar novo Pix' after one expired unpaid: the page then shows the new one. */
export function useNewQuotePix(token: string) {
  const client = useQueryClient();
  const request = { params: { token } };
  return useMutation({
    mutationFn: () => api(publicQuoteCalls.newPix, request),
    onSuccess: (reply) => client.setQueryData(queryKeyOf(publicQuoteCalls.payment, request), reply),
  });
}
