/** Our own carrier-independent shipping table (the admin's rules), money in centavos. */
export type ShippingRule = {
  service: string;
  state: string | null;
  cepFrom: string | null;
  cepTo: string | null;
  days: number;
  basePriceCents: number;
  pricePerKgCents: number;
  /** Percentage of the order value added to the price. */
  orderPercent: number;
  /** Free when the order is worth at least this much. */
  freeAboveCents: number | null;
};

export type Destination = { cep: string; state: string | undefined };
export type Parcel = { weightKg: number; valueCents: number };
export type ShippingQuote = { service: string; days: number; priceCents: number };

/** A rule applies when its state (if any) and its CEP range (if any) both contain the destination. */
export function ruleApplies(rule: ShippingRule, to: Destination): boolean {
  if (rule.state && rule.state !== to.state) return false;
  if (rule.cepFrom && to.cep < rule.cepFrom) return false;
  if (rule.cepTo && to.cep > rule.cepTo) return false;
  return true;
}

/** Base price + each started kilogram + the share of the order value; free above the rule's value. */
export function priceOf(rule: ShippingRule, parcel: Parcel): number {
  if (rule.freeAboveCents !== null && parcel.valueCents >= rule.freeAboveCents) return 0;
  const weight = Math.ceil(Math.max(0, parcel.weightKg));
  return (
    rule.basePriceCents + weight * rule.pricePerKgCents + Math.round((parcel.valueCents * rule.orderPercent) / 100)
  );
}

/** The options for a destination: per service, the most specific applicable rule; cheapest first. */
export function shippingQuotes(rules: ShippingRule[], to: Destination, parcel: Parcel): ShippingQuote[] {
  const specificity = (r: ShippingRule) => (r.cepFrom || r.cepTo ? 2 : 0) + (r.state ? 1 : 0);
  const best = new Map<string, ShippingRule>();
  for (const rule of rules.filter((r) => ruleApplies(r, to))) {
    const current = best.get(rule.service);
    if (!current || specificity(rule) > specificity(current)) best.set(rule.service, rule);
  }
  return [...best.values()]
    .map((rule) => ({ service: rule.service, days: rule.days, priceCents: priceOf(rule, parcel) }))
    .sort((a, b) => a.priceCents - b.priceCents || a.days - b.days);
}

/** The store pickup option (retirada.ativacao '1'): 'Retirar na loja R$ 0,00'. */
export const PICKUP_SERVICE = 'Retirar na loja';
export const pickupQuote: ShippingQuote = { service: PICKUP_SERVICE, days: 0, priceCents: 0 };

/** How long a delivery takes, as the shop says it: 'até 1 dia útil', 'até 3 dias úteis'; nothing for pickup. */
export function deliveryTime(days: number): string {
  if (days <= 0) return '';
  return days === 1 ? 'até 1 dia útil' : `até ${days} dias úteis`;
}
