import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeConfigCalls } from '../../../shared/contract/store-config';
import type { StoreConfigReply } from '../../../shared/schemas/store-config';
import { withDraft } from '../../../shared/schemas/store-preview';
import { api, queryKeyOf } from '../../lib/api-client';
import { usePreviewDraft } from './store-preview';

/** The store's configuration, with the editor's unsaved key over it when the store is a live preview. */
export function useStoreConfig() {
  const draft = usePreviewDraft();
  const select = useCallback((config: StoreConfigReply) => withDraft(config, draft), [draft]);
  return useQuery({
    queryKey: queryKeyOf(storeConfigCalls.settings),
    queryFn: () => api(storeConfigCalls.settings, {}, { quiet: true }),
    staleTime: 5 * 60_000,
    select,
  });
}

/** A text field of a configuration row, or the fallback. */
export function settingText(config: StoreConfigReply | undefined, key: string, field: string, fallback = ''): string {
  const value = config?.configuracoes[key]?.[field];
  return typeof value === 'string' ? value : fallback;
}
