import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored files live (docs/images.md). Keys are relative (`produtos/3f…-400.webp`) and always
 * made by the server; the local implementation keeps them under `DATA_DIR/files/{tenant}/`, the S3
 * one as objects `{tenant}/{key}` of the configured bucket.
 */
export interface FileStorage {
  put(tenantId: number, key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none (a folder is not a file). */
  get(tenantId: number, key: string): Promise<Buffer | undefined>;
  delete(tenantId: number, key: string): Promise<void>;
}

/** A key the server made: one folder and one file name of safe characters, nothing to climb out with. */
const SAFE_KEY = /^[a-z]+\/[0-9a-f]{32}-(80|400|1200|original)\.(webp|jpg|png|avif|gif)$/;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key);

/** A stored file's place below the storage root: the tenant's folder, then the key. */
export function storagePathOf(tenantId: number, key: string): string {
  if (!Number.isInteger(tenantId) || !isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return `${tenantId}/${key}`;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The media type of a stored file, by the extension the server gave it. */
export const contentTypeOf = (key: string): string =>
  contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(tenantId: number, key: string): string {
    return path.join(this.root, storagePathOf(tenantId, key));
  }

  async put(tenantId: number, key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(tenantId, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async get(tenantId: number, key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(tenantId, key));
    } catch {
      return undefined;
    }
  }

  async delete(tenantId: number, key: string): Promise<void> {
    await rm(this.pathOf(tenantId, key), { force: true });
  }
}

/** Files under `DATA_DIR/files/` (tests that look at the folder). */
export const dataDirStorage = (dataDir: string): FileStorage => new LocalFileStorage(path.join(dataDir, 'files'));
