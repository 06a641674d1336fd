import { z } from 'zod';
import { parseMoneyToCents } from '../br/money.js';
import { settingKeyByName, type SettingField, type SettingKey } from '../domain/store-settings.js';
import { isWebOrSiteLink } from '../domain/page-links.js';
import { envelope } from './envelope.js';
import { emailField, requiredText } from './fields.js';

/** The configuration editor's messages (spec section 8 for the save). */
export const settingMessages = {
  saved: (description: string) => `Configuração de ${description} salva com sucesso`,
  restored: (description: string) => `Configuração de ${description} restaurada.`,
  unknownKey: 'Configuração desconhecida: o nome deve ser uma das chaves de 3 letras da loja.',
  colour: 'Cor inválida: use o formato #RRGGBB.',
  url: 'Link inválido: use um endereço que comece com https:// ou /.',
  pem: 'Cole o conteúdo PEM inteiro, de -----BEGIN ...----- até -----END ...-----.',
  money: 'Valor inválido: use o formato 1.234,56.',
  integer: 'Digite um número inteiro de 0 a 999.',
  choice: 'Escolha uma das opções.',
  versionNotFound: 'Versão não encontrada.',
  notSecret: 'Só um campo secreto salvo nesta configuração pode ser apagado.',
  initialVersion: 'Configuração inicial',
  noSettingsKey:
    'As credenciais não foram salvas: o servidor não tem a chave de criptografia (SETTINGS_KEY). Peça ao responsável pelo servidor para defini-la.',
} as const;

/** Empty text, an empty list or a row without anything means 'not set': it is not stored (spec section 5). */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
const trimmed = (max: number) => z.string().trim().max(max);
const isPem = (value: string) => /^-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----$/.test(value);

function fieldSchema(field: SettingField): z.ZodType {
  const values = (field.options ?? []).map(([value]) => value) as [string, ...string[]];
  switch (field.kind) {
    case 'color':
      return z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, settingMessages.colour);
    case 'money':
      return z.union([z.string(), z.number()]).transform((v, ctx) => {
        const cents = parseMoneyToCents(String(v));
        if (cents === undefined || cents < 0) {
          ctx.addIssue({ code: 'custom', message: settingMessages.money });
          return z.NEVER;
        }
        return (cents / 100).toFixed(2);
      });
    case 'integer':
      return z.coerce
        .number({ error: settingMessages.integer })
        .int(settingMessages.integer)
        .min(0, settingMessages.integer)
        .max(999, settingMessages.integer);
    case 'url':
    case 'image':
      return trimmed(500).refine(isWebOrSiteLink, settingMessages.url);
    case 'email':
      return emailField;
    case 'choice':
      return z.enum(values, { error: settingMessages.choice });
    case 'choices':
      return z.array(z.enum(values, { error: settingMessages.choice }));
    case 'texts':
      return z.array(trimmed(200)).transform((items) => items.filter(Boolean));
    case 'rows':
      return z
        .array(rowSchema(field.columns ?? []))
        .transform((rows) => rows.filter((row) => Object.keys(row).length > 0));
    case 'html':
      return trimmed(50_000);
    case 'longtext':
      return trimmed(2_000);
    case 'pem':
      return trimmed(20_000).refine(isPem, settingMessages.pem);
    case 'text':
      return field.format ? trimmed(200).regex(field.format.pattern, field.format.message) : trimmed(200);
  }
}

const rowSchema = (columns: ReadonlyArray<SettingField>) =>
  z
    .object(Object.fromEntries(columns.map((c) => [c.name, z.preprocess(blankToUndefined, fieldSchema(c).optional())])))
    .transform(withoutBlanks);

function withoutBlanks(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

/** The `valor` of one key: its declared fields, each optional; only the non-empty ones come out. */
export const settingValue = (setting: SettingKey) =>
  z
    .object(
      Object.fromEntries(
        setting.fields.map((field) => [field.name, z.preprocess(blankToUndefined, fieldSchema(field).optional())]),
      ),
    )
    .transform(withoutBlanks);

/**
 * POST /configuracoes-ecommerce/salvar (spec section 3): `ativacao` 0/1, `valor` the key's fields,
 * `nome` one of the 3-letter keys, `descricao`. The value is checked against the key's fields.
 * `removerSegredos` (ours): secret fields whose stored value goes (a credential left blank is kept).
 */
export const settingSave = z
  .object({
    ativacao: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: settingMessages.choice })),
    valor: z.record(z.string(), z.unknown()).default({}),
    nome: z
      .string()
      .length(3, settingMessages.unknownKey)
      .refine((k) => settingKeyByName.has(k), settingMessages.unknownKey),
    descricao: requiredText(100),
    removerSegredos: z.array(z.string()).max(20).default([]),
  })
  .transform((body, ctx) => {
    const setting = settingKeyByName.get(body.nome);
    if (!setting) return z.NEVER;
    const secrets = new Set(setting.fields.filter((field) => field.secret).map((field) => field.name));
    if (body.removerSegredos.some((name) => !secrets.has(name))) {
      ctx.addIssue({ code: 'custom', path: ['removerSegredos'], message: settingMessages.notSecret });
      return z.NEVER;
    }
    const value = settingValue(setting).safeParse(body.valor);
    if (value.success) return { ...body, valor: value.data };
    for (const issue of value.error.issues) ctx.addIssue({ ...issue, path: ['valor', ...issue.path] });
    return z.NEVER;
  });
export type SettingSave = z.input<typeof settingSave>;

export const settingSaveReply = envelope({ retorno: z.literal(true) });

/** One key as the admin's editor reads it: credentials are never sent, only whether they are set. */
export const settingView = z.object({
  nome: z.string(),
  descricao: z.string(),
  ativacao: z.union([z.literal(0), z.literal(1)]),
  valor: z.record(z.string(), z.unknown()),
  segredosDefinidos: z.array(z.string()),
  versao: z.number().nullable(),
});
export type SettingView = z.infer<typeof settingView>;
export const settingsReply = z.object({ configuracoes: z.array(settingView) });

export const settingParams = z.object({ nome: z.string().length(3) });
export const versionParams = z.object({
  nome: z.string().length(3),
  codigo: z.coerce.number().int().positive().max(2_147_483_647),
});
export const settingVersion = z.object({
  codigo: z.number(),
  quando: z.string(),
  quem: z.string(),
  ativacao: z.union([z.literal(0), z.literal(1)]),
  valor: z.record(z.string(), z.unknown()),
});
export const settingVersionsReply = z.object({ versoes: z.array(settingVersion) });
export type SettingVersion = z.infer<typeof settingVersion>;
