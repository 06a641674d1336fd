import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser tests drive the system Chromium (Playwright cannot download its own here). Uses
 * CHROME_PATH or /usr/bin/chromium; installs Debian's package when missing and running as root.
 * @returns {string} the browser's path
 */
export function ensureChromium() {
  const browser = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(browser)) return browser;
  if (process.env.CHROME_PATH) fail(`CHROME_PATH aponta para ${browser}, que não existe.`);
  if (process.getuid?.() !== 0) {
    fail(
      'Chromium não encontrado em /usr/bin/chromium. Instale com "sudo apt-get install -y chromium" ou defina CHROME_PATH.',
    );
  }
  console.log('Chromium não encontrado: instalando o pacote chromium do Debian...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0)
      fail('apt-get não conseguiu instalar o chromium.');
  }
  if (!fs.existsSync(browser)) fail(`O pacote chromium foi instalado, mas ${browser} não existe.`);
  return browser;
}

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
