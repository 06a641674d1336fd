import { z } from 'zod';
import { CUSTOM_PERIOD, DEFAULT_PERIOD, periodOptions } from '../domain/periods.js';
import { int4 } from './int4.js';

/** Why a dashboard's filters were refused (400, `exception`). */
export const biMessages = {
  badPeriod: 'Período inválido: escolha uma das opções da lista.',
  customDatesRequired: 'Informe a data inicial e a data final do período personalizado.',
  invertedInterval: 'A data inicial deve ser igual ou anterior à data final.',
  badSwitch: 'Opção inválida.',
  unknownDashboard: 'Painel de BI não encontrado.',
} as const;

/** A 0/1 switch of spec section 9, as a number or its text. */
const zeroOrOne = (fallback: 0 | 1) =>
  z.coerce
    .number({ error: biMessages.badSwitch })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: biMessages.badSwitch }))
    .default(fallback);
const ids = z.array(int4(z.coerce.number().int())).optional();

/** Base of the figures: 0 values (R$), 1 quantities, 2 liters (the product's volume × quantity). */
export const biBases = { 0: 'Valores', 1: 'Quantidades', 2: 'Litros' } as const;
export type BiBase = 0 | 1 | 2;

/**
 * The 'Filtros' of every BI dashboard (spec section 9): `periodo` 0-10 as in shared/domain/periods
 * (10 custom, with `inicio` and `fim`), `incluirMesAtual` 0 yes / 1 no, `considerarConsumidor`
 * 1 yes / 0 no (the walk-in 'CONSUMIDOR' customer, left out by default), `base`, `totalMensal`
 * 0 no / 1 yes, and the lists of stores, representatives, manufacturers and product groups.
 */
export const biFilters = z
  .object({
    periodo: z.coerce
      .number({ error: biMessages.badPeriod })
      .int(biMessages.badPeriod)
      .min(0, biMessages.badPeriod)
      .max(periodOptions.length - 1, biMessages.badPeriod)
      .default(DEFAULT_PERIOD),
    inicio: z.iso.date().optional(),
    fim: z.iso.date().optional(),
    incluirMesAtual: zeroOrOne(0),
    considerarConsumidor: zeroOrOne(0),
    base: z.coerce
      .number({ error: biMessages.badSwitch })
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: biMessages.badSwitch }))
      .default(0),
    totalMensal: zeroOrOne(0),
    loja: ids,
    representantes: ids,
    fabricantes: ids,
    grupos: ids,
  })
  .superRefine((f, ctx) => {
    if (f.periodo !== CUSTOM_PERIOD) return;
    if (!f.inicio || !f.fim)
      ctx.addIssue({ code: 'custom', message: biMessages.customDatesRequired, path: ['inicio'] });
    else if (f.inicio > f.fim) ctx.addIssue({ code: 'custom', message: biMessages.invertedInterval, path: ['fim'] });
  });
export type BiFilters = z.output<typeof biFilters>;
export type BiFiltersInput = z.input<typeof biFilters>;
