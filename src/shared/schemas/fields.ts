import { z } from 'zod';
import { isValidCep } from '../br/cep.js';
import { isValidCnpj } from '../br/cnpj.js';
import { isValidCpf } from '../br/cpf.js';
import { parseDay } from '../br/dates.js';
import { onlyAlphanumeric, onlyDigits } from '../br/only-digits.js';
import { isValidCellphone, isValidPhone } from '../br/phone.js';
import { fill, validationMessages as m } from '../validation-messages.js';

/**
 * Field schemas shared by the server and the web forms. Masked and bare input are both accepted;
 * the parsed value is bare (digits, or digits and letters for the alphanumeric CNPJ).
 */
export const requiredText = (max = 200) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, fill(m.maxlength, max));

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, fill(m.maxlength, max))
    .optional()
    .transform((v) => (v ? v : undefined));

const ruled = (test: (value: string) => boolean, message: string) =>
  z.string({ error: m.required }).trim().min(1, m.required).refine(test, message);

export const cpfField = ruled(isValidCpf, m.cpf).transform(onlyDigits);
export const cnpjField = ruled(isValidCnpj, m.cnpj).transform(onlyAlphanumeric);
export const phoneField = ruled(isValidPhone, m.telefone).transform(onlyDigits);
export const cellphoneField = ruled(isValidCellphone, m.celular).transform(onlyDigits);
export const cepField = ruled(isValidCep, m.cep).transform(onlyDigits);
export const emailField = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .toLowerCase()
  .pipe(z.email(m.email));

/** An optional field: empty text means absent; anything else must pass `schema`. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** 'DD-MM-YYYY', 'DD/MM/YYYY' or 'YYYY-MM-DD', a real calendar day; parsed to 'YYYY-MM-DD'. */
export const dateField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const iso = parseDay(value);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: m.date });
    return z.NEVER;
  });

export const stateCodes = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export const stateField = z.enum(stateCodes, { error: m.required });

/** An import's body: the file in base64 (bounded; base64 grows a file by 4/3) and whether to write it or only preview it. */
export const fileImportRequest = (maxBytes: number, badFile: string) =>
  z.object({
    nomeArquivo: requiredText(200),
    arquivo: z
      .string({ error: badFile })
      .min(1, badFile)
      .max(Math.ceil((maxBytes * 4) / 3) + 4, badFile),
    gravar: z.boolean().default(false),
  });

/** A line an import refused: its number in the file, the code it had and why, in pt-BR. */
export const refusedImportRow = z.object({ linha: z.number(), codigo: z.string(), motivo: z.string() });
