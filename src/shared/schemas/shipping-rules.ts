import { z } from 'zod';
import { int4 } from './int4.js';
import { isValidCep } from '../br/cep.js';
import { onlyDigits } from '../br/only-digits.js';
import { validationMessages as m } from '../validation-messages.js';
import { moneyCents, percentage } from './cart.js';
import { requiredText, stateCodes } from './fields.js';

export const shippingRuleMessages = {
  saved: 'Regra de frete salva.',
  removed: 'Regra de frete excluída.',
  cepRange: 'Informe o CEP inicial e o final, com o inicial menor ou igual ao final.',
  whereRequired: 'Informe a UF, a faixa de CEP ou as duas.',
  notFound: 'Regra de frete não encontrada.',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const cep = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((v) => isValidCep(v), m.cep)
    .transform(onlyDigits)
    .optional(),
);

/** One rule of our shipping table as the admin edits it (money as '12,50' or 12.5; centavos inside). */
export const shippingRuleInput = z
  .object({
    servico: requiredText(60),
    estado: z.preprocess(blankToUndefined, z.enum(stateCodes, { error: 'Informe uma UF válida.' }).optional()),
    cepInicial: cep,
    cepFinal: cep,
    prazo: z.coerce.number({ error: m.number }).int(m.number).min(0, m.number).max(90, m.number),
    valorBase: moneyCents,
    valorPorKg: moneyCents,
    percentual: percentage,
    /** 0 or empty: never free. */
    gratisAcima: moneyCents,
    ativo: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    if (!!rule.cepInicial !== !!rule.cepFinal || (rule.cepInicial && rule.cepFinal && rule.cepInicial > rule.cepFinal))
      ctx.addIssue({ code: 'custom', message: shippingRuleMessages.cepRange, path: ['cepFinal'] });
    if (!rule.estado && !rule.cepInicial)
      ctx.addIssue({ code: 'custom', message: shippingRuleMessages.whereRequired, path: ['estado'] });
  });
export type ShippingRuleInput = z.infer<typeof shippingRuleInput>;

/** A rule on the wire (money in reais). */
export const shippingRuleView = z.object({
  codigo: z.number(),
  servico: z.string(),
  estado: z.string().nullable(),
  cepInicial: z.string().nullable(),
  cepFinal: z.string().nullable(),
  prazo: z.number(),
  valorBase: z.number(),
  valorPorKg: z.number(),
  percentual: z.number(),
  gratisAcima: z.number().nullable(),
  ativo: z.boolean(),
});
export type ShippingRuleView = z.infer<typeof shippingRuleView>;

export const shippingRuleParams = z.object({ codigo: int4(z.coerce.number().int().positive()) });
