import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, describeProcess, lockDataDir } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-lock-'));
  dirs.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
afterEach(() => {
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
});

/** A live process that has nothing to do with Balcão. */
const unrelatedProcess = (): number => {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child.pid;
};

const writeLock = (dir: string, content: unknown) =>
  fs.writeFileSync(path.join(dir, 'balcao.lock'), typeof content === 'string' ? content : JSON.stringify(content));
const lockHolderPid = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'balcao.lock'), 'utf8')) as { pid: number }).pid;
const linuxOnly = fs.existsSync('/proc/self/stat') ? it : it.skip;

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
    expect(lockHolderPid(dir)).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'balcao.lock'))).toBe(false);
  });

  it('takes over a lock naming this very PID that this process never took (a restart in a container)', () => {
    const dir = tempDir();
    writeLock(dir, String(process.pid));
    lockDataDir(dir)();
    writeLock(dir, { ...describeProcess(process.pid), start: '1' });
    const release = lockDataDir(dir);
    expect(lockHolderPid(dir)).toBe(process.pid);
    release();
  });

  linuxOnly('takes over a lock whose PID now belongs to another, unrelated process', () => {
    const dir = tempDir();
    const pid = unrelatedProcess();
    writeLock(dir, { ...describeProcess(pid), start: '1' });
    lockDataDir(dir)();
    writeLock(dir, { ...describeProcess(pid), boot: 'another-boot' });
    lockDataDir(dir)();
  });

  it('still refuses a lock held by a live process that is the one that wrote it', () => {
    const dir = tempDir();
    const pid = unrelatedProcess();
    writeLock(dir, describeProcess(pid));
    expect(() => lockDataDir(dir)).toThrow(`já está em uso pelo processo ${pid}`);
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
