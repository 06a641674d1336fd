import { z } from 'zod';

const figure = z.object({ quantidade: z.number(), valor: z.number() });

/**
 * Whose goal the panel compares with (docs/api.md): the seller's representative's; for the whole
 * company, the sum of the store goals, or of the representatives' when no store has one.
 */
export const goalBases = ['representante', 'lojas', 'representantes'] as const;

/**
 * GET /api/painel: the back-office landing figures, money as decimal reais on the wire. Dates are
 * 'YYYY-MM-DD', months 'YYYY-MM'. The first five fields are the panel's original ones.
 */
export const dashboardReply = z.object({
  mes: z.string(),
  vendasMes: figure,
  orcamentosPendentes: z.number(),
  clientes: z.number(),
  duplicatasVencidas: figure,
  /** This month so far: from its first day to today (the sales list's interval). */
  periodo: z.object({ competencia: z.string(), inicio: z.string(), fim: z.string() }),
  /** The same days of the same month a year earlier, and that whole month. */
  anoAnterior: figure.extend({ inicio: z.string(), fim: z.string(), mesInteiro: z.number() }),
  meta: z.object({ valor: z.number().nullable(), base: z.enum(goalBases).nullable() }),
  /** The oldest open budgets, oldest first (a handful). */
  orcamentosAbertos: z.array(
    z.object({ codigo: z.number(), cliente: z.string(), data: z.string(), valor: z.number(), situacao: z.string() }),
  ),
  /** This month's best customers and products by sales value (products: their lines' value). */
  topClientes: z.array(z.object({ codigo: z.number(), nome: z.string(), quantidade: z.number(), valor: z.number() })),
  topProdutos: z.array(
    z.object({ codigo: z.number(), descricao: z.string(), quantidade: z.number(), valor: z.number() }),
  ),
  /** Sales per month, the last twelve up to this one, oldest first (months without sales at 0). */
  evolucao: z.array(z.object({ mes: z.string(), valor: z.number() })),
});
export type DashboardReply = z.infer<typeof dashboardReply>;
