import { useQuery } from '@tanstack/react-query';
import { gridSupportCalls } from '../../../shared/contract/grids';
import { api, queryKeyOf } from '../../lib/api-client';

type Option = { value: string; label: string };

const fromMap = (map: Record<string, string>): Option[] =>
  Object.entries(map)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

/** The option lists of the Filtros area, from the spec's filter-list calls. */
export function useFilterLists(enabled: boolean) {
  const stores = useQuery({
    queryKey: queryKeyOf(gridSupportCalls.stores),
    enabled,
    staleTime: 300_000,
    queryFn: async () =>
      (await api(gridSupportCalls.stores, {}, { quiet: true })).resultSet.map((row) => ({
        value: String(row.cficodloj),
        label: row.cfifanloj,
      })),
  });
  const representatives = useQuery({
    queryKey: queryKeyOf(gridSupportCalls.representatives),
    enabled,
    staleTime: 300_000,
    queryFn: async () => fromMap(await api(gridSupportCalls.representatives, {}, { quiet: true })),
  });
  const operators = useQuery({
    queryKey: queryKeyOf(gridSupportCalls.employees),
    enabled,
    staleTime: 300_000,
    queryFn: async () => fromMap(await api(gridSupportCalls.employees, {}, { quiet: true })),
  });
  return { stores: stores.data ?? [], representatives: representatives.data ?? [], operators: operators.data ?? [] };
}

/** The manufacturer and product group lists, for the filters of item dashboards. */
export function useItemFilterLists(enabled: boolean) {
  const manufacturers = useQuery({
    queryKey: queryKeyOf(gridSupportCalls.manufacturers),
    enabled,
    staleTime: 300_000,
    queryFn: async () =>
      (await api(gridSupportCalls.manufacturers, {}, { quiet: true })).resultSet.map((row) => ({
        value: String(row.cficodfab),
        label: row.cfinomfab,
      })),
  });
  const groups = useQuery({
    queryKey: queryKeyOf(gridSupportCalls.productGroups),
    enabled,
    staleTime: 300_000,
    queryFn: async () =>
      (await api(gridSupportCalls.productGroups, {}, { quiet: true })).resultSet.map((row) => ({
        value: String(row.cficodgrp),
        label: row.cfidesgrp,
      })),
  });
  return { manufacturers: manufacturers.data ?? [], groups: groups.data ?? [] };
}
