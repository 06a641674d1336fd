import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded } from './build-server.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * `npm start`: builds the web client and compiles the server if either is missing or older than
 * its sources, then runs the compiled server in this same process (so signals reach it directly).
 * The server migrates the database and loads the demo data itself.
 */
if (!buildWebIfNeeded()) {
  console.error('Não foi possível gerar o cliente web.');
  process.exit(1);
}
const server = buildServerIfNeeded();
// Stack traces in logs point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
