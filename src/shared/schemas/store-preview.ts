import { z } from 'zod';
import type { StoreConfigReply } from './store-config.js';

/**
 * The live preview of the store configuration editor (docs/store-configuration.md): the editor
 * posts the key being edited, as it would be saved, to the storefront in a frame; the storefront,
 * in preview mode only, shows it over the configuration it read from the server.
 */
export const previewMessages = { draft: 'balcao:previa', ready: 'balcao:previa-pronta' } as const;

/** The query parameter that opens the storefront in preview mode (`/?previa=1`). */
export const PREVIEW_PARAM = 'previa';

export const previewDraft = z.object({
  nome: z.string().length(3),
  ativacao: z.union([z.literal(0), z.literal(1)]),
  valor: z.record(z.string(), z.unknown()),
});
export type PreviewDraft = z.infer<typeof previewDraft>;

/** Editor to storefront: the one unsaved key to show (null: none, the saved store as it is). */
export const draftMessage = z.object({ tipo: z.literal(previewMessages.draft), rascunho: previewDraft.nullable() });

/** Storefront to editor: the frame is listening, send the draft now. */
export const readyMessage = z.object({ tipo: z.literal(previewMessages.ready) });

/**
 * The configuration with the draft in place of its key's row: the store serves only active rows,
 * so a draft switched off takes its key out. Any key overlays; the storefront switches (`vitrine`)
 * are resolved by the server and stay as saved.
 */
export function withDraft(config: StoreConfigReply, draft: PreviewDraft | null): StoreConfigReply {
  if (!draft) return config;
  const others = Object.fromEntries(Object.entries(config.configuracoes).filter(([key]) => key !== draft.nome));
  return {
    ...config,
    configuracoes: draft.ativacao === 1 ? { ...others, [draft.nome]: draft.valor } : others,
  };
}
