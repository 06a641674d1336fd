import { useQuery } from '@tanstack/react-query';
import { storeConfigCalls } from '../../../shared/contract/store-config';
import type { StoreConfigReply } from '../../../shared/schemas/store-config';
import { api, queryKeyOf } from '../../lib/api-client';

export function useStoreConfig() {
  return useQuery({
    queryKey: queryKeyOf(storeConfigCalls.settings),
    queryFn: () => api(storeConfigCalls.settings, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}

/** A text field of a configuration row, or the fallback. */
export function settingText(config: StoreConfigReply | undefined, key: string, field: string, fallback = ''): string {
  const value = config?.configuracoes[key]?.[field];
  return typeof value === 'string' ? value : fallback;
}
