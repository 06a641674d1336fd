import type { z } from 'zod';
import { messages } from '../../shared/messages.js';
import { badRequest } from './errors.js';

/** Reads a payload with its schema; a refusal names each bad field and changes nothing. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const erros = parsed.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message }));
  throw badRequest(erros[0]?.mensagem ?? messages.validation.invalidRequest, erros);
}
