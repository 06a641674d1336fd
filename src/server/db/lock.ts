import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * Who holds a lock: the PID, and where the system tells it (Linux), when that process started and in
 * which boot. A PID alone is not enough: after a crash the PID is reused (in a container the restarted
 * server is PID 1 again; elsewhere an unrelated process may get it), and such a lock must not block.
 */
type Holder = { pid: number; start?: string; boot?: string };

/** Lock files this process holds now: a file naming our PID that is not here was left by an earlier life. */
const heldHere = new Set<string>();

/**
 * PGlite has no lock of its own: two processes on one data directory would both write and silently lose
 * data. We hold `balcao.lock` (created exclusively, naming this process) for as long as the database is
 * open. A lock whose holder no longer runs (or whose PID now belongs to another process) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'balcao.lock');
  const me = describeProcess(process.pid);
  if (!tryCreate(lockPath, me)) {
    const holder = readHolder(lockPath);
    if (holder !== undefined && isAlive(holder, lockPath)) {
      throw new DataDirLockedError(
        `O diretório de dados ${dataDir} já está em uso pelo processo ${holder.pid}. ` +
          'Pare o outro Balcão ou use outro DATA_DIR.',
      );
    }
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath, me)) throw new DataDirLockedError(`Não foi possível travar ${dataDir}.`);
  }
  heldHere.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
}

/** The PID and, on Linux, the start time (field 22 of /proc/<pid>/stat, ticks since boot) and boot id. */
export function describeProcess(pid: number): Holder {
  const start = startTicks(pid);
  const boot = bootId();
  return { pid, ...(start && { start }), ...(boot && { boot }) };
}

function tryCreate(lockPath: string, me: Holder): boolean {
  try {
    fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The holder named in the file; a bare PID is the format of earlier versions. */
function readHolder(lockPath: string): Holder | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8').trim();
  } catch {
    return undefined;
  }
  const holder = parseHolder(text);
  return holder && Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
}

function parseHolder(text: string): Holder | undefined {
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const value = JSON.parse(text) as Partial<Record<keyof Holder, unknown>>;
    return {
      pid: Number(value.pid),
      ...(typeof value.start === 'string' && { start: value.start }),
      ...(typeof value.boot === 'string' && { boot: value.boot }),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs. Our own PID counts only if this process took
 * the lock; another PID counts when it runs and, where start time and boot id can be read, is the same
 * process (same boot, same start). Without them (another OS, an old lock file) a live PID counts.
 */
function isAlive(holder: Holder, lockPath: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  if (!pidExists(holder.pid)) return false;
  const now = describeProcess(holder.pid);
  if (holder.boot && now.boot && holder.boot !== now.boot) return false;
  if (holder.start && now.start && holder.start !== now.start) return false;
  return true;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and ')', so count from the last ')'. */
function startTicks(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so field 22 is fields[19].
  return fields[19];
}

function bootId(): string | undefined {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
