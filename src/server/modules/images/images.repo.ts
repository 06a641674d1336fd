import { sql } from 'drizzle-orm';
import type { ImageKind, ImageVariant } from '../../../shared/domain/images.js';
import { queryRows, type Db } from '../../db/client.js';

export type StoredRow = {
  name: string;
  folder: ImageKind;
  variant: ImageVariant | null;
  label: string | null;
  bytes: number;
};
export type NewFile = {
  folder: ImageKind;
  name: string;
  bytes: number;
  contentType: string;
  imageKey: string;
  variant: ImageVariant;
  label: string | null;
};

/** Every byte the tenant has stored (every size of every image counts against the quota). */
export async function usedBytes(db: Db, tenantId: number): Promise<number> {
  const [row] = await queryRows<{ used: string }>(
    db,
    sql`SELECT coalesce(sum(size_bytes), 0)::text AS used FROM stored_files WHERE tenant_id = ${tenantId}`,
  );
  return Number(row?.used ?? 0);
}

/**
 * The plan's quota and the company's own limit, read fresh (not from the tenant cache) so a change
 * applies to the next upload.
 */
export async function storagePlan(db: Db, tenantId: number): Promise<{ quota: number; limit: number | null }> {
  const [row] = await queryRows<{ quota: number; limit: number | null }>(
    db,
    sql`SELECT storage_quota_mb AS quota, storage_limit_mb::float8 AS "limit" FROM tenants WHERE id = ${tenantId}`,
  );
  return row ?? { quota: 0, limit: null };
}

/** The space uploads are checked against: the plan's quota, or the company's own limit when lower. */
export async function quotaMb(db: Db, tenantId: number): Promise<number> {
  const { quota, limit } = await storagePlan(db, tenantId);
  return Math.min(quota, limit ?? quota);
}

export async function setStorageLimit(db: Db, tenantId: number, limit: number | null): Promise<void> {
  await db.execute(sql`UPDATE tenants SET storage_limit_mb = ${limit} WHERE id = ${tenantId}`);
}

export async function insertFiles(db: Db, tenantId: number, files: readonly NewFile[]): Promise<void> {
  for (const f of files) {
    await db.execute(sql`INSERT INTO stored_files
        (tenant_id, folder, name, size_bytes, mime_type, image_key, variant, label)
        VALUES (${tenantId}, ${f.folder}, ${f.name}, ${f.bytes}, ${f.contentType}, ${f.imageKey}, ${f.variant}, ${f.label})`);
  }
}

/** The image's rows, deleted; empty when the tenant has no such image. */
export async function deleteImageRows(db: Db, tenantId: number, imageKey: string): Promise<StoredRow[]> {
  return queryRows<StoredRow>(
    db,
    sql`DELETE FROM stored_files WHERE tenant_id = ${tenantId} AND image_key = ${imageKey}
        RETURNING name, folder, variant, label, size_bytes::float8 AS bytes`,
  );
}

/** Takes the image's URLs out of every product and manufacturer of the tenant that showed it. */
export async function unlinkImage(db: Db, tenantId: number, urls: readonly string[]): Promise<void> {
  const list = sql`ARRAY[${sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`UPDATE products SET image_paths = ARRAY(
        SELECT p FROM unnest(image_paths) AS p WHERE p <> ALL(${list}))
      WHERE tenant_id = ${tenantId} AND image_paths && ${list}`);
  await db.execute(sql`UPDATE manufacturers SET image_url = NULL
      WHERE tenant_id = ${tenantId} AND image_url = ANY(${list})`);
}

export async function setProductImages(db: Db, tenantId: number, productId: number, paths: string[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE products SET image_paths = ${sql`ARRAY[${sql.join(
      paths.map((p) => sql`${p}`),
      sql`, `,
    )}]::text[]`}
        WHERE tenant_id = ${tenantId} AND id = ${productId} RETURNING id`,
  );
  return rows.length > 0;
}

export async function setManufacturerImage(db: Db, tenantId: number, manufacturerId: number, url: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE manufacturers SET image_url = ${url} WHERE tenant_id = ${tenantId} AND id = ${manufacturerId} RETURNING id`,
  );
  return rows.length > 0;
}

export async function manufacturerImage(db: Db, tenantId: number, manufacturerId: number) {
  const [row] = await queryRows<{ url: string | null }>(
    db,
    sql`SELECT image_url AS url FROM manufacturers WHERE tenant_id = ${tenantId} AND id = ${manufacturerId}`,
  );
  return row;
}

/** The newest card-size image with this label (the company logo is 'logo'). */
export async function latestLabelled(db: Db, tenantId: number, label: string): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM stored_files WHERE tenant_id = ${tenantId} AND label = ${label} AND variant = 'card'
        ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return row?.name;
}

/** The tenant's images (card size), newest first, whose label holds the term. */
export async function searchLibrary(db: Db, tenantId: number, term: string) {
  return queryRows<{ name: string; label: string | null; folder: ImageKind }>(
    db,
    sql`SELECT name, label, folder FROM stored_files
        WHERE tenant_id = ${tenantId} AND variant = 'card'
          AND (${term} = '' OR coalesce(label, '') ILIKE '%' || ${term} || '%')
        ORDER BY created_at DESC, id DESC LIMIT 60`,
  );
}

export async function bytesPerKind(db: Db, tenantId: number) {
  return queryRows<{ folder: string; bytes: number }>(
    db,
    sql`SELECT folder, sum(size_bytes)::float8 AS bytes FROM stored_files WHERE tenant_id = ${tenantId} GROUP BY folder`,
  );
}

/** Bytes added per month over the last 12 months (the screen accumulates them). */
export async function bytesPerMonth(db: Db, tenantId: number) {
  return queryRows<{ month: string; bytes: number }>(
    db,
    sql`SELECT to_char(date_trunc('month', created_at), 'YYYY-MM') AS month, sum(size_bytes)::float8 AS bytes
        FROM stored_files WHERE tenant_id = ${tenantId} GROUP BY 1 ORDER BY 1`,
  );
}

/** The largest images (all their sizes together), with their card-size key. */
export async function largestImages(db: Db, tenantId: number, limit: number) {
  return queryRows<{ name: string; label: string | null; folder: ImageKind; bytes: number }>(
    db,
    sql`SELECT min(name) FILTER (WHERE variant = 'card') AS name, max(label) AS label, min(folder) AS folder,
               sum(size_bytes)::float8 AS bytes
        FROM stored_files WHERE tenant_id = ${tenantId} AND image_key IS NOT NULL
        GROUP BY image_key ORDER BY bytes DESC LIMIT ${limit}`,
  );
}
