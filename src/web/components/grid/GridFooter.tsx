import { Button, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import type { GridSummaryReply } from '../../../shared/schemas/grid';

type Props = {
  page: number;
  summary: GridSummaryReply | undefined;
  /** The label of the summed column ('Valor'), as the grid shows it. */
  totalLabel: string | undefined;
  onPrevious: () => void;
  onNext: () => void;
  hasNext: boolean;
};

const count = new Intl.NumberFormat('pt-BR');

/** '1.234 registros · Valor: R$ 56.789,00', or 'Mais de 100.000 registros' when the count stopped. */
function summaryText({ quantidade, mais, total }: GridSummaryReply, totalLabel: string | undefined): string {
  const rows = mais
    ? `Mais de ${count.format(quantidade)} registros`
    : `${count.format(quantidade)} ${quantidade === 1 ? 'registro' : 'registros'}`;
  return total ? `${rows} · ${totalLabel ?? 'Total'}: ${formatMoney(reaisToCents(total.valor))}` : rows;
}

/** Under the grid: how many rows the filters give and their total, the page, and Previous/Next. */
export function GridFooter({ page, summary, totalLabel, onPrevious, onNext, hasNext }: Props) {
  return (
    <Group justify="space-between" data-print-hide>
      <Text size="sm" c="dimmed" data-testid="resumo-grade">
        Página {page + 1}
        {summary && ` · ${summaryText(summary, totalLabel)}`}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={onPrevious} disabled={page === 0}>
          Anterior
        </Button>
        <Button variant="default" onClick={onNext} disabled={!hasNext}>
          Próxima
        </Button>
      </Group>
    </Group>
  );
}
