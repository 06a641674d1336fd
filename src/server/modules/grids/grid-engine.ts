import { sql, type SQL } from 'drizzle-orm';
import { parseMoneyToCents } from '../../../shared/br/money.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { dateField } from '../../../shared/schemas/fields.js';
import { INT4_MAX, INT4_MIN } from '../../../shared/schemas/int4.js';
import {
  gridMessages,
  type NumberOperator,
  SUMMARY_MAX_ROWS,
  type GridReply,
  type GridSummaryReply,
  type GridRequest,
  type GridRow,
} from '../../../shared/schemas/grid.js';
import { queryRows, type Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import {
  columnsFor,
  type GridColumn,
  type GridDefinition,
  type GridLookup,
  type GridScope,
} from './grid-definition.js';
import { headOf, runShaped, view } from './grid-statements.js';
import { beginsWith, hasEveryWord, searchWords, textMatches } from '../../db/text-search.js';

type Parsed = Omit<GridRequest, 'limit'> & { limit?: { page: number; offset: number } };

/**
 * Rows a page number may skip with OFFSET. Skipping reads every row it skips (page 20 000 of a
 * million orders took seconds and, on PGlite, held every other request); the screens walk pages by
 * cursor (`apos`/`antes`), so a deeper page number is refused with a clear message.
 */
export const MAX_OFFSET_ROWS = 10_000;

/**
 * Rows a query may have to be sorted on a column no index serves: sorting a million orders by
 * customer took 2 s on PostgreSQL. Above it the sort is refused with a clear message; the count
 * stops at the limit, so asking costs a few ms.
 */
export const SORT_MAX_ROWS = 10_000;

/** The kinds of a grid's statement heads besides its pages' (grid-statements.ts, headOf). */
// Stryker disable next-line StringLiteral: equivalent; any names apart from each other and from the pages' serve
const HEADS = { sortable: 'sortable', summary: 'summary' } as const;

/** Comparison operators by name (the screens' list); only these constant strings ever reach the SQL text. */
const comparisons: Record<NumberOperator, SQL> = {
  '=': sql`=`,
  '<': sql`<`,
  '<=': sql`<=`,
  '>': sql`>`,
  '>=': sql`>=`,
};

/** A column the caller may use, by wire name; any other name (or a sellers-only one for a customer) is a 400. */
function column(columns: GridColumn[], wire: string): GridColumn {
  const found = columns.find((c) => c.wire === wire);
  if (!found) throw badRequest(gridMessages.unknownColumn(wire));
  return found;
}

/** Money (centavos) and decimals are kept as integer hundredths: searched, sorted and sent alike. */
const hundredths = (col: GridColumn) => col.type === 'money' || col.type === 'decimal';

/** Sort expressions never yield NULL, so (value, key) row comparisons work for keyset paging. */
function sortExpression(col: GridColumn): SQL {
  if (col.notNull) return col.sql;
  if (col.type === 'integer' || hundredths(col)) return sql`coalesce(${col.sql}, 0)`;
  if (col.type === 'date') return sql`coalesce(${col.sql}, DATE '0001-01-01')`;
  return sql`coalesce(${col.sql}, '')`;
}

/** Integer and money columns are PostgreSQL integers: a value beyond them is refused, not sent. */
const fitsInt4 = (value: number) => Number.isSafeInteger(value) && value >= INT4_MIN && value <= INT4_MAX;

/** The value a cursor or a search compares with, typed like the column (money in centavos). */
function typedValue(col: GridColumn, raw: string | number): SQL {
  const text = String(raw).trim();
  if (col.type === 'integer') {
    if (!/^-?\d{1,15}$/.test(text) || !fitsInt4(Number(text))) throw badRequest(gridMessages.badValue);
    return sql`${Number(text)}`;
  }
  if (hundredths(col)) {
    const cents = typeof raw === 'number' ? Math.round(raw * 100) : parseMoneyToCents(text);
    if (cents === undefined || !fitsInt4(cents)) throw badRequest(gridMessages.badValue);
    return sql`${cents}`;
  }
  if (col.type === 'date') {
    const parsed = dateField.safeParse(text.replace(/\//g, '-'));
    if (!parsed.success) throw badRequest(gridMessages.badValue);
    return sql`${parsed.data}::date`;
  }
  return sql`${text}`;
}

/** The condition of a string search on `text`: 'Contendo' every word, 'Iniciando com' the text as typed (both without accents). */
function textCondition(text: SQL, like: NonNullable<Parsed['like']>): SQL | undefined {
  if (like.option === '0') return hasEveryWord([text], searchWords(like.value));
  if (like.option === '1') return beginsWith(text, like.value);
  throw badRequest(gridMessages.unknownOperator);
}

/**
 * More ids than this from a lookup's table go to the rows' query as a subquery instead of a list
 * (a store table is a handful of rows; this only bounds a pathological one).
 */
const LOOKUP_MAX_IDS = 500;

/** A lookup column's search: the ids whose name matches, then the rows holding one ('FALSE' for none). */
async function lookedUp(db: Db, lookup: GridLookup, like: NonNullable<Parsed['like']>, tenantId: number) {
  const matches = textCondition(sql`${sql.identifier(lookup.text)}`, like);
  if (!matches) return undefined;
  const ids = sql`SELECT id FROM ${sql.identifier(lookup.table)} WHERE tenant_id = ${tenantId} AND ${matches}`;
  const rows = await queryRows<{ id: number }>(db, sql`${ids} ORDER BY id LIMIT ${LOOKUP_MAX_IDS + 1}`);
  if (rows.length > LOOKUP_MAX_IDS) return sql`${lookup.key} IN (${ids})`;
  if (rows.length === 0) return sql`FALSE`;
  return sql`${lookup.key} IN (${sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  )})`;
}

/** More distinct values than this and a `fewValues` column is searched by its text, row by row. */
const FEW_VALUES_MAX = 2000;

/** A `fewValues` column's search: the company's values the text finds, then the rows holding one ('FALSE' for none). */
async function amongValues(db: Db, col: GridColumn, like: NonNullable<Parsed['like']>, tenantId: number) {
  const { table, tenant } = col.fewValues!;
  // Also checks the operator, and is no search for a text of no words.
  const byText = textCondition(col.sql, like);
  if (!byText) return undefined;
  // Each step reads the index's next value after the last: one probe per distinct value.
  const rows = await queryRows<{ value: string }>(
    db,
    sql`WITH RECURSIVE v(value) AS (
        (SELECT ${col.sql} FROM ${table} WHERE ${tenant} = ${tenantId} ORDER BY 1 LIMIT 1)
        UNION ALL
        SELECT (SELECT ${col.sql} FROM ${table} WHERE ${tenant} = ${tenantId} AND ${col.sql} > v.value ORDER BY 1 LIMIT 1)
          FROM v WHERE v.value IS NOT NULL)
      SELECT value FROM v WHERE value IS NOT NULL LIMIT ${FEW_VALUES_MAX + 1}`,
  );
  if (rows.length > FEW_VALUES_MAX) return byText;
  const found = rows.map((row) => row.value).filter((value) => textMatches(value, like.value, like.option === '1'));
  if (found.length === 0) return sql`FALSE`;
  return sql`${col.sql} IN (${sql.join(
    found.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** The search's condition, if the request searches (a blank text does not). */
async function likeCondition(db: Db, columns: GridColumn[], request: Parsed, tenantId: number) {
  const like = request.like;
  if (!like || like.value.trim() === '') return undefined;
  const col = column(columns, like.column);
  if (col.type === 'string') {
    if (col.lookup) return lookedUp(db, col.lookup, like, tenantId);
    if (col.fewValues) return amongValues(db, col, like, tenantId);
    return textCondition(col.searchText ?? col.sql, like);
  }
  if (col.type === 'status') {
    if (!col.statuses?.includes(like.value)) throw badRequest(gridMessages.badValue);
    return sql`${col.sql} = ${like.value}`;
  }
  // Own keys only: 'toString' or 'constructor' are in every object, and reached the SQL as a 500.
  if (!Object.hasOwn(comparisons, like.option)) throw badRequest(gridMessages.unknownOperator);
  return sql`${col.sql} ${comparisons[like.option as NumberOperator]} ${typedValue(col, like.value)}`;
}

function orderOf(def: GridDefinition, columns: GridColumn[], request: Parsed) {
  const col = column(columns, request.order?.column || def.defaultOrder.column);
  const direction = (request.order?.order ?? def.defaultOrder.direction).toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') throw badRequest(gridMessages.unknownOrder);
  return { col, descending: direction === 'DESC' };
}

/**
 * A sort no index serves (neither the column's nor the grid's default order) is refused on a query
 * of more than SORT_MAX_ROWS rows: the database would read and sort them all for every page.
 */
async function assertSortable(db: Db, def: GridDefinition, col: GridColumn, conditions: SQL[], scope: GridScope) {
  if (col.indexedSort || col.wire === def.defaultOrder.column) return;
  const [row] = await runShaped<{ rows: number }>(
    db,
    def,
    headOf(def, HEADS.sortable, () => sql`SELECT count(*)::int AS rows FROM (SELECT 1`),
    sql` FROM ${fromOf(def, scope)} WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${SORT_MAX_ROWS + 1}) capped`,
  );
  if ((row?.rows ?? 0) > SORT_MAX_ROWS)
    throw badRequest(gridMessages.sortTooLarge(col.label, SORT_MAX_ROWS.toLocaleString('pt-BR')));
}

/** The grid's FROM clause: fixed, or built for the request (BI grids aggregate inside it). */
const fromOf = (def: GridDefinition, scope: GridScope): SQL =>
  typeof def.from === 'function' ? def.from(scope) : def.from;

/** The caller's rows (the grid's own conditions) that the search finds, and whether it searches. */
async function searchConditions(db: Db, def: GridDefinition, columns: GridColumn[], request: Parsed, scope: GridScope) {
  const like = await likeCondition(db, columns, request, scope.tenantId);
  return { conditions: like ? [...def.where(scope), like] : def.where(scope), searched: !!like };
}

/** Runs one page of a grid: declared columns only, the caller's rows only, one page plus one row. */
export async function runGrid(db: Db, def: GridDefinition, request: Parsed, scope: GridScope): Promise<GridReply> {
  const { offset: size, page } = request.limit ?? { page: 0, offset: 20 };
  const columns = columnsFor(def, scope.auth);
  const { col, descending } = orderOf(def, columns, request);
  const key = column(columns, def.key);
  const { conditions, searched } = await searchConditions(db, def, columns, request, scope);
  if (request.where?.sr_recno !== undefined) conditions.push(sql`${key.sql} = ${request.where.sr_recno}`);
  const cursor = request.apos ?? request.antes;
  const backwards = !!request.antes;
  if (!cursor && page * size > MAX_OFFSET_ROWS) throw badRequest(gridMessages.tooDeep);
  await assertSortable(db, def, col, conditions, scope);
  if (cursor) {
    const ahead = descending !== backwards ? sql`<` : sql`>`;
    conditions.push(sql`(${sortExpression(col)}, ${key.sql}) ${ahead} (${typedValue(col, cursor[0])}, ${cursor[1]})`);
  }
  const forward = descending !== backwards ? sql`DESC` : sql`ASC`;
  const first =
    !cursor &&
    page === 0 &&
    request.where?.sr_recno === undefined &&
    !searched &&
    col.wire === def.defaultOrder.column &&
    descending === (def.defaultOrder.direction === 'DESC');
  const rows = await runShaped<Record<string, unknown>>(
    db,
    def,
    headOf(def, `page:${view(def, columns)}`, () => sql`SELECT ${selectList(columns)}`),
    sql` FROM ${(first && def.firstRows?.(scope, size + 1)) || fromOf(def, scope)} WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${sortExpression(col)} ${forward}, ${key.sql} ${forward}
        LIMIT ${size + 1} OFFSET ${cursor ? 0 : page * size}`,
  );
  const pageRows = rows.slice(0, size);
  if (backwards) pageRows.reverse();
  return {
    resultSet: pageRows.map((row) => present(def, columns, row, scope)),
    temMais: backwards ? true : rows.length > size,
  };
}

/**
 * How many rows the current query has (search and filters, no paging) and the sum of the grid's
 * money column. The rows are counted through a LIMIT, so a query over a million orders stops at
 * SUMMARY_MAX_ROWS instead of reading them all (on PGlite that would hold every other request).
 */
export async function summarizeGrid(
  db: Db,
  def: GridDefinition,
  request: Parsed,
  scope: GridScope,
): Promise<GridSummaryReply> {
  const columns = columnsFor(def, scope.auth);
  const { conditions } = await searchConditions(db, def, columns, request, scope);
  const money = def.total ? column(columns, def.total).sql : sql`0`;
  const [row] = await runShaped<{ rows: number; cents: string | null }>(
    db,
    def,
    headOf(
      def,
      HEADS.summary,
      () => sql`SELECT count(*)::int AS rows, sum(v)::bigint AS cents FROM (SELECT ${money} AS v`,
    ),
    sql` FROM ${fromOf(def, scope)} WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${SUMMARY_MAX_ROWS + 1}) capped`,
  );
  const rows = row?.rows ?? 0;
  const more = rows > SUMMARY_MAX_ROWS;
  return {
    quantidade: Math.min(rows, SUMMARY_MAX_ROWS),
    mais: more,
    total: def.total && !more ? { coluna: def.total, valor: centsToReais(Number(row?.cents ?? 0)) } : null,
  };
}

/**
 * How a grid is read in pages: at most `max` rows, at most `pageSize` a page. With `pageMs`, pages
 * are sized as they go so that each query takes about that long: the same rows cost more on a cold
 * cache or a busy machine, and PGlite's time is the main thread's.
 */
export type PagedRead = { max: number; pageSize: number; pageMs?: number };

/** The first page of a timed read, and the smallest. */
const FIRST_PAGE = 100;
const SMALLEST_PAGE = 25;

/** The next page's size: toward `pageMs` a query, at most doubling or halving a page. */
export function nextPageSize(rows: number, elapsedMs: number, { pageSize, pageMs }: PagedRead): number {
  if (!pageMs) return pageSize;
  const scale = Math.min(2, Math.max(0.5, pageMs / Math.max(1, elapsedMs)));
  return Math.round(Math.min(pageSize, Math.max(SMALLEST_PAGE, rows * scale)));
}

/**
 * Every row of the current query (search and filters, no paging), at most `max`, in pages read by
 * keyset over (sort column, key): each page is one short query that starts where the last ended, so a
 * long export never holds the database (PGlite runs on the main thread) for long, and it reads the same
 * way on PostgreSQL.
 */
export async function* gridRowPages(
  db: Db,
  def: GridDefinition,
  request: Parsed,
  scope: GridScope,
  read: PagedRead,
): AsyncGenerator<GridRow[]> {
  const columns = columnsFor(def, scope.auth);
  const { col, descending } = orderOf(def, columns, request);
  const key = column(columns, def.key);
  const { conditions } = await searchConditions(db, def, columns, request, scope);
  await assertSortable(db, def, col, conditions, scope);
  const direction = descending ? sql`DESC` : sql`ASC`;
  let after: SQL | undefined;
  let size = read.pageMs ? Math.min(FIRST_PAGE, read.pageSize) : read.pageSize;
  for (let done = 0; done < read.max;) {
    const limit = Math.min(size, read.max - done);
    const startedAt = performance.now();
    const rows = await runShaped<Record<string, unknown>>(
      db,
      def,
      headOf(
        def,
        `rows:${view(def, columns)}:${col.wire}`,
        () =>
          sql`SELECT ${selectList(columns)}, ${cursorSelect(col)} AS ${sql.identifier(CURSOR)}, ${key.sql} AS ${sql.identifier(KEY)}`,
      ),
      sql` FROM ${fromOf(def, scope)} WHERE ${sql.join(after ? [...conditions, after] : conditions, sql` AND `)}
          ORDER BY ${sortExpression(col)} ${direction}, ${key.sql} ${direction} LIMIT ${limit}`,
    );
    const last = rows.at(-1);
    if (!last) return;
    const page = rows.map((row) => present(def, columns, row, scope));
    size = nextPageSize(limit, performance.now() - startedAt, read);
    yield page;
    done += rows.length;
    if (rows.length < limit) return;
    const ahead = descending ? sql`<` : sql`>`;
    after = sql`(${sortExpression(col)}, ${key.sql}) ${ahead} (${cursorValue(col, last[CURSOR])}, ${Number(last[KEY])})`;
  }
}

/** Every row of the current query (search and filters, no paging), at most `max`, in one page. */
export async function allGridRows(
  db: Db,
  def: GridDefinition,
  request: Parsed,
  scope: GridScope,
  max: number,
): Promise<GridRow[]> {
  const rows: GridRow[] = [];
  for await (const page of gridRowPages(db, def, request, scope, { max, pageSize: max })) rows.push(...page);
  return rows;
}

/** Names of the page cursor's columns in a paged read: the sort value and the key of each row. */
const CURSOR = '__cursor';
const KEY = '__key';

/** The sort value as the database gives it back (dates as text, so no time zone touches them). */
const cursorSelect = (col: GridColumn): SQL =>
  col.type === 'date' ? sql`to_char(${sortExpression(col)}, 'YYYY-MM-DD')` : sortExpression(col);

/** A cursor's sort value back in the SQL, typed like the column. */
function cursorValue(col: GridColumn, value: unknown): SQL {
  if (col.type === 'date') return sql`${String(value)}::date`;
  if (col.type === 'integer' || hundredths(col)) return sql`${Number(value)}`;
  return sql`${String(value)}`;
}

function selectList(columns: GridColumn[]): SQL {
  return sql.join(
    columns.map((c) =>
      c.type === 'date'
        ? sql`to_char(${c.sql}, 'YYYY-MM-DD') AS ${sql.identifier(c.wire)}`
        : sql`${c.sql} AS ${sql.identifier(c.wire)}`,
    ),
    sql`, `,
  );
}

/** Wire values: money as decimal reais, numbers as numbers, dates as 'YYYY-MM-DD'. */
function present(def: GridDefinition, columns: GridColumn[], row: Record<string, unknown>, scope: GridScope): GridRow {
  const out: GridRow = {};
  for (const c of columns) {
    const value = row[c.wire];
    if (value === null || value === undefined) out[c.wire] = null;
    else if (hundredths(c)) out[c.wire] = centsToReais(Number(value));
    else if (c.type === 'integer') out[c.wire] = Number(value);
    else out[c.wire] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return def.present ? { ...out, ...def.present(out, scope) } : out;
}
