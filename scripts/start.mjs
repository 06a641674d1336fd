import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * `npm start`: builds the web client if needed, then runs the server in this same process (so
 * signals reach it directly). The server migrates the database and loads the demo data itself.
 */
if (!buildWebIfNeeded()) {
  console.error('Não foi possível gerar o cliente web.');
  process.exit(1);
}
register();
await import('../src/server/main.ts');
