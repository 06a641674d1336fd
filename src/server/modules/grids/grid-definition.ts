import type { SQL } from 'drizzle-orm';
import type { BrDisplay } from '../../../shared/br/format-br.js';
import type { GridCall } from '../../../shared/contract/grids.js';
import type { ColumnType, GridFilters, GridRow } from '../../../shared/schemas/grid.js';
import { seesSellerFields } from '../../../shared/domain/access.js';
import type { AuthContext } from '../../http/auth-context.js';

/** One column of a grid: its wire name, the SQL that computes it and how it is searched. */
export type GridColumn = {
  wire: string;
  sql: SQL;
  type: ColumnType;
  /** The values a status column may be searched for. */
  statuses?: readonly string[];
  /** Stored bare, shown masked: CPF/CNPJ, phone or CEP (screens, print and spreadsheet alike). */
  display?: BrDisplay;
  /**
   * How each value of a status column reads in the spreadsheet, as the screens label it (the wire and
   * the search keep the values). Data, not a function: the sheet is written on a document thread.
   */
  valueLabels?: Readonly<Record<string, string>>;
  /** Spreadsheet header. */
  label: string;
  /** The text a string search reads, when it is more than the column (a name and a trade name). */
  searchText?: SQL;
  /**
   * A name read from a small table by id (a store's): a search finds that table's matching ids
   * first, then the rows holding them, which an index on the id serves. Testing the name on every
   * joined row read the million orders of the large company when the name was rare (3 s).
   */
  lookup?: GridLookup;
  /**
   * A text of few distinct values on a big table (a time of day, a percentage): a search matches
   * the values the company has, read by a skip scan of an index on (`tenant`, the column's
   * expression), and reads the rows holding one of them. The text tested on every row read the
   * million orders of the large company when no row matched (4-5 s).
   */
  fewValues?: { table: SQL; tenant: SQL };
  /** Never NULL: sorted on the bare expression, so an index on it can serve the order. */
  notNull?: boolean;
  /**
   * An index serves this column's order (with the key after it): sorted at any size. Another column
   * is sorted only while the query has at most SORT_MAX_ROWS rows (grid-engine.ts).
   */
  indexedSort?: boolean;
  /**
   * A seller's field (discounts, spec section 6): never selected, sent, searched or sorted for a
   * customer, and not in the grid's info either.
   */
  sellersOnly?: boolean;
};

/** The small table a `lookup` column's name comes from: `table` has `tenant_id`, `id` and `text`. */
export type GridLookup = { key: SQL; table: string; text: string };

export type GridScope = {
  auth: AuthContext;
  tenantId: number;
  codCli?: number | undefined;
  cficodped?: number | undefined;
  filters: GridFilters;
  status: string[];
  /** The day relative periods resolve to, when the caller fixes it (BI results); otherwise today. */
  today?: Date;
};

/**
 * A grid declares everything the engine may touch: the FROM clause, its columns, the key column (a
 * unique integer used to break ties and for keyset paging), the default order, and which rows the
 * caller may see. Nothing from the request reaches SQL except through these declarations.
 */
export type GridDefinition = {
  /** The grid's contract entry: its address and the request and reply it speaks. */
  endpoint: GridCall;
  /** The FROM clause; a function when it depends on the request (a BI grid's filtered aggregate). */
  from: SQL | ((scope: GridScope) => SQL);
  /**
   * A cheaper FROM for the first page in the default order with no search: one holding at least the
   * first `rows` rows of that order, with the same values (a ranking's first entities by figure,
   * without sorting and naming every entity). Null when it cannot for this scope.
   */
  firstRows?: (scope: GridScope, rows: number) => SQL | null;
  columns: GridColumn[];
  key: string;
  defaultOrder: { column: string; direction: 'ASC' | 'DESC' };
  /** The money column whose sum the line under the grid shows (wire name); none for grids of people. */
  total?: string;
  /** Conditions for this caller and request (tenant, visibility, filters); joined with AND. */
  where: (scope: GridScope) => SQL[];
  /** Turns a database row into its wire shape when plain column values are not enough. */
  present?: (row: GridRow, scope: GridScope) => GridRow;
};

/** The columns of `def` this caller may see: a customer never gets the sellers-only ones. */
export const columnsFor = (def: GridDefinition, viewer: Pick<AuthContext, 'level'>): GridColumn[] =>
  seesSellerFields(viewer) ? def.columns : def.columns.filter((c) => !c.sellersOnly);
