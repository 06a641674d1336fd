import type { MigrationLevel } from '../client.js';

/**
 * The last line of a complete backup: a file cut short (disk full, interrupted copy) lacks it and
 * is refused, instead of restoring part of the data.
 */
export const END_MARKER = '-- balcao-fim-da-copia';

const MIGRATIONS_PREFIX = '-- balcao-migracoes:';

/** Which schema the data belongs to: the number of migrations and the newest one's timestamp. */
export const migrationsLine = (level: MigrationLevel) => `${MIGRATIONS_PREFIX} ${level.count} ${level.newest}`;

export function parseMigrationsLine(line: string): MigrationLevel | undefined {
  if (!line.startsWith(MIGRATIONS_PREFIX)) return undefined;
  const [count = NaN, newest = NaN] = line.slice(MIGRATIONS_PREFIX.length).trim().split(/\s+/).map(Number);
  return Number.isInteger(count) && Number.isInteger(newest) ? { count, newest } : undefined;
}

/** A backup that cannot be made or restored, with the reason in pt-BR for the person running the command. */
export class BackupError extends Error {}
