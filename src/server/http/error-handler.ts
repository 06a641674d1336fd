import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.js';
import type { ReplyEnvelope } from '../../shared/schemas/envelope.js';
import { isConnectionLost } from '../db/client.js';
import { AppError, SessionRequiredError } from './errors.js';

/** The one place where failures become the spec's reply envelope. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SessionRequiredError) {
      const body: ReplyEnvelope = { redirecionar: true, html: messages.login.sessionExpiredHtml };
      return reply.status(401).send(body);
    }
    if (error instanceof AppError) {
      const body: ReplyEnvelope = { ...error.extra, exception: error.message, erros: error.fields };
      return reply.status(error.status).send(body);
    }
    if (isConnectionLost(error)) {
      // Only the kind of failure: the statement and its parameters stay out of the log.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database connection lost');
      return reply.status(503).send({ exception: messages.database.unavailable } satisfies ReplyEnvelope);
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ exception: error.message } satisfies ReplyEnvelope);
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ exception: messages.validation.invalidRequest });
    }
    // Through the err serializer (http/logging.ts): a failed statement is logged by kind and table,
    // never with its values; the line carries the request id.
    request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    return reply.status(500).send({ exception: messages.transportError } satisfies ReplyEnvelope);
  });
}
