import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a second lock on the same directory while the first is held', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'balcao.lock'), '99999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'balcao.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'balcao.lock'))).toBe(false);
  });

  it('makes a second Balcão process on the same DATA_DIR stop at once with a clear message', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', SEED_DEMO: 'false' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(`O diretório de dados ${dir} já está em uso pelo processo ${process.pid}`);
    } finally {
      release();
    }
  });
});
