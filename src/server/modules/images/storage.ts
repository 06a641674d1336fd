import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored files live (docs/images.md). Keys are relative (`produtos/3f…-400.webp`) and always
 * made by the server; the local implementation keeps them under `DATA_DIR/files/{tenant}/`. An
 * S3-compatible bucket is the other implementation still to come.
 */
export interface FileStorage {
  put(tenantId: number, key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none (a folder is not a file). */
  get(tenantId: number, key: string): Promise<Buffer | undefined>;
  delete(tenantId: number, key: string): Promise<void>;
  /** The size in bytes of each key that exists. */
  sizes(tenantId: number, keys: readonly string[]): Promise<Map<string, number>>;
}

/** A key the server made: one folder and one file name of safe characters, nothing to climb out with. */
const SAFE_KEY = /^[a-z]+\/[0-9a-f]{32}-(80|400|1200|original)\.(webp|jpg|png|avif|gif)$/;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key);

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(tenantId: number, key: string): string {
    if (!Number.isInteger(tenantId) || !isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, String(tenantId), key);
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

  async sizes(tenantId: number, keys: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const key of keys) {
      const info = await stat(this.pathOf(tenantId, key)).catch(() => undefined);
      if (info?.isFile()) found.set(key, info.size);
    }
    return found;
  }
}

/** The server's storage: files under `DATA_DIR/files/` (the app, first-start demo pictures and the seed CLI). */
export const dataDirStorage = (dataDir: string): FileStorage => new LocalFileStorage(path.join(dataDir, 'files'));
