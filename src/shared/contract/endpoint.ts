import { z } from 'zod';
// Every schema of the contract speaks pt-BR, in the browser and on the server alike.
import '../schemas/zod-locale.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone (`public`), anyone logged in (`session`), back-office staff (`operator`),
 * administrators (`admin`). A finer rule (whose record it is) is the access policy's, in the service.
 */
export { envelope } from '../schemas/envelope.js';

export type Access = 'public' | 'session' | 'operator' | 'admin';

/** A reply that is not JSON: an HTML page, a PDF or a spreadsheet, sent as a file. */
export type DocumentReply = { kind: 'document'; contentType: string };
export const documentReply = (contentType: string): DocumentReply => ({ kind: 'document', contentType });

type Schema = z.ZodType;

/**
 * One HTTP call, declared once for the browser and the server: method, path (`:name` segments are
 * params), who may call, the zod schemas of what comes in and of the reply.
 */
export type Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | DocumentReply = Schema | DocumentReply,
  A extends Access = Access,
> = {
  method: HttpMethod;
  path: string;
  access: A;
  params: P;
  query: Q;
  body: B;
  reply: R;
  /** The `exception` of a refused input; by default the first bad field's message. */
  invalid?: string;
  /** The extra fields of a refusal (e.g. the fresh cart after a concurrent edit), for the caller to read. */
  refusal?: Schema;
};

type Declaration<P, Q, B, R, A> = {
  method: HttpMethod;
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
  invalid?: string;
  refusal?: Schema;
};

export function endpoint<
  R extends Schema | DocumentReply,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Access = Access,
>(declaration: Declaration<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return {
    ...declaration,
    params: declaration.params as P,
    query: declaration.query as Q,
    body: declaration.body as B,
  };
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What a handler on the server receives, already checked. */
export type EndpointInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

/** What the server answers with (before the reply schema strips unknown fields). */
export type EndpointReply<E extends Endpoint> = E['reply'] extends Schema ? z.input<E['reply']> : never;

/** What the browser reads back. */
export type EndpointResult<E extends Endpoint> = E['reply'] extends Schema ? z.output<E['reply']> : never;

type Optional<K extends string, S> = S extends Schema
  ? undefined extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** What the browser sends: params, query and body, each required when the call has it. */
export type EndpointRequest<E extends Endpoint> = Optional<'params', E['params']> &
  Optional<'query', E['query']> &
  Optional<'body', E['body']>;

/** The path with its params filled: `/api/carrinho/:pedido` + {pedido: 7} -> `/api/carrinho/7`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(wireText(params?.[name])));
}

/** A param or query value as it travels in the address. */
export function wireText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}
