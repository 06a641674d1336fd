import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SLOTS,
  imageKinds,
  searchTermOf,
  URL_MIN_LENGTH,
  type ImageKind,
} from '../domain/images.js';
import { validationMessages as m } from '../validation-messages.js';
import { envelope } from './envelope.js';
import { int4 } from './int4.js';
import { productMessages } from './products.js';

/** The pt-BR texts of images and the storage quota (spec sections 5, 8 and 9; docs/images.md). */
export const imageMessages = {
  saved: 'Imagem salva com sucesso.',
  failed: 'Ocorreu um erro, tente novamente.',
  usageAlert: 'Alerta de uso',
  uploadError: 'Alerta de erro !',
  invalidUrl: 'Por favor, coloque uma URL válida.',
  manufacturerLimit: 'Upload máximo de 1mb.',
  overQuota: 'Upload excedido',
  productNotFound: productMessages.notFound,
  usageWarning: (percent: string) =>
    `Você já usou ${percent}% do espaço de imagens do seu plano. Consulte o consumo e libere espaço ou amplie o plano.`,
  quotaFull: (percent: string) =>
    `O espaço de imagens do seu plano acabou (${percent}% usado). Exclua imagens ou amplie o plano para enviar novas.`,
  notAnImage: 'O arquivo não é uma imagem aceita. Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.',
  tooLarge: (mb: number) => `O arquivo passa do limite de ${mb} MB por imagem.`,
  tooManyPixels: 'A imagem é grande demais (dimensões acima do permitido). Reduza-a e tente novamente.',
  damaged: 'Não foi possível ler a imagem; o arquivo parece danificado.',
  noFile: 'Escolha um arquivo de imagem ou informe a URL da imagem.',
  badName: 'Nome de arquivo inválido.',
  notFound: 'Imagem não encontrada.',
  managersOnly: 'Só gestores e administradores enviam e excluem imagens.',
  limitAdminsOnly: 'Só administradores alteram o limite de espaço.',
  limitInvalid:
    'Informe o limite em MB (maior que zero, até duas casas decimais) ou deixe em branco para usar o do plano.',
  limitAbovePlan: (planMb: number) => `O limite não pode passar do espaço do plano (${planMb} MB).`,
  limitSaved: 'Limite de espaço salvo.',
} as const;

/** What a file past `maxBytesOf(kind)` is told, in the browser before sending and on the server. */
export const tooLargeMessage = (kind: ImageKind): string =>
  kind === 'fabricantes' ? imageMessages.manufacturerLimit : imageMessages.tooLarge(IMAGE_MAX_BYTES / (1024 * 1024));

const kind = z.enum(imageKinds);
const imageUrl = z.string().trim().max(500);

/** `espacoMB` (spec section 3): an empty `msgExcecao` means no problem. */
export const uploadPermissionReply = envelope({
  espacoMB: z.object({ msgExcecao: z.string(), porcentagemUso: z.number() }),
});

/**
 * The text fields of `/upload-images-ecommerce` (the file is the multipart part `files`).
 * `nomeDoArquivo` is a logical name (`fabricante-12`), never used as a file name.
 */
export const uploadFields = z.object({
  action: z.enum(['get', 'set']).default('set'),
  nomeDoArquivo: z
    .string()
    .trim()
    .regex(/^[a-z]+(-\d{1,9})?$/, imageMessages.badName)
    .optional(),
  pastaDoArquivo: kind.default('produtos'),
  tipoDoAjax: z.string().max(20).optional(),
  urlImagem: imageUrl.optional(),
});
export type UploadFields = z.output<typeof uploadFields>;

/** The spec's reply: an array whose first entry is the image URL, or the text 'Upload excedido'. */
export const uploadReply = z.union([z.array(z.string()), z.literal(imageMessages.overQuota)]);

const slotUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === '' || url.startsWith('/arquivos/') || url.length >= URL_MIN_LENGTH, {
    message: imageMessages.invalidUrl,
  });

export const productImagesInput = z.object({
  codigo: int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number)),
  imagens: z.array(slotUrl).max(IMAGE_SLOTS),
});
export const productImagesReply = envelope({ imagens: z.array(z.string()) });

export const deleteImageInput = z.object({
  action: z.string().max(20).optional(),
  /** The stored image's URL or key (`/arquivos/1/produtos/…-400.webp`). */
  nomeDoArquivo: z.string().trim().min(1).max(500),
  pastaDoArquivo: kind.optional(),
  tipoDoAjax: z.string().max(20).optional(),
});
export const deleteImageReply = envelope({ excluido: z.boolean() });

export const logoInput = z.object({ arquivo: z.string().max(200).optional() });
export const logoReply = envelope({ url: z.string() });

export const librarySearch = z.object({
  termo: z
    .string()
    .default('')
    .transform((term) => searchTermOf(term)),
});
export const libraryReply = envelope({
  imagens: z.array(z.object({ url: z.string(), nome: z.string(), tipo: kind })),
});

/** The company's own limit on its image space in MB, to the hundredth (null: the plan's quota). */
export const storageLimitInput = z.object({
  limiteMB: z
    .number({ error: imageMessages.limitInvalid })
    .positive(imageMessages.limitInvalid)
    .max(1_000_000_000, imageMessages.limitInvalid)
    .transform((mb) => Math.round(mb * 100) / 100)
    .refine((mb) => mb > 0, imageMessages.limitInvalid)
    .nullable(),
});

/**
 * 'Consultar consumo' (/plano): the quota uploads are checked against (`cotaMB`: the plan's, or the
 * company's own limit when lower), use per kind, the last 12 months and the largest files.
 */
export const usageReply = envelope({
  cotaMB: z.number(),
  planoMB: z.number(),
  limiteMB: z.number().nullable(),
  usadoBytes: z.number(),
  porcentagemUso: z.number(),
  porTipo: z.array(z.object({ tipo: kind, bytes: z.number() })),
  meses: z.array(z.object({ mes: z.string(), bytes: z.number() })),
  maiores: z.array(z.object({ url: z.string(), nome: z.string(), tipo: kind, bytes: z.number() })),
});
export type UsageReply = z.output<typeof usageReply>;
