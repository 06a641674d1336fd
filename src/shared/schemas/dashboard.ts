import { z } from 'zod';

/** GET /api/painel: the back-office landing figures, money as decimal reais on the wire. */
export const dashboardReply = z.object({
  mes: z.string(),
  vendasMes: z.object({ quantidade: z.number(), valor: z.number() }),
  orcamentosPendentes: z.number(),
  clientes: z.number(),
  duplicatasVencidas: z.object({ quantidade: z.number(), valor: z.number() }),
});
export type DashboardReply = z.infer<typeof dashboardReply>;
