import { formatMoney } from '../br/format-money.js';
import { allowedInstalments } from './minimum-purchase.js';

/**
 * Who pays for the instalments above the interest-free ones ('pcl' semJuros), as each provider
 * charges them: 'issuer' (Cielo's `Interest: 'ByIssuer'`: the amount stays the goods' total and the
 * card's issuer adds its own rate, unknown to us), 'buyer' (PagBank: the provider's own calculation
 * gives the total with interest, charged on the card) or 'none' (Moip: its API v2 takes only
 * instalments the store absorbs, so only the interest-free ones are offered).
 */
export type InterestPolicy = 'issuer' | 'buyer' | 'none';

/** Each card provider's way of charging the interest (the checkout's plan follows the company's provider). */
export const interestPolicies = { cielo: 'issuer', pagseguro: 'buyer', moip: 'none' } as const satisfies Record<
  string,
  InterestPolicy
>;

/** 'pcl': at most `max` instalments, each at least `minimumCents`; the first `interestFree` carry no interest (none set: all). */
export type InstalmentRule = { max: number; minimumCents: number; interestFree?: number | undefined };

export type InstalmentOption = {
  count: number;
  /** Each instalment but the last. */
  instalmentCents: number;
  /** The last instalment, which takes the remainder of the division (never less than the others). */
  lastCents: number;
  /** What the card is charged (with the buyer's interest when there is any). */
  totalCents: number;
  /** 'none': interest-free; otherwise who adds the interest. */
  interest: 'none' | 'issuer' | 'buyer';
};

/** Whether n instalments carry interest under the rule. One instalment never does. */
export const carriesInterest = (count: number, rule: InstalmentRule) =>
  count > 1 && rule.interestFree !== undefined && count > Math.max(1, rule.interestFree);

/** n instalments of a total in centavos: equal ones rounded down, the last one absorbs the remainder. */
export function splitInstalments(
  totalCents: number,
  count: number,
): Pick<InstalmentOption, 'instalmentCents' | 'lastCents'> {
  const instalmentCents = Math.floor(totalCents / count);
  return { instalmentCents, lastCents: totalCents - instalmentCents * (count - 1) };
}

/**
 * The instalment plan of a card payment, the one the checkout shows and the server charges. The
 * count allowed comes from the goods ('pcl', as before); the amounts are of what is charged (goods
 * and shipping). With 'buyer' interest, `buyerTotals` holds the provider's total for each count above
 * the interest-free ones; a count it does not price is not offered.
 */
export function instalmentPlan(
  { goodsCents, amountCents }: { goodsCents: number; amountCents: number },
  rule: InstalmentRule,
  policy: InterestPolicy,
  buyerTotals: ReadonlyMap<number, number> = new Map(),
): InstalmentOption[] {
  const options: InstalmentOption[] = [];
  for (let count = 1; count <= allowedInstalments(goodsCents, rule); count++) {
    const carries = carriesInterest(count, rule);
    if (carries && policy === 'none') break;
    const interest = carries ? policy : 'none';
    const totalCents = interest === 'buyer' ? buyerTotals.get(count) : amountCents;
    if (totalCents === undefined) continue;
    options.push({ count, ...splitInstalments(totalCents, count), totalCents, interest });
  }
  return options;
}

/** The option as the card form lists it ('3x de R$ 33,34 sem juros', '6x de R$ 18,50 (total R$ 111,00)', '8x com juros do emissor do cartão'). */
export function instalmentLabel(option: InstalmentOption): string {
  const each = `${option.count}x de ${formatMoney(option.instalmentCents)}`;
  if (option.interest === 'issuer') return `${option.count}x com juros do emissor do cartão`;
  if (option.interest === 'buyer') return `${each} (total ${formatMoney(option.totalCents)})`;
  return `${each} sem juros`;
}
