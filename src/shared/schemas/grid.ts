import { z } from 'zod';

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

export const columnTypes = ['integer', 'string', 'date', 'money', 'status'] as const;
export type ColumnType = (typeof columnTypes)[number];

/** The filters of the 'Filtros' area (spec section 2), all optional. */
export const gridFilters = z.object({
  loja: z.array(z.coerce.number().int()).optional(),
  funcionarios: z.array(z.coerce.number().int()).optional(),
  representantes: z.array(z.coerce.number().int()).optional(),
  status: z.string().optional(),
  multiplosStatus: z.array(z.string()).optional(),
  multiplosOrigem: z.array(z.enum(['S', 'N'])).optional(),
  intervaloData: z.object({ inicial: z.iso.date(), final: z.iso.date() }).optional(),
});
export type GridFilters = z.infer<typeof gridFilters>;

/**
 * Spec section 7, 'Grid select'. `limit.offset` is the page size. `apos` / `antes` are our keyset
 * cursors (the last / first row's sort value and key), so deep pages cost the same as the first.
 */
export const gridRequest = z.object({
  action: z.literal('select').default('select'),
  where: z.object({ sr_recno: z.coerce.number().int().optional() }).optional(),
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
  codCli: z.coerce.number().int().optional(),
  cficodped: z.coerce.number().int().optional(),
  apos: z.tuple([z.union([z.string(), z.number()]), z.number()]).optional(),
  antes: z.tuple([z.union([z.string(), z.number()]), z.number()]).optional(),
});
export type GridRequest = z.input<typeof gridRequest>;

export type GridRow = Record<string, string | number | null>;

/** GET /api/grades?url=...: what a grid offers, so the browser never redeclares it. */
export type GridColumnInfo = { wire: string; label: string; type: ColumnType; statuses?: readonly string[] };
export type GridInfo = {
  url: string;
  key: string;
  defaultOrder: { column: string; direction: 'ASC' | 'DESC' };
  columns: GridColumnInfo[];
};

/** `temMais` says whether a next page exists. */
export type GridReply = { resultSet: GridRow[]; temMais: boolean };

export const gridMessages = {
  unknownColumn: (column: string) => `A coluna "${column}" não pode ser usada nesta lista.`,
  unknownOperator: 'Tipo de busca inválido para esta coluna.',
  badValue: 'Valor de busca inválido para esta coluna.',
  unknownOrder: 'Ordenação inválida.',
  badFilter: 'Filtro inválido. Confira as datas e as opções escolhidas.',
  customerRequired: 'Informe o cliente.',
  exportEmpty: 'Não foi possivel encontrar os dados',
  exportFailed: 'Não foi possivel criar o arquivo',
} as const;
