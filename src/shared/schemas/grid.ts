import { z } from 'zod';
import { brDisplays } from '../br/format-br.js';
import { biFilters } from './bi-filters.js';
import { int4 } from './int4.js';

/** Operators of integer, money and date columns; strings use 'Contendo' (0) or 'Iniciando com' (1). */
export const numberOperators = {
  '=': 'Igual a',
  '<': 'Menor que',
  '<=': 'Menor ou igual a',
  '>': 'Maior que',
  '>=': 'Maior ou igual a',
} as const;
export type NumberOperator = keyof typeof numberOperators;
export const stringOptions = { '0': 'Contendo', '1': 'Iniciando com' } as const;

/**
 * `money` is centavos in the database and reais on the wire; `decimal` is any other figure with two
 * decimals (liters, quantities of a BI base, shares in %), kept as hundredths and sent as a number.
 */
export const columnTypes = ['integer', 'string', 'date', 'money', 'decimal', 'status'] as const;
export type ColumnType = (typeof columnTypes)[number];

/** The filters of the 'Filtros' area (spec section 2), all optional. */
export const gridFilters = z.object({
  loja: z.array(int4(z.coerce.number().int())).optional(),
  funcionarios: z.array(int4(z.coerce.number().int())).optional(),
  representantes: z.array(int4(z.coerce.number().int())).optional(),
  status: z.string().optional(),
  multiplosStatus: z.array(z.string()).optional(),
  multiplosOrigem: z.array(z.enum(['S', 'N'])).optional(),
  intervaloData: z.object({ inicial: z.iso.date(), final: z.iso.date() }).optional(),
  /** Orders with an item of these products, groups or manufacturers (a BI dashboard's drill-down). */
  produtos: z.array(int4(z.coerce.number().int())).optional(),
  grupos: z.array(int4(z.coerce.number().int())).optional(),
  fabricantes: z.array(int4(z.coerce.number().int())).optional(),
  /** A BI dashboard's own filters, for its 'Os melhores' and 'Detalhes' grids. */
  bi: biFilters.optional(),
  /** The price table whose product prices the grid lists (`/api/tabelas-preco/precos/grid`). */
  tabela: int4(z.coerce.number().int()).optional(),
});
export type GridFilters = z.infer<typeof gridFilters>;

/**
 * Spec section 7, 'Grid select'. `limit.offset` is the page size. `apos` / `antes` are our keyset
 * cursors (the last / first row's sort value and key), so deep pages cost the same as the first.
 */
export const gridRequestFields = z.object({
  action: z.literal('select').default('select'),
  where: z.object({ sr_recno: int4(z.coerce.number().int()).optional() }).optional(),
  like: z
    .object({
      option: z.union([z.string(), z.number()]).transform(String),
      value: z.string().max(200),
      column: z.string(),
    })
    .optional(),
  order: z
    .object({ column: z.string().optional(), order: z.string().optional(), default: z.unknown().optional() })
    .optional(),
  limit: z
    .object({
      page: z.coerce.number().int().min(0).max(1_000_000).default(0),
      offset: z.coerce.number().int().min(1).max(500).default(20),
    })
    .optional(),
  filter: z.string().optional(),
  filterValue: z.unknown().optional(),
  status: z.union([z.string(), z.array(z.string())]).optional(),
  codCli: int4(z.coerce.number().int()).optional(),
  cficodped: int4(z.coerce.number().int()).optional(),
  apos: z.tuple([z.union([z.string(), z.number()]), int4(z.number().int())]).optional(),
  antes: z.tuple([z.union([z.string(), z.number()]), int4(z.number().int())]).optional(),
});
type GridRequestFields = z.output<typeof gridRequestFields>;

/**
 * A grid request with its 'Filtros' read: `filter` names one filter with `filterValue` as its value,
 * or `filterValue` holds several. The reader gets them as `filters`; a bad one refuses `filterValue`.
 */
export function withFilters<S extends z.ZodType<GridRequestFields>>(request: S) {
  return request.transform((body, ctx) => {
    const raw =
      body.filter && Object.hasOwn(gridFilters.shape, body.filter)
        ? { [body.filter]: body.filterValue }
        : body.filterValue;
    const filters = gridFilters.safeParse(raw ?? {});
    if (filters.success) return { ...body, filters: filters.data };
    ctx.addIssue({ code: 'custom', message: gridMessages.badFilter, path: ['filterValue'], input: body.filterValue });
    return z.NEVER;
  });
}

export const gridRequest = withFilters(gridRequestFields);
export type GridRequest = z.input<typeof gridRequest>;

/** One row of a grid in its wire names; the columns vary by grid. */
export const gridRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type GridRow = z.infer<typeof gridRow>;

/** GET /api/grades?url=...: what a grid offers, so the browser never redeclares it. */
export const gridColumnInfo = z.object({
  wire: z.string(),
  label: z.string(),
  type: z.enum(columnTypes),
  statuses: z.array(z.string()).optional(),
  /** A CPF/CNPJ, phone or CEP column: shown masked (shared/br/format-br.ts). */
  display: z.enum(brDisplays).optional(),
});
export type GridColumnInfo = z.infer<typeof gridColumnInfo>;

export const gridInfo = z.object({
  url: z.string(),
  key: z.string(),
  defaultOrder: z.object({ column: z.string(), direction: z.enum(['ASC', 'DESC']) }),
  columns: z.array(gridColumnInfo),
});
export type GridInfo = z.infer<typeof gridInfo>;

/** GET /api/grades: which grid, by its address. */
export const gridInfoQuery = z.object({ url: z.string().max(200) });

/** `temMais` says whether a next page exists. */
export const gridReply = z.object({ resultSet: z.array(gridRow), temMais: z.boolean() });
export type GridReply = z.infer<typeof gridReply>;

/**
 * POST /api/grades/resumo: how many rows the grid's current query has (search and filters, no paging)
 * and the sum of its money column, for the line under the grid. Counted up to SUMMARY_MAX_ROWS:
 * beyond that `mais` says so and no sum is given (a partial sum would mislead).
 */
export const SUMMARY_MAX_ROWS = 100_000;
export const gridSummaryRequest = withFilters(gridRequestFields.extend({ grade: z.string().max(200) }));
export type GridSummaryRequest = z.input<typeof gridSummaryRequest>;
export const gridSummaryReply = z.object({
  quantidade: z.number(),
  mais: z.boolean(),
  /** The money column summed (wire name) and its sum in reais; null when the grid has none or `mais`. */
  total: z.object({ coluna: z.string(), valor: z.number() }).nullable(),
});
export type GridSummaryReply = z.infer<typeof gridSummaryReply>;

/** The 'Filtros' lists: stores, product groups and manufacturers as rows; representatives and employees as code-to-name maps. */
export const storeOption = z.object({ cficodloj: z.number(), cfifanloj: z.string() });
export const productGroupOption = z.object({ cficodgrp: z.number(), cfidesgrp: z.string() });
export const manufacturerOption = z.object({ cficodfab: z.number(), cfinomfab: z.string() });
export const optionRows = <S extends z.ZodType>(row: S) => z.object({ resultSet: z.array(row) });
export const codeNameMap = z.record(z.string(), z.string());

export const gridMessages = {
  unknownColumn: (column: string) => `A coluna "${column}" não pode ser usada nesta lista.`,
  unknownOperator: 'Tipo de busca inválido para esta coluna.',
  badValue: 'Valor de busca inválido para esta coluna.',
  unknownOrder: 'Ordenação inválida.',
  badFilter: 'Filtro inválido. Confira as datas e as opções escolhidas.',
  tooDeep: 'Página muito distante do início da lista: use a busca ou os filtros para chegar a esses registros.',
  sortTooLarge: (column: string, max: string) =>
    `A lista tem mais de ${max} registros: para ordenar por "${column}", use a busca ou os filtros (período, loja, status) para reduzi-la.`,
  customerRequired: 'Informe o cliente.',
  exportEmpty: 'Não foi possível encontrar os dados',
  exportFailed: 'Não foi possível criar o arquivo',
  refreshFailed:
    'Não foi possível atualizar a lista. Confira a conexão; os registros abaixo podem estar desatualizados.',
} as const;
