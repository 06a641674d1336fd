import { z } from 'zod';
// Every schema of the contract speaks pt-BR, in the browser and on the server alike.
import '../schemas/zod-locale.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export { envelope } from '../schemas/envelope.js';

/**
 * Who may call: anyone (`public`), anyone logged in (`session`), a customer login (`customer`, the
 * store's purchase), back-office staff (`operator`), administrators (`admin`). A finer rule (whose
 * record it is) is the access policy's, in the service.
 */
export type Access = 'public' | 'session' | 'customer' | 'operator' | 'admin';

/**
 * Which rate limit a call counts against (the server sets each one's size): `standard` by default;
 * tighter ones for logging in, self-registration, password and unlock links, sending mail, PDFs and
 * spreadsheets. Calls of one class share one budget per user (per address without a session; always
 * per address for login, registration and password). `files` is the wide budget of what a page
 * loads by the dozen: stored images, the store's pages, the web client's own files.
 */
export type LimitClass = 'standard' | 'login' | 'registration' | 'password' | 'mail' | 'pdf' | 'export' | 'files';

/** A reply that is not JSON: an HTML page, a PDF or a spreadsheet, sent as a file. */
export type DocumentReply = { kind: 'document'; contentType: string };
export const documentReply = (contentType: string): DocumentReply => ({ kind: 'document', contentType });

type Schema = z.ZodType;

/**
 * The schema of a part a call does not have (no params, no query or no body): whatever arrives
 * there is ignored and the handler reads `undefined`.
 */
export const nothing = z.unknown().transform((): undefined => undefined);
export type Nothing = typeof nothing;

/** Whether the call has this part (the browser sends a body only to a call that has one). */
export const hasPart = (schema: Schema): boolean => schema !== nothing;

/**
 * One HTTP call, declared once for the browser and the server: method, path (`:name` segments are
 * params), who may call, the zod schemas of what comes in and of the reply.
 */
export type Endpoint<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
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
  /**
   * The extra fields of a refusal (e.g. the fresh cart after a concurrent edit), for the caller to
   * read; the server sends a 4xx reply through the envelope with these fields and nothing else.
   */
  refusal?: z.ZodObject;
  /** The rate limit it counts against; `standard` when left out. */
  limit?: LimitClass;
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
  refusal?: z.ZodObject;
  limit?: LimitClass;
};

export function endpoint<
  R extends Schema | DocumentReply,
  P extends Schema = Nothing,
  Q extends Schema = Nothing,
  B extends Schema = Nothing,
  A extends Access = Access,
>(declaration: Declaration<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  // A part left out of the declaration is one whose type parameter kept its default, Nothing.
  return {
    ...declaration,
    params: (declaration.params ?? nothing) as P,
    query: (declaration.query ?? nothing) as Q,
    body: (declaration.body ?? nothing) as B,
  };
}

/** What a handler on the server receives, already checked (`undefined` for a part the call has not). */
export type EndpointInput<E extends Endpoint> = {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
};

/** What the server answers with (before the reply schema strips unknown fields). */
export type EndpointReply<E extends Endpoint> = E['reply'] extends Schema ? z.input<E['reply']> : never;

/** What the browser reads back. */
export type EndpointResult<E extends Endpoint> = E['reply'] extends Schema ? z.output<E['reply']> : never;

type Optional<K extends string, S extends Schema> = S extends Nothing
  ? { [key in K]?: never }
  : undefined extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> };

/** What the browser sends: params, query and body, each required when the call has it. */
export type EndpointRequest<E extends Endpoint> = Optional<'params', E['params']> &
  Optional<'query', E['query']> &
  Optional<'body', E['body']>;

/** The path with its params filled: `/api/carrinho/:pedido` + {pedido: 7} -> `/api/carrinho/7`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(wireText(params?.[name])));
}

/**
 * The address of a call (path with its params, then its query, empty values left out): what the
 * browser asks, and what the server asks itself when it renders a store page with its data.
 */
export function callAddress(path: string, request: { params?: unknown; query?: unknown }): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === null || value === '' ? [] : [[key, wireText(value)]],
    ),
  ).toString();
  const filled = fillPath(path, request.params as Record<string, unknown> | undefined);
  return search ? `${filled}?${search}` : filled;
}

/** A param or query value as it travels in the address. */
export function wireText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const plain =
    typeof value === 'string' ||
    typeof value === 'number' ||
    // Stryker disable next-line ConditionalExpression: equivalent; for a boolean String and JSON.stringify write the same text
    typeof value === 'boolean';
  return plain ? String(value) : JSON.stringify(value);
}
