import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { compileSql, queryStatement, statementFor, type Compiled, type Statement } from '../../db/prepared.js';
import { LruMap } from '../../lru-map.js';
import type { GridColumn, GridDefinition } from './grid-definition.js';

/*
 * Grid statements by shape: a statement is a head (the select list, constant for a grid and the
 * columns its caller sees) and a rest (FROM, conditions, order, page) whose values are parameters.
 * Same shape, same text and name, whoever asks and with whatever values.
 */

/** A compiled head; `id` stands for its text in the statement cache's keys. */
type Head = Compiled & { id: number };

/** Which of the grid's column sets the caller sees: all, or a customer's (no sellers-only ones). */
export const view = (def: GridDefinition, columns: GridColumn[]) =>
  // Stryker disable next-line StringLiteral,EqualityOperator: equivalent; any two names apart, either way round, keep the lists apart
  columns.length === def.columns.length ? 'all' : 'customer';

const heads = new WeakMap<GridDefinition, Map<string, Head>>();
let headCount = 0;

/**
 * The grid's head of this kind, compiled the first time. `kind` must name everything the head is
 * built from besides the grid (the columns seen, the sort column of a paged read): the select
 * list holds no request value.
 */
export function headOf(def: GridDefinition, kind: string, build: () => SQL): Head {
  let kinds = heads.get(def);
  if (!kinds) heads.set(def, (kinds = new Map<string, Head>()));
  let head = kinds.get(kind);
  // Stryker disable next-line UpdateOperator: equivalent; counting down names each head as uniquely
  if (!head) kinds.set(kind, (head = { ...compileSql(build()), id: ++headCount }));
  return head;
}

/** Statement texts by shape; a few hundred shapes cover the screens, the rest are built again. */
const STATEMENTS_KEPT = 1_000;
const statements = new LruMap<string, Statement>(STATEMENTS_KEPT);

/** How many statement texts are kept now (tests check that one shape keeps one text). */
export const keptGridStatements = (): number => statements.size;

/**
 * Runs head + rest as one prepared statement. The rest (FROM, the conditions, the order and the
 * page) is compiled per call, its values as parameters; its text and the head name the shape, so
 * the statement's text and name are built once per shape, and each database connection parses it
 * once (it still plans each call with its values: see docs/grids.md), but for `planEachCall`.
 */
export async function runShaped<T>(db: Db, def: GridDefinition, head: Head, rest: SQL): Promise<T[]> {
  const tail = compileSql(rest, head.params.length);
  const shape = `${head.id}\u0000${tail.text}`;
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = statementFor(head.text + tail.text)));
  return queryStatement<T>(db, statement, [...head.params, ...tail.params], planEachCall(def));
}

/**
 * A FROM built per request (the BI grids' aggregates over a period) is planned with each call's
 * values: a generic plan fit for any period read two years of items where a month's plan read a
 * summary (13 s instead of 0.4 s on the large company).
 */
// Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; only the plan changes, never the rows
const planEachCall = (def: GridDefinition) => typeof def.from === 'function';
