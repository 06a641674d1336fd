import { parse, protocol, types, type PGlite } from '@electric-sql/pglite';
import { LruMap } from '../lru-map.js';
import type { Statement } from './prepared.js';

/**
 * Named prepared statements on PGlite, whose `query()` parses, describes and plans its text on every
 * call (six trips into the engine). A statement is parsed once under its name; each call then sends
 * bind, describe, execute and sync in one message. PGlite has one connection, so what it has
 * prepared is known here: at most MAX_PREPARED statements, the least recently used closed.
 */
const MAX_PREPARED = 500;

type Prepared = { name: string; paramTypes: number[] };

type Engine = {
  prepared: LruMap<string, Prepared>;
  /** Statements dropped from `prepared`, closed in the engine with the next call. */
  toClose: string[];
  /** PGlite's parsers with drizzle's: dates and times stay the text PostgreSQL sends, as through db.execute. */
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
};

const engines = new WeakMap<PGlite, Engine>();

const asText = (value: string) => value;
/** The types drizzle's PGlite driver leaves as text (timestamps, intervals, dates and their arrays). */
const textTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

function engineOf(pglite: PGlite): Engine {
  let engine = engines.get(pglite);
  if (!engine) {
    const toClose: string[] = [];
    engine = {
      prepared: new LruMap<string, Prepared>(MAX_PREPARED, ({ name }) => toClose.push(name)),
      toClose,
      parsers: { ...pglite.parsers, ...Object.fromEntries(textTypes.map((type) => [type, asText])) },
    };
    engines.set(pglite, engine);
  }
  return engine;
}

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const { serialize } = protocol;

/** Parses the statement under its name (closing the ones evicted before) and learns its parameters' types. */
async function prepare(pglite: PGlite, engine: Engine, statement: Statement): Promise<Prepared> {
  const closes = engine.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
  let messages;
  try {
    messages = await pglite.execProtocolStream(
      joined([
        ...closes,
        serialize.parse({ name: statement.name, text: statement.text }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
  } catch (error) {
    // Whatever the engine kept of it goes (closing a statement it does not have is no error).
    engine.toClose.push(statement.name);
    throw error;
  }
  const prepared = { name: statement.name, paramTypes: parse.parseDescribeStatementResults(messages) };
  engine.prepared.set(statement.name, prepared);
  return prepared;
}

/**
 * Runs a statement by name on PGlite, as `query()` would (after any open transaction, one query at
 * a time, the values serialised by their parameters' types), and gives its rows as objects.
 */
export function runOnPglite<T>(pglite: PGlite, statement: Statement, params: unknown[]): Promise<T[]> {
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const engine = engineOf(pglite);
      const { paramTypes } = engine.prepared.get(statement.name) ?? (await prepare(pglite, engine, statement));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[paramTypes[i] ?? 0];
        if (serializer) return serializer(value);
        // Text as it is, numbers and booleans as text, anything else as JSON (dates and json have serializers).
        if (typeof value === 'string') return value;
        const plain = typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint';
        return plain ? value.toString() : JSON.stringify(value);
      });
      const messages = await pglite.execProtocolStream(
        joined([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return (parse.parseResults(messages, engine.parsers)[0]?.rows ?? []) as T[];
    }),
  );
}

/**
 * Runs a text unnamed, as `query()` does: parsed and planned with its values on every call, never
 * under a generic plan (prepared.ts, `planEachCall`). Dates stay text, as with the named ones.
 */
export async function runUnnamedOnPglite<T>(pglite: PGlite, text: string, params: unknown[]): Promise<T[]> {
  return (await pglite.query<T>(text, params, { parsers: engineOf(pglite).parsers })).rows;
}
