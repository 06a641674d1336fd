import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access, Endpoint, EndpointInput, EndpointReply } from '../../shared/contract/endpoint.js';
import { messages } from '../../shared/messages.js';
import type { AuthContext } from './auth-context.js';
import { badRequest } from './errors.js';
import { requireAdmin, requireAuth, requireOperator } from './request-context.js';

type Caller<A extends Access> = A extends 'public' ? AuthContext | undefined : AuthContext;

export type RouteContext<E extends Endpoint> = EndpointInput<E> & {
  auth: Caller<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A JSON call answers its reply; a document call (or one that answers by hand) the sent FastifyReply. */
type Answer<E extends Endpoint> = E['reply'] extends z.ZodType ? EndpointReply<E> | FastifyReply : FastifyReply;

export type RouteHandler<E extends Endpoint> = (context: RouteContext<E>) => Answer<E> | Promise<Answer<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `exception` for a refused input (see the error handler). */
    invalidMessage?: string;
  }
}

const callerChecks: Record<Access, (request: FastifyRequest) => AuthContext | undefined> = {
  public: (request) => request.auth,
  session: requireAuth,
  operator: requireOperator,
  admin: requireAdmin,
};

const NUL = '\u0000';

/**
 * The first field (dotted path) whose name or text holds a NUL byte, which no field may hold and
 * PostgreSQL refuses in text; undefined when there is none.
 */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'corpo' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return at.replaceAll(NUL, '');
    const found = fieldWithNul(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a NUL byte in the path, the query or the body with a pt-BR 400 naming the field. */
function refuseNul(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const campo = fieldWithNul(part);
    if (campo !== undefined) {
      const mensagem = messages.validation.invalidCharacter(campo);
      throw badRequest(mensagem, [{ campo, mensagem }]);
    }
  }
}

/** A body may be absent (a POST with nothing to say): it is read as an empty object. */
const bodyOrEmpty = (schema: z.ZodType) => z.preprocess((value) => value ?? {}, schema);

/**
 * Registers a contract entry: Fastify checks params, query and body with the entry's schemas (a
 * refusal becomes the 400 envelope in the error handler), after refusing a NUL byte anywhere in them;
 * the caller is checked before anything is read, and a JSON reply goes through the reply schema, which drops any field it does not declare.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>): void {
  const check = callerChecks[endpoint.access];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { invalidMessage: endpoint.invalid },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: bodyOrEmpty(endpoint.body) } : {}),
      ...(endpoint.reply instanceof z.ZodType ? { response: { 200: endpoint.reply } } : {}),
    },
    onRequest: (request, _reply, done) => {
      try {
        check(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    // Before the schemas: a NUL byte is refused the same way in every call, whatever its schema says.
    preValidation: (request, _reply, done) => {
      try {
        refuseNul(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    handler: async (request, reply) =>
      handler({
        // Checked by the schemas above before the handler runs.
        params: request.params as EndpointInput<E>['params'],
        query: request.query as EndpointInput<E>['query'],
        body: request.body as EndpointInput<E>['body'],
        auth: request.auth as Caller<E['access']>,
        request,
        reply,
      }),
  });
}
