import { z } from 'zod';

/**
 * The reply envelope of spec sections 7 and 8. Any reply may carry these fields on top of its own:
 * `exception` (warning toast, success handler skipped), `msg` (toast of its type), or
 * `redirecionar` + `html` (session expired: the 'stay logged in' modal).
 */
export const toastKind = z.enum(['success', 'error', 'warning', 'info']);
export type ToastKind = z.infer<typeof toastKind>;

export const replyMessage = z.object({ tipo: toastKind, mensagem: z.string() });
export type ReplyMessage = z.infer<typeof replyMessage>;

export const fieldError = z.object({ campo: z.string(), mensagem: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/** The `erros` of a refused input: each zod issue's field (a dotted path) and its message. */
export const fieldErrorsOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError[] =>
  issues.map((issue) => ({ campo: issue.path.map(String).join('.'), mensagem: issue.message }));

export const replyEnvelope = z.object({
  exception: z.string().optional(),
  msg: replyMessage.optional(),
  redirecionar: z.boolean().optional(),
  html: z.string().optional(),
  /** Per-field messages of a refused form, so the form can mark each field. */
  erros: z.array(fieldError).optional(),
});
export type ReplyEnvelope = z.infer<typeof replyEnvelope>;

/** A JSON reply object: its own fields plus the envelope any reply may carry (msg, exception ...). */
export const envelope = <S extends z.ZodRawShape>(shape: S) => replyEnvelope.extend(shape);
