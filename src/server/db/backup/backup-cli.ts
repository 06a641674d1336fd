import { loadConfig } from '../../config.js';
import { BackupError } from './backup-format.js';
import { backup, restore } from './backup-commands.js';

/**
 * `npm run backup -- arquivo` and `npm run restore -- arquivo [--substituir]`: a copy of the PGlite
 * database under DATA_DIR (pg_dump's plain format, data only). Stop the server first.
 */
async function main([command, ...rest]: string[]): Promise<void> {
  const replace = rest.includes('--substituir');
  const [file, ...extra] = rest.filter((arg) => arg !== '--substituir');
  if (!file || extra.length > 0 || (command !== 'backup' && command !== 'restore')) {
    throw new BackupError('Uso: npm run backup -- arquivo | npm run restore -- arquivo [--substituir]');
  }
  const config = loadConfig();
  if (command === 'backup') await backup(config, file, console.log);
  else await restore(config, file, { replace }, console.log);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
