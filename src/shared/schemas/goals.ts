import { z } from 'zod';
import { validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import { INT4_MAX, int4 } from './int4.js';

/** The pt-BR texts of the monthly sales goals (the panel's 'Metas' and its calls). */
export const goalMessages = {
  month: 'Informe o mês no formato AAAA-MM.',
  positive: 'Informe um valor maior que zero, ou deixe em branco para ficar sem meta.',
  tooLarge: 'A meta passa do maior valor aceito (R$ 21.474.836,47).',
  repeated: 'Cada representante e cada loja entra uma vez só.',
  unknownRepresentative: 'Representante não encontrado.',
  unknownStore: 'Loja não encontrada.',
  saved: 'Metas salvas.',
} as const;

/** A month as 'YYYY-MM' (the goals' and the panel's month). */
export const monthField = z
  .string({ error: goalMessages.month })
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, goalMessages.month);

const PT_BR = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$|^\d+(,\d{1,2})?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/**
 * A goal typed as pt-BR money ('150.000,00', '1500000', 'R$ 2.000') or sent as decimal reais, read
 * into centavos; blank means no goal (null). Goals run to millions, past the cart's money field.
 */
function goalCents(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : NaN;
  if (typeof value !== 'string') return NaN;
  const text = value.trim().replace(/^R\$\s*/, '');
  if (text === '') return null;
  if (DOT_DECIMAL.test(text)) return Math.round(Number(text) * 100);
  if (!PT_BR.test(text)) return NaN;
  const [integer = '', decimals = ''] = text.replace(/\./g, '').split(',');
  return Number(integer) * 100 + Number(decimals.padEnd(2, '0'));
}

export const goalValue = z.preprocess(
  goalCents,
  z
    .number({ error: m.money })
    .int(m.money)
    .positive(goalMessages.positive)
    .max(INT4_MAX, goalMessages.tooLarge)
    .nullable(),
);

export const goalTargets = ['representante', 'loja'] as const;
export type GoalTarget = (typeof goalTargets)[number];

/** One goal to set: a representative's or a store's, `valor` in reais (blank or null removes it). */
export const goalInput = z.object({
  alvo: z.enum(goalTargets, { error: m.required }),
  codigo: int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number)),
  valor: goalValue,
});

/** PUT /api/metas: the month's goals to set; the ones left out stay as they are. */
export const goalsRequest = z
  .object({ mes: monthField, metas: z.array(goalInput).max(1000) })
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.metas.forEach((goal, index) => {
      const key = `${goal.alvo}:${goal.codigo}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: goalMessages.repeated, path: ['metas', index] });
      seen.add(key);
    });
  });
export type GoalsRequest = z.infer<typeof goalsRequest>;

export const goalsQuery = z.object({ mes: monthField });

const goalRow = z.object({ codigo: z.number(), nome: z.string(), valor: z.number().nullable() });
export type GoalRow = z.infer<typeof goalRow>;

/** The month's goals: every representative and store of the company, `valor` null where none is set. */
export const goalsReply = envelope({
  mes: z.string(),
  representantes: z.array(goalRow),
  lojas: z.array(goalRow),
});
export type GoalsReply = z.infer<typeof goalsReply>;
