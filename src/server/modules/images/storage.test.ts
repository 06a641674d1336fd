import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, isSafeKey, LocalFileStorage, storagePathOf } from './storage.js';

const key = 'produtos/0123456789abcdef0123456789abcdef-400.webp';

describe('stored file keys', () => {
  it('takes only keys the server makes: one folder, a 32-hex key, a size and an image extension', () => {
    expect(isSafeKey(key)).toBe(true);
    for (const name of ['80.webp', '1200.webp', 'original.jpg', 'original.png', 'original.avif', 'original.gif'])
      expect(isSafeKey(`logos/0123456789abcdef0123456789abcdef-${name}`)).toBe(true);
    for (const bad of [
      `../${key}`,
      `/${key}`,
      `produtos/../${key.slice(9)}`,
      'produtos/0123456789abcdef0123456789abcdef-400.svg',
      'produtos/0123456789abcdef0123456789abcdef-500.webp',
      'produtos/0123456789ABCDEF0123456789abcdef-400.webp',
      'Produtos/0123456789abcdef0123456789abcdef-400.webp',
      `${key}\n`,
      `x${key}.webp`,
      'produtos/sub/0123456789abcdef0123456789abcdef-400.webp',
    ])
      expect(isSafeKey(bad), bad).toBe(false);
  });

  it("places a file under its company's folder, and refuses a key or company it could climb out with", () => {
    expect(storagePathOf(7, key)).toBe(`7/${key}`);
    expect(() => storagePathOf(7, `../${key}`)).toThrow('unsafe storage key');
    expect(() => storagePathOf(1.5, key)).toThrow('unsafe storage key');
    expect(() => storagePathOf(Number.NaN, key)).toThrow('unsafe storage key');
  });

  it('serves each file with the media type of the extension the server gave it', () => {
    expect(['x.webp', 'x.jpg', 'x.png', 'x.avif', 'x.gif', 'x.svg', 'x'].map(contentTypeOf)).toEqual([
      'image/webp',
      'image/jpeg',
      'image/png',
      'image/avif',
      'image/gif',
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });
});

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'balcao-files-'));
    storage = new LocalFileStorage(root);
  });
  afterAll(async () => await rm(root, { recursive: true, force: true }));

  it("keeps each company's file apart, never overwrites one, and deletes only its own", async () => {
    await storage.put(1, key, Buffer.from('um'));
    await storage.put(2, key, Buffer.from('dois'));
    expect((await storage.get(1, key))?.toString()).toBe('um');
    expect((await storage.get(2, key))?.toString()).toBe('dois');
    await expect(storage.put(1, key, Buffer.from('outro'))).rejects.toThrow();
    expect((await storage.get(1, key))?.toString()).toBe('um');
    await storage.delete(1, key);
    expect(await storage.get(1, key)).toBeUndefined();
    expect((await storage.get(2, key))?.toString()).toBe('dois');
    await storage.delete(1, key);
  });

  it('answers nothing for a missing file or a folder, and refuses an unsafe key on every call', async () => {
    expect(await storage.get(3, key)).toBeUndefined();
    await mkdir(path.join(root, '4', key), { recursive: true });
    expect(await storage.get(4, key)).toBeUndefined();
    await expect(storage.put(1, '../escape.webp', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.delete(1, '../escape.webp')).rejects.toThrow('unsafe storage key');
    expect(await storage.get(1, '../escape.webp')).toBeUndefined();
  });
});
