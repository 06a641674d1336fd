import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerMessages, customerRecord, registrationMessages } from '../../../shared/schemas/customer.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../http/errors.js';
import { requireAuth, requireOperator } from '../../http/request-context.js';
import {
  createCustomer,
  customerDetailsOf,
  saveObservation,
  updateCustomerRecord,
  visibleCustomer,
} from './customers.service.js';

const code = z.coerce.number({ error: 'Informe o código do cliente.' }).int().positive('Informe o código do cliente.');

function parseRecord(body: unknown) {
  const parsed = customerRecord.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw badRequest(
    registrationMessages.invalid,
    parsed.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message })),
  );
}

function parseCode(value: unknown): number {
  const parsed = code.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Informe o código do cliente.');
  return parsed.data;
}

/** Customer records: details (spec's cliente/get-detalhes), e-mail, observation, create and edit. */
export function customerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/cliente/get-detalhes', async (request) =>
    customerDetailsOf(
      ctx.db,
      requireAuth(request),
      parseCode((request.body as { codigo?: unknown } | undefined)?.codigo),
    ),
  );

  app.post('/get-email-cliente', async (request) => {
    const row = await visibleCustomer(
      ctx.db,
      requireAuth(request),
      parseCode((request.body as { cod?: unknown } | undefined)?.cod),
    );
    return { email: row.email ?? '' };
  });

  app.post('/api/clientes', async (request) => {
    const codigo = await createCustomer(ctx.db, requireOperator(request), parseRecord(request.body));
    return { codigo, msg: { tipo: 'success' as const, mensagem: customerMessages.saved } };
  });

  app.put('/api/clientes/:codigo', async (request) => {
    const codigo = parseCode((request.params as { codigo: string }).codigo);
    await updateCustomerRecord(ctx.db, requireOperator(request), codigo, parseRecord(request.body));
    return { codigo, msg: { tipo: 'success' as const, mensagem: customerMessages.saved } };
  });

  app.post('/api/clientes/:codigo/observacao', async (request) => {
    const codigo = parseCode((request.params as { codigo: string }).codigo);
    const text = z.object({ observacao: z.string().max(2000).default('') }).safeParse(request.body ?? {});
    await saveObservation(ctx.db, requireOperator(request), codigo, text.success ? text.data.observacao : '');
    return { msg: { tipo: 'success' as const, mensagem: customerMessages.observationSaved } };
  });
}
