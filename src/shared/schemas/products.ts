import { z } from 'zod';
import { parseMoneyToCents } from '../br/money.js';
import { validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import { optionalText, refusedImportRow, requiredText } from './fields.js';
import { int4 } from './int4.js';

/** The pt-BR texts of the back office's products ('Produtos'); the editors' texts are the spec's. */
export const productMessages = {
  title: 'Produtos',
  /** Spec section 8, word for word (its slips included: docs/wording.md). */
  notFound: 'Produto não encontrado',
  specificationSaved: 'Especificação salva com sucesso',
  ecommerceSaved: 'Descrição salva com sucesso',
  quickSaved: 'Descrição rápida salva com sucesso',
  saved: 'Produto salvo.',
  managersOnly: 'Só gestores e administradores alteram os produtos.',
  groupNotFound: 'Grupo não encontrado.',
  manufacturerNotFound: 'Fabricante não encontrado.',
  price: 'Informe um preço maior que zero (ex.: 12,50).',
  stock: 'Informe o estoque em unidades inteiras (0 ou mais).',
  decimal: 'Informe um número maior que zero (ex.: 3,6).',
  richTooLong: 'O texto passa de 100.000 caracteres.',
} as const;

const code = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));
export const productParams = z.object({ codigo: code });

/** Money typed as pt-BR text ('12,50') or sent as reais (12.5), in centavos, above zero. */
const moneyCents = z.preprocess(
  (value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : NaN;
    return typeof value === 'string' ? (parseMoneyToCents(value) ?? NaN) : NaN;
  },
  z.number({ error: productMessages.price }).int().positive(productMessages.price).max(2_000_000_000),
);

/** A positive quantity with up to three decimals ('3,6' or 3.6) as text for numeric columns, or blank. */
export const parseDecimal = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const raw = value.trim();
  // '1.234,5' (pt-BR) or '3.6': a comma makes the dots thousands separators.
  const text = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
  return /^\d{1,7}(\.\d{1,3})?$/.test(text) ? Number(text) : NaN;
};
const decimalField = z.preprocess(
  parseDecimal,
  z.number({ error: productMessages.decimal }).positive(productMessages.decimal).optional(),
);

const stockField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  int4(z.number({ error: productMessages.stock }).int(productMessages.stock).min(0, productMessages.stock)),
);

/** What an admin or manager changes on the product page (the rich texts have their own calls). */
export const productInput = z.object({
  descricao: requiredText(200),
  descricaoLista: optionalText(200),
  nomeEcommerce: optionalText(200),
  embalagem: optionalText(60),
  embalagemLista: optionalText(60),
  volumeLitros: decimalField,
  pesoKg: decimalField,
  grupo: code,
  fabricante: code,
  precoLista: moneyCents,
  preco: moneyCents,
  estoque: stockField,
  venderSemEstoque: z.boolean(),
  /** Multiple mode: sold in steps of 10 (spec section 5); left out, it stays as it is. */
  multiplo: z.boolean().optional(),
  visivelLoja: z.boolean(),
  baseTingimento: z.boolean(),
  /** Which base a tint base is ('A', 'B', 'C'): the colours' formulas for that base (docs/tinting.md). */
  letraBase: optionalText(5).transform((v) => v?.toUpperCase()),
});
export type ProductInput = z.output<typeof productInput>;

const option = z.object({ codigo: z.number(), nome: z.string() });

export const productDetail = z.object({
  codigo: z.number(),
  descricao: z.string(),
  descricaoLista: z.string().nullable(),
  nomeEcommerce: z.string().nullable(),
  embalagem: z.string().nullable(),
  embalagemLista: z.string().nullable(),
  volumeLitros: z.number().nullable(),
  pesoKg: z.number().nullable(),
  grupo: z.number(),
  fabricante: z.number(),
  /** In reais, as every money on the wire. */
  precoLista: z.number(),
  preco: z.number(),
  estoque: z.number(),
  venderSemEstoque: z.boolean(),
  multiplo: z.boolean(),
  visivelLoja: z.boolean(),
  baseTingimento: z.boolean(),
  letraBase: z.string().nullable(),
  especificacao: z.string().nullable(),
  descricaoEcommerce: z.string().nullable(),
  descricaoRapida: z.string().nullable(),
  imagens: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productReply = envelope({
  produto: productDetail,
  /** Whether this operator may change it (admins and managers); sellers read. */
  podeEditar: z.boolean(),
  grupos: z.array(option),
  fabricantes: z.array(option),
});
export type ProductReply = z.infer<typeof productReply>;

/** The three rich-text fields of spec section 7's `/produto/editar/{campo}`. */
export const richFields = ['especificacao', 'descricaoEcommerce', 'descricaoRapida'] as const;
export type RichField = (typeof richFields)[number];
export const richFieldLabels: Record<RichField, string> = {
  especificacao: 'Especificação',
  descricaoEcommerce: 'Descrição para a loja virtual',
  descricaoRapida: 'Descrição rápida',
};
export const richSavedMessages: Record<RichField, string> = {
  especificacao: productMessages.specificationSaved,
  descricaoEcommerce: productMessages.ecommerceSaved,
  descricaoRapida: productMessages.quickSaved,
};

export const MAX_RICH_TEXT = 100_000;
export const richParams = z.object({ campo: z.enum(richFields, { error: productMessages.notFound }) });
const richText = z.string().max(MAX_RICH_TEXT, productMessages.richTooLong).optional();
/** `codigo` and the field (whichever of the three the address names; blank clears it). */
export const richInput = z.object({
  codigo: code,
  especificacao: richText,
  descricaoEcommerce: richText,
  descricaoRapida: richText,
});
/** 'resp' (the spec's text) and the text as saved, after cleaning. */
export const richReply = envelope({ resp: z.string(), campo: z.enum(richFields), texto: z.string() });

/** The import's texts: the file, its limits and each refused line's reason. */
export const importMessages = {
  badFile:
    'Não foi possível ler o arquivo. Envie uma planilha .xlsx ou um arquivo .csv com as colunas do modelo (primeira linha com os títulos).',
  emptyFile: 'O arquivo não tem nenhuma linha de dados.',
  tooManyRows: (max: number) => `O arquivo passa de ${max.toLocaleString('pt-BR')} linhas; divida-o em partes menores.`,
  expired: 'A prévia expirou ou não existe mais. Envie o arquivo de novo.',
  written: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'produto gravado' : 'produtos gravados'}.`,
  rowCode: 'Código de produto inválido.',
  rowRepeated: (line: number) => `Produto repetido (já na linha ${line}).`,
  rowDescription: 'Descrição em branco.',
  rowDescriptionLong: (max: number) => `Descrição com mais de ${max} caracteres.`,
  rowGroup: 'Grupo não encontrado (use o código de um grupo ou o nome, com até 100 caracteres).',
  rowManufacturer: 'Fabricante não encontrado (use o código de um fabricante ou o nome, com até 100 caracteres).',
  newGroups: (names: readonly string[]) =>
    `${names.length === 1 ? 'Grupo novo, criado' : 'Grupos novos, criados'} ao gravar: ${names.join(', ')}.`,
  newManufacturers: (names: readonly string[]) =>
    `${names.length === 1 ? 'Fabricante novo, criado' : 'Fabricantes novos, criados'} ao gravar: ${names.join(', ')}.`,
  rowPrice: 'Preço inválido (use 12,50).',
  rowListPrice: 'Preço de lista inválido (use 12,50).',
  rowStock: 'Estoque inválido (use um número inteiro, 0 ou mais).',
  rowDecimal: 'Volume ou peso inválido (use 3,6).',
  rowUnknown: 'Produto não encontrado (importe-o antes no arquivo de produtos).',
} as const;

/** Which file: the catalogue ('produtos') or its prices and stock ('precos'). */
export const importKinds = ['produtos', 'precos'] as const;
export type ImportKind = (typeof importKinds)[number];
/** The columns of each file, in order; the first line of the file holds these titles. */
export const importColumns: Record<ImportKind, readonly string[]> = {
  produtos: ['codigo', 'descricao', 'grupo', 'fabricante', 'embalagem', 'volume', 'peso', 'precoLista', 'preco'],
  precos: ['codigo', 'precoLista', 'preco', 'estoque'],
};

export const MAX_IMPORT_BYTES = 3_500_000;
export const MAX_IMPORT_ROWS = 100_000;
/** Lines written per transaction (and per call of the browser's progress bar). */
export const IMPORT_BATCH = 2_000;
/** Refused lines sent with a preview (all are counted). */
export const SHOWN_REFUSALS = 500;

/** A preview: the kind and the file (base64). A write: the preview's id and the batch to write. */
export const productImportRequest = z.union([
  z.object({
    tipo: z.enum(importKinds, { error: importMessages.badFile }),
    nomeArquivo: requiredText(200),
    // Base64 grows a file by 4/3.
    arquivo: z
      .string({ error: importMessages.badFile })
      .min(1, importMessages.badFile)
      .max(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4, importMessages.badFile),
  }),
  z.object({ importacao: z.string().min(1).max(64), lote: z.number().int().min(0).max(1_000) }),
]);

export const productImportReply = envelope({
  importacao: z.string(),
  novos: z.number(),
  alterados: z.number(),
  iguais: z.number(),
  recusados: z.array(refusedImportRow),
  totalRecusados: z.number(),
  lotes: z.number(),
  /** Groups and manufacturers named in the file that do not exist yet: written lines create them. */
  novosGrupos: z.array(z.string()),
  novosFabricantes: z.array(z.string()),
  /** After a write: the batch written and how many lines all written batches hold so far. */
  lote: z.number().optional(),
  gravados: z.number().optional(),
});
export type ProductImportReply = z.infer<typeof productImportReply>;
