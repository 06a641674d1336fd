import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

type Option = { value: string; label: string };

const fromRows = (rows: Array<Record<string, string | number>>, value: string, label: string): Option[] =>
  rows.map((row) => ({ value: String(row[value]), label: String(row[label]) }));
const fromMap = (map: Record<string, string>): Option[] =>
  Object.entries(map)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

/** The option lists of the Filtros area, from the spec's filter-list calls. */
export function useFilterLists(enabled: boolean) {
  const stores = useQuery({
    queryKey: ['filtro', 'lojas'],
    enabled,
    staleTime: 300_000,
    queryFn: async () =>
      fromRows(
        (await call<{ resultSet: Array<Record<string, string | number>> }>('/loja/results', { body: {}, quiet: true }))
          .resultSet,
        'cficodloj',
        'cfifanloj',
      ),
  });
  const representatives = useQuery({
    queryKey: ['filtro', 'representantes'],
    enabled,
    staleTime: 300_000,
    queryFn: async () => fromMap(await call<Record<string, string>>('/representate/filtro', { body: {}, quiet: true })),
  });
  const operators = useQuery({
    queryKey: ['filtro', 'funcionarios'],
    enabled,
    staleTime: 300_000,
    queryFn: async () =>
      fromMap(await call<Record<string, string>>('/api/funcionarios/filtro', { body: {}, quiet: true })),
  });
  return { stores: stores.data ?? [], representatives: representatives.data ?? [], operators: operators.data ?? [] };
}
