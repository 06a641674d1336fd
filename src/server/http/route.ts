import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema as JsonSchema } from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access, Endpoint, EndpointInput, EndpointReply } from '../../shared/contract/endpoint.js';
import { messages } from '../../shared/messages.js';
import { fieldErrorsOf, replyEnvelope } from '../../shared/schemas/envelope.js';
import type { AuthContext } from './auth-context.js';
import { badRequest } from './errors.js';
import { requireAdmin, requireAuth, requireCustomer, requireOperator } from './request-context.js';

type Caller<A extends Access> = A extends 'public' ? AuthContext | undefined : AuthContext;

export type RouteContext<E extends Endpoint> = EndpointInput<E> & {
  auth: Caller<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A JSON call answers its reply; a document call (or one that answers by hand) the sent FastifyReply. */
type Answer<E extends Endpoint> = E['reply'] extends z.ZodType ? EndpointReply<E> | FastifyReply : FastifyReply;

export type RouteHandler<E extends Endpoint> = (context: RouteContext<E>) => Answer<E> | Promise<Answer<E>>;

type CallerCheck<A extends Access> = (request: FastifyRequest) => Caller<A>;

/** Each access level's check: it refuses the wrong caller and answers the one it lets in. */
const callerChecks: { [A in Access]: CallerCheck<A> } = {
  public: (request) => request.auth,
  session: requireAuth,
  customer: requireCustomer,
  operator: requireOperator,
  admin: requireAdmin,
};

const checkFor = <A extends Access>(access: A): CallerCheck<A> => callerChecks[access];

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

/**
 * One part of the input read through its schema, or the 400 envelope: `exception` is the entry's
 * `invalid` text or the first bad field's message, `erros` names every bad field.
 */
function readPart<S extends z.ZodType>(schema: S, value: unknown, invalid: string | undefined): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error.issues);
  throw badRequest(invalid ?? fields[0]?.mensagem ?? messages.validation.invalidRequest, fields);
}

/**
 * Params, body and query (in the order Fastify would check them) read once through the entry's
 * schemas: a schema may transform (text to cents), so nothing reads the raw input twice.
 */
function readInput<E extends Endpoint>(endpoint: E, request: FastifyRequest): EndpointInput<E> {
  const params = readPart<E['params']>(endpoint.params, request.params, endpoint.invalid);
  // A POST with nothing to say has no body: it is read as an empty object.
  const body = readPart<E['body']>(endpoint.body, request.body ?? {}, endpoint.invalid);
  const query = readPart<E['query']>(endpoint.query, request.query, endpoint.invalid);
  return { params, query, body };
}

/**
 * The schemas replies go through, which drop any field they do not declare: a JSON reply's, and a
 * refusal's (the envelope plus the entry's `refusal` fields, each optional: a 400 carries none of
 * them) where the entry declares one.
 */
function replySchemas(endpoint: Endpoint, replyJson: JsonSchema | undefined): Record<string, z.ZodType | JsonSchema> {
  return {
    ...(replyJson ? { 200: replyJson } : endpoint.reply instanceof z.ZodType ? { 200: endpoint.reply } : {}),
    ...(endpoint.refusal ? { '4xx': replyEnvelope.extend(endpoint.refusal.partial().shape) } : {}),
  };
}

/** Zod schemas write as everywhere (checked, then JSON.stringify); a JSON schema by fast-json-stringify. */
const bySchemaKind: FastifySerializerCompiler<unknown> = (compile) =>
  compile.schema instanceof z.ZodType
    ? serializerCompiler({ ...compile, schema: compile.schema })
    : fastJson(compile.schema as JsonSchema);

/**
 * How a route writes its JSON reply, when not by the entry's zod schema: `replyJson` is a JSON schema
 * for fast-json-stringify, which writes only the fields it declares, with no check. For hot replies
 * whose every value the server built itself (a grid's page); it must describe the entry's reply.
 */
export type RouteOptions = { replyJson?: JsonSchema };

/**
 * Registers a contract entry: the caller is checked before anything is read; a NUL byte anywhere in
 * the input is refused; params, body and query are read through the entry's schemas (a refusal is a
 * pt-BR 400); a JSON reply goes through the reply schema, which drops any field it does not declare.
 * The call counts against its entry's rate limit (`limit`, see http/rate-limit.ts).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const check = checkFor<E['access']>(endpoint.access);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { response: replySchemas(endpoint, options.replyJson) },
    ...(options.replyJson ? { serializerCompiler: bySchemaKind } : {}),
    config: { limitClass: endpoint.limit ?? 'standard' },
    // Before the body is read: a caller who may not call learns nothing about the input.
    onRequest: (request, _reply, done) => {
      let refusal: Error | undefined;
      try {
        check(request);
      } catch (error) {
        refusal = error instanceof Error ? error : new Error(String(error));
      }
      done(refusal);
    },
    handler: async (request, reply) => {
      // Refused the same way in every call, whatever its schemas say.
      refuseNul(request);
      return handler({ ...readInput(endpoint, request), auth: check(request), request, reply });
    },
  });
}
