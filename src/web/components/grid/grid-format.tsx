import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatBr } from '../../../shared/br/format-br';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import type { StatusTone } from '../../../shared/domain/status-colors';
import type { GridColumnInfo } from '../../../shared/schemas/grid';

const toneColors: Record<StatusTone, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  neutral: 'gray',
};

/** 'YYYY-MM-DD' or 'DD-MM-YYYY' as DD/MM/YYYY. */
export function formatDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  return value.replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$1/$2/$3');
}

export type StatusView = {
  tone: (value: string) => StatusTone;
  label?: (value: string) => string;
  /** The label in the status search, where values that read alike in a cell must be told apart. */
  choiceLabel?: (value: string) => string;
};

const decimalFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A cell as people read it: money in R$, dates DD/MM/YYYY, statuses as coloured badges. */
export function formatCell(
  column: GridColumnInfo,
  value: string | number | null | undefined,
  status?: StatusView,
): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (column.display) return formatBr(column.display, String(value));
  if (column.type === 'money') return formatMoney(reaisToCents(Number(value)));
  if (column.type === 'decimal') return decimalFormat.format(Number(value));
  if (column.type === 'date') return formatDate(String(value));
  if (column.type === 'status' && status) {
    return (
      <Badge
        color={toneColors[status.tone(String(value))]}
        // A coloured dot beside black text: light badges' coloured text misses AA contrast (3.8:1).
        variant="dot"
        tt="none"
        miw="fit-content"
        styles={{ label: { overflow: 'visible' } }}
        data-tone={status.tone(String(value))}
      >
        {status.label?.(String(value)) ?? String(value)}
      </Badge>
    );
  }
  return String(value);
}
