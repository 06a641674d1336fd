import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../shared/br/format-money';
import { paymentCalls } from '../../../shared/contract/payments';
import { reaisToCents } from '../../../shared/domain/money';
import { api, queryKeyOf } from '../../lib/api-client';

type Option = { value: string; label: string };

/**
 * The instalments the checkout's select lists. A card's come from the server (the store's 'pcl' and
 * its provider's interest: 'sem juros', the buyer's total with PagBank, the issuer's interest with
 * Cielo), asked again when the total or the brand changes; other methods split the total evenly.
 */
export function useInstalmentOptions(
  byCard: boolean,
  amounts: { goods: number; total: number; max: number },
  brand: string,
): Option[] {
  const query = { produtos: amounts.goods, total: amounts.total, bandeira: brand };
  const plan = useQuery({
    queryKey: queryKeyOf(paymentCalls.instalmentPlan, { query }),
    queryFn: () => api(paymentCalls.instalmentPlan, { query }),
    enabled: byCard && amounts.goods > 0 && amounts.total > 0,
    retry: false,
  });
  if (byCard) return (plan.data?.parcelas ?? []).map((p) => ({ value: String(p.numero), label: p.rotulo }));
  return Array.from({ length: amounts.max }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1}x de ${formatMoney(Math.round(reaisToCents(amounts.total) / (i + 1)))}`,
  }));
}
