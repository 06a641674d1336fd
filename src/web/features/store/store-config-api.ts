import { useQuery } from '@tanstack/react-query';
import type { StoreConfigReply } from '../../../shared/schemas/store-config';
import { call } from '../../lib/api-client';

export function useStoreConfig() {
  return useQuery({
    queryKey: ['loja', 'configuracao'],
    queryFn: () => call<StoreConfigReply>('/api/loja/configuracao', { quiet: true }),
    staleTime: 5 * 60_000,
  });
}

/** A text field of a configuration row, or the fallback. */
export function settingText(config: StoreConfigReply | undefined, key: string, field: string, fallback = ''): string {
  const value = config?.configuracoes[key]?.[field];
  return typeof value === 'string' ? value : fallback;
}
