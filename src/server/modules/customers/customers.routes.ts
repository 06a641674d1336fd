import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../../shared/contract/customers.js';
import { customerMessages } from '../../../shared/schemas/customer.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import { route } from '../../http/route.js';
import {
  createCustomer,
  customerDetailsOf,
  purchaseComparison,
  saveObservation,
  updateCustomerRecord,
  visibleCustomer,
} from './customers.service.js';
import { changeCustomerEmail } from './email-change.service.js';

const saved = { tipo: 'success' as const, mensagem: customerMessages.saved };

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; mail: MailService };

/**
 * Customer records: details (spec's cliente/get-detalhes), e-mail, observation, create and edit, and
 * the yearly purchase comparison.
 */
export function customerRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, customerCalls.details, ({ body, auth }) => customerDetailsOf(ctx.db, auth, body.codigo));

  route(app, customerCalls.email, async ({ body, auth }) => {
    const row = await visibleCustomer(ctx.db, auth, body.cod);
    return { email: row.email ?? '' };
  });

  route(app, customerCalls.create, async ({ body, auth }) => {
    const codigo = await createCustomer(ctx.db, auth, body);
    return { codigo, msg: saved };
  });

  route(app, customerCalls.update, async ({ params, body, auth }) => {
    await updateCustomerRecord(ctx.db, auth, params.codigo, body);
    return { codigo: params.codigo, msg: saved };
  });

  route(app, customerCalls.changeEmail, async ({ params, body, auth, request }) => {
    await changeCustomerEmail(ctx.db, ctx.mail, auth, request.tenant, params.codigo, body.email);
    return { codigo: params.codigo, msg: { tipo: 'success' as const, mensagem: messages.customerEmail.changed } };
  });

  route(app, customerCalls.observation, async ({ params, body, auth }) => {
    await saveObservation(ctx.db, auth, params.codigo, body.observacao);
    return { msg: { tipo: 'success' as const, mensagem: customerMessages.observationSaved } };
  });

  route(app, customerCalls.comparison, async ({ body, auth }) => ({
    resultSet: await purchaseComparison(ctx.db, auth, body.idCliente),
  }));
}
