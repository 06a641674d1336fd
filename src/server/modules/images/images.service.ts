import {
  canUpload,
  DEFAULT_LOGO,
  isValidImageUrl,
  LOGO_LABEL,
  maxBytesOf,
  usagePercent,
  WARNING_PERCENT,
  type ImageKind,
} from '../../../shared/domain/images.js';
import { isCustomer } from '../../../shared/domain/access.js';
import {
  imageMessages as msg,
  tooLargeMessage,
  type UploadFields,
  type UsageReply,
} from '../../../shared/schemas/images.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { imageKeyOf, renditionsOf, type Rendition } from './image-processing.js';
import * as repo from './images.repo.js';
import type { FileStorage } from './storage.js';

export type ImageDeps = { db: Db; storage: FileStorage };

/** Images are sent and deleted by managers and admins (spec section 6: product editing is the operators'). */
export function requireImageEditor(auth: AuthContext): void {
  if (isCustomer(auth) || (auth.role !== 'manager' && auth.role !== 'admin')) throw forbidden(msg.managersOnly);
}

export const fileUrl = (tenantId: number, key: string) => `/arquivos/${tenantId}/${key}`;

const percentText = (percent: number) => percent.toFixed(2).replace('.', ',');

/** `espacoMB`: the share of the quota the stored bytes use, and a warning from 80 % on. */
export async function uploadPermission(db: Db, tenantId: number) {
  const percent = usagePercent(await repo.usedBytes(db, tenantId), await repo.quotaMb(db, tenantId));
  const msgExcecao = !canUpload(percent)
    ? msg.quotaFull(percentText(percent))
    : percent >= WARNING_PERCENT
      ? msg.usageWarning(percentText(percent))
      : '';
  return { espacoMB: { msgExcecao, porcentagemUso: percent } };
}

export type IncomingFile = { bytes: Buffer; truncated: boolean };

/** What a manufacturer label names: `fabricante-12` → 12. */
const manufacturerOf = (label: string | undefined) => {
  // Stryker disable next-line Regex: equivalent; the field's schema already ends a name at its digits
  const match = /^fabricante-(\d+)$/.exec(label ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * `/upload-images-ecommerce`: `get` answers the manufacturer's current image; `set` stores the file
 * (or the URL) after the quota check. The renditions are written first and their rows in one
 * transaction with the manufacturer's new image; if that fails the written files are removed.
 */
export async function upload(
  deps: ImageDeps,
  auth: AuthContext,
  read: () => Promise<{ fields: UploadFields; file?: IncomingFile }>,
): Promise<string[] | typeof msg.overQuota> {
  // The caller is checked before a byte of the file is read.
  requireImageEditor(auth);
  const { fields, file } = await read();
  const tenantId = auth.tenantId;
  const manufacturerId = fields.pastaDoArquivo === 'fabricantes' ? manufacturerOf(fields.nomeDoArquivo) : undefined;
  if (fields.action === 'get') return currentImage(deps.db, tenantId, manufacturerId);
  if (!file) return linkUrl(deps.db, tenantId, manufacturerId, fields.urlImagem);
  if (file.truncated || file.bytes.length > maxBytesOf(fields.pastaDoArquivo))
    throw badRequest(tooLargeMessage(fields.pastaDoArquivo));
  const { espacoMB } = await uploadPermission(deps.db, tenantId);
  if (!canUpload(espacoMB.porcentagemUso)) return msg.overQuota;
  const renditions = await renditionsOf(file.bytes, fields.pastaDoArquivo);
  await storeAll(deps, tenantId, renditions, fields.pastaDoArquivo, fields.nomeDoArquivo, manufacturerId);
  const url = (variant: Rendition['variant']) =>
    fileUrl(tenantId, renditions.find((r) => r.variant === variant)?.key ?? '');
  return [url('card'), url('zoom'), url('thumb'), url('original')];
}

async function currentImage(db: Db, tenantId: number, manufacturerId: number | undefined) {
  if (manufacturerId === undefined) return [];
  const row = await repo.manufacturerImage(db, tenantId, manufacturerId);
  if (!row) throw notFound(msg.notFound);
  return row.url ? [row.url] : [];
}

/** A manufacturer's image given by URL (the spec's `urlImagem`): nothing is stored. */
async function linkUrl(db: Db, tenantId: number, manufacturerId: number | undefined, url: string | undefined) {
  if (!url) throw badRequest(msg.noFile);
  if (!isValidImageUrl(url)) throw badRequest(msg.invalidUrl);
  if (manufacturerId !== undefined && !(await repo.setManufacturerImage(db, tenantId, manufacturerId, url)))
    throw notFound(msg.notFound);
  return [url];
}

async function storeAll(
  deps: ImageDeps,
  tenantId: number,
  renditions: Rendition[],
  folder: ImageKind,
  label: string | undefined,
  manufacturerId: number | undefined,
): Promise<void> {
  // Stryker disable next-line ArrayDeclaration: equivalent; deleting a key never written is a no-op in every storage
  const written: string[] = [];
  try {
    for (const r of renditions) {
      await deps.storage.put(tenantId, r.key, r.bytes);
      written.push(r.key);
    }
    await deps.db.transaction(async (tx) => {
      await repo.insertFiles(tx, tenantId, rowsOf(renditions, folder, label));
      const card = renditions.find((r) => r.variant === 'card');
      if (manufacturerId !== undefined && card) {
        const found = await repo.setManufacturerImage(tx, tenantId, manufacturerId, fileUrl(tenantId, card.key));
        if (!found) throw notFound(msg.notFound);
      }
    });
  } catch (error) {
    // Every written file is tried even when the storage is failing: the first failure is the one to report.
    await Promise.allSettled(written.map((key) => deps.storage.delete(tenantId, key)));
    throw error;
  }
}

/** An image the server made itself (the demo's pictures), ready to store: its renditions and label. */
export type PreparedImage = { renditions: Rendition[]; folder: ImageKind; label: string };

/**
 * The renditions of an image the server made (sharp's threads: it can run while other work goes on);
 * `storeImage` then writes them.
 */
export async function prepareImage(bytes: Buffer, folder: ImageKind, label: string): Promise<PreparedImage> {
  return { renditions: await renditionsOf(bytes, folder), folder, label };
}

/**
 * Stores a prepared image: the same files, `stored_files` rows and quota as an upload, without the
 * caller checks. Answers the card-size URL.
 */
export async function storeImage(deps: ImageDeps, tenantId: number, image: PreparedImage): Promise<string> {
  await storeAll(deps, tenantId, image.renditions, image.folder, image.label, undefined);
  return fileUrl(tenantId, image.renditions.find((r) => r.variant === 'card')?.key ?? '');
}

const rowsOf = (renditions: Rendition[], folder: ImageKind, label: string | undefined): repo.NewFile[] =>
  renditions.map((r) => ({
    folder,
    name: r.key,
    bytes: r.bytes.length,
    contentType: r.contentType,
    imageKey: r.imageKey,
    variant: r.variant,
    label: label ?? null,
  }));

/** `/deletar-imagem`: the image's sizes and links go in one transaction, then its files; quota is freed. */
export async function deleteImage(deps: ImageDeps, auth: AuthContext, name: string) {
  requireImageEditor(auth);
  const imageKey = imageKeyOf(name);
  if (!imageKey) throw notFound(msg.notFound);
  const rows = await deps.db.transaction(async (tx) => {
    const deleted = await repo.deleteImageRows(tx, auth.tenantId, imageKey);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; an empty list unlinks nothing, the check saves two scans
    if (deleted.length > 0)
      await repo.unlinkImage(
        tx,
        auth.tenantId,
        deleted.map((r) => fileUrl(auth.tenantId, r.name)),
      );
    return deleted;
  });
  if (rows.length === 0) throw notFound(msg.notFound);
  await Promise.all(rows.map((r) => deps.storage.delete(auth.tenantId, r.name)));
  return { excluido: true };
}

/** `/salvar/imagens/produto`: the product's four slots (empty ones dropped). */
export async function saveProductImages(db: Db, auth: AuthContext, productId: number, urls: string[]) {
  requireImageEditor(auth);
  const paths = urls.filter((u) => u !== '');
  if (!(await repo.setProductImages(db, auth.tenantId, productId, paths))) throw notFound(msg.productNotFound);
  return { imagens: paths };
}

/** `/get-logo`: the company's newest logo, or the default one. */
export async function logoOf(db: Db, tenantId: number, label: string | undefined) {
  const name = await repo.latestLabelled(db, tenantId, label?.trim() || LOGO_LABEL).catch(() => undefined);
  return { url: name ? fileUrl(tenantId, name) : DEFAULT_LOGO };
}

export async function searchLibrary(db: Db, auth: AuthContext, term: string) {
  const rows = await repo.searchLibrary(db, auth.tenantId, term);
  return {
    imagens: rows.map((r) => ({ url: fileUrl(auth.tenantId, r.name), nome: r.label ?? 'imagem', tipo: r.folder })),
  };
}

/** 'Consultar consumo': use against the quota, per kind, the 12 months' growth and the largest images. */
export async function usageOf(db: Db, tenantId: number, now = new Date()): Promise<UsageReply> {
  const [used, plan, kinds, months, largest] = await Promise.all([
    repo.usedBytes(db, tenantId),
    repo.storagePlan(db, tenantId),
    repo.bytesPerKind(db, tenantId),
    repo.bytesPerMonth(db, tenantId),
    repo.largestImages(db, tenantId, 10),
  ]);
  const quota = Math.min(plan.quota, plan.limit ?? plan.quota);
  return {
    cotaMB: quota,
    planoMB: plan.quota,
    limiteMB: plan.limit,
    usadoBytes: used,
    porcentagemUso: usagePercent(used, quota),
    porTipo: (['produtos', 'fabricantes', 'paginas'] as const).map((tipo) => ({
      tipo,
      bytes: kinds.find((k) => k.folder === tipo)?.bytes ?? 0,
    })),
    meses: cumulativeMonths(months, now),
    maiores: largest
      .filter((r) => r.name)
      .map((r) => ({ url: fileUrl(tenantId, r.name), nome: r.label ?? 'imagem', tipo: r.folder, bytes: r.bytes })),
  };
}

/** The company's own limit (admins): at most the plan's quota; null goes back to the plan's. */
export async function setStorageLimit(db: Db, auth: AuthContext, limit: number | null): Promise<UsageReply> {
  if (isCustomer(auth) || auth.role !== 'admin') throw forbidden(msg.limitAdminsOnly);
  const { quota } = await repo.storagePlan(db, auth.tenantId);
  if (limit !== null && limit > quota)
    throw badRequest(msg.limitAbovePlan(quota), [{ campo: 'limiteMB', mensagem: msg.limitAbovePlan(quota) }]);
  await repo.setStorageLimit(db, auth.tenantId, limit);
  return { ...(await usageOf(db, auth.tenantId)), msg: { tipo: 'success', mensagem: msg.limitSaved } };
}

/** The stored total at the end of each of the last 12 months (today's images counted in their month). */
export function cumulativeMonths(added: readonly { month: string; bytes: number }[], now: Date) {
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return months.map((mes) => ({
    mes,
    bytes: added.filter((a) => a.month <= mes).reduce((sum, a) => sum + a.bytes, 0),
  }));
}
