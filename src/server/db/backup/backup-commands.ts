import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import { openDatabase, shippedMigrations, type Database } from '../client.js';
import { lockDataDir } from '../lock.js';
import { BackupError } from './backup-format.js';
import { dumpDatabase } from './dump.js';
import { loadBackup } from './load.js';

type Target = Pick<Config, 'dataDir' | 'databaseUrl'>;
type Log = (line: string) => void;

/**
 * Writes the PGlite database under DATA_DIR to `file` (first to `file.parcial`, renamed at the end,
 * so an interrupted backup never looks complete). The server must be stopped: PGlite serves one
 * process, and the data directory lock says so.
 */
export async function backup(target: Target, file: string, log: Log): Promise<void> {
  refusePostgres(target);
  const live = path.join(target.dataDir, 'pglite');
  if (!hasFiles(live)) throw new BackupError(`Não há banco em ${live} para copiar.`);
  const database = await openDatabase({ dataDir: target.dataDir });
  const partial = `${file}.parcial`;
  const counts = new Map<string, number>();
  try {
    await pipeline(Readable.from(dumpDatabase(engineOf(database), counts)), fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
  log(`Cópia salva em ${file} (${summary(counts)}).`);
}

export type RestoreOptions = { replace: boolean };

/**
 * Restores `file` into DATA_DIR: into a fresh database beside it first, which takes the place of
 * DATA_DIR/pglite only once the whole file has loaded. An existing database is replaced only with
 * `replace`, and then kept aside (pglite-anterior-<data>), never deleted.
 */
export async function restore(target: Target, file: string, options: RestoreOptions, log: Log): Promise<void> {
  refusePostgres(target);
  if (!fs.existsSync(file)) throw new BackupError(`Arquivo não encontrado: ${file}`);
  const unlock = lockDataDir(target.dataDir);
  const staging = path.join(target.dataDir, `restauracao-${stamp()}`);
  try {
    const live = path.join(target.dataDir, 'pglite');
    if (hasFiles(live) && !options.replace) {
      throw new BackupError(
        `Já existe um banco em ${live}. Para substituí-lo, repita com --substituir ` +
          '(o banco atual fica guardado ao lado, com outro nome).',
      );
    }
    const counts = await loadInto(staging, file);
    const kept = hasFiles(live) ? path.join(target.dataDir, `pglite-anterior-${stamp()}`) : undefined;
    if (kept) fs.renameSync(live, kept);
    fs.renameSync(path.join(staging, 'pglite'), live);
    log(`Cópia ${file} restaurada em ${live} (${summary(counts)}).`);
    if (kept) log(`O banco que estava lá foi guardado em ${kept}.`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

async function loadInto(dataDir: string, file: string): Promise<Map<string, number>> {
  const database = await openDatabase({ dataDir });
  try {
    const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
    return await loadBackup(engineOf(database), lines, shippedMigrations());
  } finally {
    await database.close();
  }
}

function refusePostgres(target: Target): void {
  if (target.databaseUrl) {
    throw new BackupError('Com DATABASE_URL (PostgreSQL), use pg_dump e pg_restore; veja docs/operations.md.');
  }
}

function engineOf(database: Database) {
  if (!database.pglite) throw new BackupError('Cópia e restauração por este comando são só para o PGlite.');
  return database.pglite;
}

const hasFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** A name-safe local timestamp, e.g. 2025-03-07T14-05-09. */
const stamp = () => new Date().toISOString().slice(0, 19).replaceAll(':', '-');

function summary(counts: Map<string, number>): string {
  const rows = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return `${counts.size} tabelas, ${rows.toLocaleString('pt-BR')} linhas, ${(counts.get('orders') ?? 0).toLocaleString('pt-BR')} pedidos`;
}
