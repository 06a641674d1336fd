import { Box, Table } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { monthAbbreviations, type Purchases, type PurchaseYear } from '../../../shared/domain/purchase-comparison';

const moneyCell = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** A month's value and units; a month still to come shows a dash, not a zero that reads as 'bought nothing'. */
function Cells({ purchases }: { purchases: Purchases | null | undefined }) {
  return (
    <>
      <Table.Td {...moneyCell}>{purchases ? formatMoney(purchases.cents) : '—'}</Table.Td>
      <Table.Td ta="right">{purchases ? purchases.units : '—'}</Table.Td>
    </>
  );
}

/** Months × years, value and units per year, and a 'Total' row with what each year bought so far. */
export function ComparisonTable({ years }: { years: PurchaseYear[] }) {
  return (
    // On a phone the years scroll sideways inside their own box (reachable by keyboard) instead of
    // running out of the sheet.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Compras por mês e ano">
      <Table fz="xs" striped withTableBorder miw={60 + 170 * years.length}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mês</Table.Th>
            {years.map(({ year }) => (
              <Table.Th key={year} colSpan={2} ta="center">
                {year}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th />
            {years.map(({ year }) => [
              <Table.Th key={`${year}v`} ta="right">
                Valor
              </Table.Th>,
              <Table.Th key={`${year}q`} ta="right">
                Qtd.
              </Table.Th>,
            ])}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthAbbreviations.map((month, i) => (
            <Table.Tr key={month}>
              <Table.Td>{month}</Table.Td>
              {years.map((y) => (
                <Cells key={y.year} purchases={y.months[i]} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="comparativo-total">
            <Table.Th scope="row">Total</Table.Th>
            {years.map((y) => (
              <Cells key={y.year} purchases={y.total} />
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
