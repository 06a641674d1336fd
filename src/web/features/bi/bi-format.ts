import { formatMoney, formatMoneyCompact } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import type { BiBase } from '../../../shared/schemas/bi-filters';

const units = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const liters = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** A figure in the dashboard's base: 'R$ 1.234,56', '1.234 un.' or '3.456,4 L'. */
export function formatBiValue(value: number, base: BiBase): string {
  if (base === 0) return formatMoney(reaisToCents(value));
  if (base === 1) return `${units.format(value)} un.`;
  return `${liters.format(value)} L`;
}

/** The same, short, for chart axes: 'R$ 3 mil', '1,2 mil un.', '950 L'. */
export function formatBiAxis(value: number, base: BiBase): string {
  if (base === 0) return formatMoneyCompact(reaisToCents(value));
  return `${compact.format(value)} ${base === 1 ? 'un.' : 'L'}`.replace(/[\u00a0\u202f]/g, ' ');
}
