import { z } from 'zod';
import { parseMoneyToCents } from '../br/money.js';
import { MAX_ADJUSTMENT, MIN_ADJUSTMENT, type PriceTableKind } from '../domain/pricing.js';
import { validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import { dateField, fileImportRequest, optional, refusedImportRow, requiredText, stateField } from './fields.js';
import { int4 } from './int4.js';

/** The pt-BR texts of the price tables ('Tabelas de preço') and their import. */
export const priceTableMessages = {
  title: 'Tabelas de preço',
  notFound: 'Tabela de preço não encontrada.',
  customerRequired: 'Escolha o cliente da tabela.',
  ufRequired: 'Escolha a UF da tabela.',
  conditionRequired: 'Informe a condição de pagamento da tabela (ex.: 28/56/84).',
  customerNotFound: 'Cliente não encontrado.',
  productNotFound: 'Produto não encontrado.',
  validity: 'A data final da validade não pode ser antes da inicial.',
  adjustment: 'Informe um percentual entre -99,99 e 999,99.',
  price: 'Informe um preço maior que zero (ex.: 12,50).',
  conditionItems: 'Uma tabela de condição de pagamento só tem o percentual; ela não tem preços por produto.',
  managersOnly: 'Só gestores e administradores mudam as tabelas de preço.',
  tableRequired: 'Informe a tabela de preço.',
  saved: 'Tabela de preço salva.',
  deleted: 'Tabela de preço excluída.',
  imported: (n: number) => `${n} ${n === 1 ? 'preço gravado' : 'preços gravados'}.`,
  badFile: 'Não foi possível ler o arquivo. Envie uma planilha .xlsx ou um arquivo .csv com as colunas código e preço.',
  tooManyRows: (max: number) => `O arquivo passa de ${max} linhas; divida-o em partes menores.`,
  emptyFile: 'O arquivo não tem nenhuma linha com código e preço.',
  rowCode: 'Código de produto inválido.',
  rowUnknown: 'Produto não encontrado.',
  rowPrice: 'Preço inválido (use 12,50).',
  rowRepeated: (line: number) => `Produto repetido (já na linha ${line}).`,
} as const;

/** Kinds on the wire (pt-BR) and on screen. */
export const wireKinds = { padrao: 'default', cliente: 'customer', uf: 'uf', condicao: 'condition' } as const;
export type WireKind = keyof typeof wireKinds;
export const kindLabels: Record<PriceTableKind, string> = {
  default: 'Padrão',
  customer: 'Cliente',
  uf: 'Região (UF)',
  condition: 'Condição de pagamento',
};
export const wireKindOf = (kind: PriceTableKind): WireKind =>
  (Object.keys(wireKinds) as WireKind[]).find((k) => wireKinds[k] === kind) ?? 'padrao';

const code = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));

/** A price typed as pt-BR text ('12,50') or sent as decimal reais (12.5), in centavos, above zero. */
export const priceCents = z.preprocess(
  (value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : NaN;
    return typeof value === 'string' ? (parseMoneyToCents(value) ?? NaN) : NaN;
  },
  z.number({ error: priceTableMessages.price }).int().positive(priceTableMessages.price),
);

/** A percentage ('2,5', -3 or '+2') in hundredths of a percent; blank is 0. */
export const adjustmentField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return 0;
    const n =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : NaN;
    return Number.isFinite(n) ? Math.round(n * 100) : NaN;
  },
  z
    .number({ error: priceTableMessages.adjustment })
    .int()
    .min(MIN_ADJUSTMENT, priceTableMessages.adjustment)
    .max(MAX_ADJUSTMENT, priceTableMessages.adjustment),
);

/** A table's header: what it is for and when; the target named by `tipo`. */
export const priceTableInput = z
  .object({
    nome: requiredText(80),
    tipo: z.enum(['padrao', 'cliente', 'uf', 'condicao'], { error: m.required }),
    cliente: optional(code),
    uf: optional(stateField),
    condicao: optional(z.string().trim().max(40)),
    ajuste: adjustmentField,
    validaDe: optional(dateField),
    validaAte: optional(dateField),
    ativa: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (t.tipo === 'cliente') need(t.cliente !== undefined, 'cliente', priceTableMessages.customerRequired);
    if (t.tipo === 'uf') need(t.uf !== undefined, 'uf', priceTableMessages.ufRequired);
    if (t.tipo === 'condicao') need(!!t.condicao, 'condicao', priceTableMessages.conditionRequired);
    if (t.validaDe && t.validaAte) need(t.validaDe <= t.validaAte, 'validaAte', priceTableMessages.validity);
  });
export type PriceTableInput = z.output<typeof priceTableInput>;

export const priceTableParams = z.object({ codigo: code });
export const priceItemParams = z.object({ codigo: code, produto: code });
export const priceItemInput = z.object({ preco: priceCents });

const tableHeader = z.object({
  codigo: z.number(),
  nome: z.string(),
  tipo: z.enum(['padrao', 'cliente', 'uf', 'condicao']),
  cliente: z.number().nullable(),
  clienteNome: z.string().nullable(),
  uf: z.string().nullable(),
  condicao: z.string().nullable(),
  /** Percent, e.g. 2.5. */
  ajuste: z.number(),
  validaDe: z.string().nullable(),
  validaAte: z.string().nullable(),
  ativa: z.boolean(),
});
export type PriceTableHeader = z.infer<typeof tableHeader>;

/** The header and how many products the table prices; the prices themselves are a grid (gridCalls.priceTableItems). */
export const priceTableReply = envelope({ tabela: tableHeader, produtos: z.number() });
export type PriceTableReply = z.infer<typeof priceTableReply>;

export const deletedReply = envelope({ retorno: z.literal(true) });

/** The import's file (base64) and whether to write it or only preview it. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;
export const priceImportRequest = fileImportRequest(MAX_IMPORT_BYTES, priceTableMessages.badFile);

export const priceImportReply = envelope({
  gravado: z.boolean(),
  novos: z.number(),
  alterados: z.number(),
  iguais: z.number(),
  recusados: z.array(refusedImportRow),
});
export type PriceImportReply = z.infer<typeof priceImportReply>;
