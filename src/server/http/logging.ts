import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write(line: string): void };

type Fields = Record<string, unknown>;

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Fields)[name] : undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** 'insert customers', 'select orders': what the statement did and to which table, without its values. */
function statementOf(query: string | undefined): string | undefined {
  if (!query) return undefined;
  const kind = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return [kind, table].filter(Boolean).join(' ') || undefined;
}

/** The stack's frames only: its first lines repeat the message, a failed query's values included. */
const framesOf = (error: unknown) =>
  text(field(error, 'stack'))
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * A failed statement, described by its kind, table and SQLSTATE only. Drizzle's error carries the
 * SQL with every parameter (CPFs, e-mails, password hashes) in its message, and PostgreSQL's detail
 * repeats the row's values ('Failing row contains ...'), so neither is logged.
 */
function databaseFailure(error: unknown): LoggedError | undefined {
  const query = text(field(error, 'query'));
  const cause = field(error, 'cause') ?? error;
  const code = text(field(cause, 'code'));
  const fromServer = code !== undefined && /^[0-9A-Z]{5}$/.test(code) && field(cause, 'severity') !== undefined;
  if (query === undefined && !fromServer) return undefined;
  return {
    type: 'DatabaseError',
    message: 'database error',
    statement: statementOf(query),
    code: fromServer ? code : undefined,
    table: text(field(cause, 'table')),
    column: text(field(cause, 'column')),
    constraint: text(field(cause, 'constraint')),
    stack: framesOf(error) ?? '',
  };
}

/** How an error is written to the log: a database failure without its values; any other one whole. */
export function serializeError(error: unknown): LoggedError {
  const failure = databaseFailure(error);
  if (failure) return failure;
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  return { type: error.name, message: error.message, code: field(error, 'code'), stack: error.stack ?? '' };
}

/** The log line's text for an error logged on its own: never a failed query's message. */
const messageOf = (error: Error) => serializeError(error).message;

/** Links that carry a secret in the address (a password or unlock link) are logged without it. */
const SECRET_QUERY = /([?&](?:token|senha)=)[^&#]*/gi;

/**
 * The server's logger: pino at `level`, every line with the request id Fastify binds, errors through
 * serializeError (`log.error(error)` too, whose message pino would otherwise copy into the line) and
 * request addresses without secrets.
 */
export function loggerOptions(level: string, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(SECRET_QUERY, '$1***'),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error && typeof rest[0] !== 'string') {
          return method.apply(this, [{ err: first }, messageOf(first)]);
        }
        return method.apply(this, args);
      },
    },
  };
}
