import type { z } from 'zod';
import { validationMessages as m } from '../validation-messages.js';

/** PostgreSQL's integer (int4): every id and code lives in it. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * Bounds a wire integer to PostgreSQL's integer: a larger id names no record and is refused (400,
 * in pt-BR) instead of reaching the database ('value out of range for type integer', a 500).
 */
export const int4 = <T extends z.core.$ZodNumberInternals>(schema: z._ZodNumber<T>, message: string = m.number) =>
  schema.min(INT4_MIN, message).max(INT4_MAX, message);
