import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one data directory would both write and silently lose
 * data. We hold `balcao.lock` (created exclusively, with our PID) for as long as the database is open.
 * A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'balcao.lock');
  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    if (owner !== undefined && isRunning(owner)) {
      throw new DataDirLockedError(
        `O diretório de dados ${dataDir} já está em uso pelo processo ${owner}. ` +
          'Pare o outro Balcão ou use outro DATA_DIR.',
      );
    }
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) throw new DataDirLockedError(`Não foi possível travar ${dataDir}.`);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
}

function tryCreate(lockPath: string): boolean {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
