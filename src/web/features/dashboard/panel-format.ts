import { formatMoney } from '../../../shared/br/format-money';
import { formatDay } from '../../../shared/br/dates';
import { reaisToCents } from '../../../shared/domain/money';

/** Decimal reais of a reply as 'R$ 1.234,56'. */
export const money = (reais: number) => formatMoney(reaisToCents(reais));

/** 'YYYY-MM-DD' as 'DD/MM/YYYY' (the sales list's query takes this form). */

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
/** ICU puts a no-break space before '%'; texts and tests want a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** How much of `whole` the `part` is: '85,3 %'. */
export const shareOf = (part: number, whole: number) => plain(percent.format(part / whole));

/** The change from `before` to `now`: '+12,5 %', '-3 %'; undefined when there was nothing before. */
export const changeFrom = (before: number, now: number) =>
  before > 0 ? plain(signedPercent.format((now - before) / before)) : undefined;

const shortMonth = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });
/** 'YYYY-MM' as a chart label: 'nov/25'. */
export const monthLabel = (month: string) => {
  const [year = '', number = '1'] = month.split('-');
  const name = shortMonth.format(new Date(Date.UTC(Number(year), Number(number) - 1, 1))).replace('.', '');
  return `${name}/${year.slice(2)}`;
};

/** The sales list (/comercial/vendas) of one customer over the panel's month so far. */
export const customerSalesLink = (customer: number, period: { inicio: string; fim: string }) =>
  `/comercial/vendas?clientes=${customer}&inicial=${formatDay(period.inicio)}&final=${formatDay(period.fim)}`;
