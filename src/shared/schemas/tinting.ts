import { z } from 'zod';
import { hexRgbPattern } from '../domain/hex-colour.js';
import { envelope } from './envelope.js';
import { fileImportRequest, refusedImportRow } from './fields.js';
import { int4 } from './int4.js';

/** Tinting on the wire (docs/tinting.md): the spec's names (cficodcor, cfidescor ...), money in reais. */

const optionalId = int4(z.coerce.number().int().positive()).optional();

/** GET /api/tintas/pesquisa: each choice narrows the lists after it (machine → line → type → unit). */
export const tintSearchQuery = z.object({
  maquina: optionalId,
  linha: optionalId,
  tipo: optionalId,
  unidade: optionalId,
});
export type TintSearchQuery = z.infer<typeof tintSearchQuery>;

const machine = z.object({
  id: z.number(),
  cficnvmaq: z.string(),
  cficodmaq: z.string(),
  cfifdemaq: z.string(),
  cfisofmaq: z.string().nullable(),
});
const line = z.object({ id: z.number(), cfideslin: z.string(), padrao: z.boolean() });
const type = z.object({ id: z.number(), cfidestip: z.string() });
const unit = z.object({ id: z.number(), cfiunicor: z.string(), volumeMl: z.number().nullable() });
const searchColour = z.object({ cficodcor: z.string(), cfidescor: z.string(), cfirgbcrr: z.string() });

export const tintSearchReply = z.object({
  maquinas: z.array(machine),
  linhas: z.array(line),
  tipos: z.array(type),
  unidades: z.array(unit),
  /** Only once machine, line, type and unit are all chosen. */
  cores: z.array(searchColour),
});
export type TintSearchReply = z.infer<typeof tintSearchReply>;

export const tintProductParams = z.object({ id: int4(z.coerce.number().int().positive()) });

/** A can size of the base: the sibling product of that volume and its base price (null: prices hidden). */
const canSize = z.object({
  codigo: z.number(),
  embalagem: z.string(),
  volumeMl: z.number(),
  preco: z.number().nullable(),
  disponivel: z.boolean(),
  /** Multiple mode: the quantity moves in steps of 10 (spec section 5). */
  multiplo: z.boolean(),
});

const chartColour = z.object({
  cficodcor: z.string(),
  cfidescor: z.string(),
  cfirgbcrr: z.string(),
  familia: z.string(),
  linha: z.number(),
  /** 'I' = inactive (spec): shown, but the spec's modal refuses it. */
  ativo: z.enum(['S', 'I']),
  /** Tinted price per can size, in the order of `embalagens` (null: prices hidden). */
  precos: z.array(z.number().nullable()),
});
export type ChartColour = z.infer<typeof chartColour>;

/** GET /api/tintas/produtos/:id: the colour chart of a tint base. */
export const tintChartReply = z.object({
  produto: z.object({ codigo: z.number(), nome: z.string() }),
  embalagens: z.array(canSize),
  linhas: z.array(line),
  cores: z.array(chartColour),
});
export type TintChartReply = z.infer<typeof tintChartReply>;

export const tintingMessages = {
  rgb: 'Informe a cor em hexadecimal, como 1F4E79.',
  photo: 'Não foi possível abrir esta imagem. Escolha uma foto (JPG, PNG ou WEBP).',
  notTintBase: 'Produto não é uma base para tingimento.',
  colourantShort: 'Corante insuficiente na tingidora para esta cor.',
} as const;

/** GET /api/tintas/cores/proximas?rgb=RRGGBB&produto={id}&limite=10 */
export const nearColoursQuery = z.object({
  rgb: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, '').toUpperCase())
    .refine((v) => hexRgbPattern.test(v), tintingMessages.rgb),
  produto: int4(z.coerce.number().int().positive()),
  linha: optionalId,
  limite: z.coerce.number().int().min(1).max(50).default(10),
});
export type NearColoursQuery = z.infer<typeof nearColoursQuery>;

export const nearColoursReply = z.array(searchColour.extend({ deltaE: z.number() }));

/** The spec's modal for an inactive tinting selection (sections 2 and 5). */
export const inactiveColourMessage = 'Esta cor está inativa e não pode ser vendida. Escolha outra cor.';

/** GET /api/tintas/formula?produto={id}&cor={code}: the formula of a colour for that base's can. */
export const canFormulaQuery = z.object({
  produto: int4(z.coerce.number().int().positive()),
  cor: z.string().trim().min(1).max(20),
});
export type CanFormulaQuery = z.infer<typeof canFormulaQuery>;

/** A colourant's amount for one can: µL on the database, mL with three decimals on the wire. */
const colourantDose = z.object({ codigo: z.string(), nome: z.string(), ml: z.number() });
export type ColourantDose = z.infer<typeof colourantDose>;

export const canFormulaReply = z.object({
  produto: z.object({ codigo: z.number(), nome: z.string() }),
  cor: searchColour.extend({ ativo: z.enum(['S', 'I']) }),
  volumeMl: z.number().nullable(),
  corantes: z.array(colourantDose),
  /** What the colourants add to the base's price per can, in reais (the server prices the cart line). */
  precoCorantes: z.number(),
});
export type CanFormulaReply = z.infer<typeof canFormulaReply>;

/** GET /api/pedidos/{id}/ficha-tingimento[/csv]?item={line}: the tickets of an order's tinted lines (or of one). */
export const tintTicketQuery = z.object({
  item: int4(z.coerce.number().int().positive()).optional(),
  imprimir: z.string().optional(),
});

/** The formula import's texts (docs/tinting.md: the dispenser software's CSV). */
export const formulaImportMessages = {
  managersOnly: 'Só gestores e administradores importam fórmulas.',
  badFile:
    'Não foi possível ler o arquivo. Envie um .csv ou .xlsx com as colunas maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml.',
  tooManyRows: (max: number) => `O arquivo passa de ${max} linhas; divida-o em partes menores.`,
  emptyFile: 'O arquivo não tem nenhuma linha de fórmula.',
  rowMachine: 'Tingidora não encontrada.',
  rowColourCode: 'Informe o código da cor.',
  rowColourName: 'Informe o nome da cor.',
  rowLine: 'Linha não encontrada.',
  rowType: 'Tipo não encontrado.',
  rowUnit: 'Unidade não encontrada.',
  rowRgb: 'Cor RGB inválida (use seis dígitos hexadecimais, como 1F4E79).',
  rowColourant: 'Corante não encontrado nesta tingidora.',
  rowDose: 'Dose inválida: informe os mL por lata, maior que zero (como 12,5).',
  rowBase: 'Base inválida: use a letra da base (como A), ou deixe em branco para todas as bases.',
  rowRepeated: (line: number) => `Corante repetido nesta cor e base (já na linha ${line}).`,
  rowDiffers: (line: number) => `Nome, linha, tipo, unidade ou RGB diferente da primeira linha da cor (linha ${line}).`,
  colourRefused: 'Cor não importada: outra linha dela foi recusada.',
  imported: (n: number) => (n === 1 ? '1 cor importada.' : `${n} cores importadas.`),
} as const;

export const MAX_FORMULA_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_FORMULA_IMPORT_ROWS = 20_000;

export const formulaImportRequest = fileImportRequest(MAX_FORMULA_IMPORT_BYTES, formulaImportMessages.badFile);
export type FormulaImportRequest = z.infer<typeof formulaImportRequest>;

/** Colours new, changed and the same; refused lines with the colour code and why. */
export const formulaImportReply = envelope({
  gravado: z.boolean(),
  novas: z.number(),
  alteradas: z.number(),
  iguais: z.number(),
  recusados: z.array(refusedImportRow),
});
export type FormulaImportReply = z.infer<typeof formulaImportReply>;

/** The colourant stock screen's texts (`/tintas/corantes`). */
export const colourantStockMessages = {
  managersOnly: 'Só gestores e administradores repõem corantes.',
  notFound: 'Corante não encontrado.',
  amount: 'Informe a quantidade em mL, maior que zero e até 100.000, com até 3 casas decimais.',
  reason: 'Informe o motivo da reposição.',
  restocked: (code: string, stock: string) => `Corante ${code} reposto. Estoque: ${stock} mL.`,
} as const;

/** The most one restock adds, in mL: a typo of a few zeros is refused rather than stocked. */
export const MAX_RESTOCK_ML = 100_000;

export const colourantParams = z.object({ id: int4(z.coerce.number().int().positive()) });

/** POST /api/tintas/corantes/{id}/repor: mL added to the canister (µL precision) and why. */
export const restockColourantRequest = z.object({
  ml: z
    .number({ error: colourantStockMessages.amount })
    .positive(colourantStockMessages.amount)
    .max(MAX_RESTOCK_ML, colourantStockMessages.amount)
    .refine((ml) => Math.abs(ml * 1000 - Math.round(ml * 1000)) < 1e-6, colourantStockMessages.amount),
  motivo: z
    .string({ error: colourantStockMessages.reason })
    .trim()
    .min(3, colourantStockMessages.reason)
    .max(300, colourantStockMessages.reason),
});
export type RestockColourantRequest = z.infer<typeof restockColourantRequest>;

/** The colourant's stock after the restock, in mL. */
export const restockColourantReply = envelope({ estoqueMl: z.number() });
