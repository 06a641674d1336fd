import { biCalls } from '../../shared/contract/bi.js';
import { biDashboardNames } from '../../shared/domain/bi-dashboards.js';
import { receivableCents, saleCents } from './access.fixture.js';
import { forOperators } from './access-expectations.js';
import { listed, ownersSumming, rowsOf, type Reply } from './access-rows.js';
import type { Probe } from './access-probes.js';

/**
 * The BI dashboards in the access table: each one's figures, ranking and details over every date
 * (the world's records are today's). A figure names whose records it summed (the amounts are
 * multiples 1, 2 and 4 of one value); a detail row names its customer.
 */
const everyDate = { periodo: 10, inicio: '2000-01-01', fim: '2100-12-31' };

/** Whose records add up to `cents`: none for 0, 'other figures' for a sum that is no set of ours. */
function summedOwners(amounts: Record<'A' | 'B' | 'C', number>, kind: string, cents: number): string[] {
  if (cents === 0) return [];
  const owners = ownersSumming(amounts, Math.round(cents));
  return owners ? owners.map((o) => `${o}.${kind}`) : ['other figures'];
}

export const biProbes: Probe[] = biDashboardNames.flatMap((name): Probe[] => {
  const calls = biCalls[name];
  const accounts = name === 'evolucao-contas';
  const kind = accounts ? 'receivable' : 'sale';
  const amounts = accounts ? receivableCents : saleCents;
  // Budgets vs sales counts each customer's sale and cancelled order as budgets: twice the sale.
  const times = name === 'orcamentos-vs-vendas' ? 2 : 1;
  const owners = (reais: number) => summedOwners(amounts, kind, (reais * 100) / times);
  const figures = forOperators([kind], { neighbourAdmin: ['other figures'] });
  const column = accounts ? 'abertas' : 'vlr';
  return [
    {
      entry: calls.results,
      asks: () => [{ body: everyDate }],
      rows: (r: Reply) => owners((r.json as { total: number }).total),
      expected: figures,
    },
    {
      entry: calls.best,
      asks: () => [{ body: { filterValue: { bi: everyDate }, limit: { page: 0, offset: 100 } } }],
      rows: (r: Reply) => owners(rowsOf(r.json).reduce((sum, row) => sum + Number(row[column]), 0)),
      expected: figures,
    },
    {
      entry: calls.details,
      asks: () => [{ body: { filterValue: { bi: everyDate }, limit: { page: 0, offset: 100 } } }],
      rows: accounts ? listed('receivable', 'sr_recno') : listed('order', 'cficodped'),
      expected: forOperators(times === 2 ? ['sale', 'cancelled'] : [kind]),
    },
  ];
});
