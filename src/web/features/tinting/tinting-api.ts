import { useQuery } from '@tanstack/react-query';
import { tintingCalls } from '../../../shared/contract/tinting';
import { api, queryKeyOf } from '../../lib/api-client';

/** `enabled` false (the shop does not tint): the chart is not asked for. */
export const useTintChart = (id: number, enabled = true) => {
  const request = { params: { id } };
  return useQuery({
    queryKey: queryKeyOf(tintingCalls.chart, request),
    queryFn: () => api(tintingCalls.chart, request),
    enabled,
  });
};

/** The colours nearest to `rgb` (six hex digits), once one is asked for. */
export const useNearColours = (produto: number, rgb: string | undefined, linha: number | undefined) => {
  const request = { query: { produto, rgb: rgb ?? '', limite: 10, ...(linha ? { linha } : {}) } };
  return useQuery({
    queryKey: queryKeyOf(tintingCalls.nearColours, request),
    queryFn: () => api(tintingCalls.nearColours, request),
    enabled: rgb !== undefined,
  });
};

/** The terminal's tinting search: each list narrowed by the choices before it. */
export const useTintSearch = (query: { maquina?: number; linha?: number; tipo?: number; unidade?: number }) => {
  const request = { query };
  return useQuery({
    queryKey: queryKeyOf(tintingCalls.search, request),
    queryFn: () => api(tintingCalls.search, request),
    placeholderData: (previous) => previous,
  });
};

/** A colour's formula for a base's can, once a colour is chosen. */
export const useCanFormula = (produto: number, cor: string | undefined) => {
  const request = { query: { produto, cor: cor ?? '' } };
  return useQuery({
    queryKey: queryKeyOf(tintingCalls.canFormula, request),
    queryFn: () => api(tintingCalls.canFormula, request),
    enabled: cor !== undefined,
  });
};
