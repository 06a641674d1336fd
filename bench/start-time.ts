import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServed, stopServed } from './served.js';

/** Seconds from spawning `npm start`'s script to its 'pronto' line, then stops it. */
async function measureStart(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const { child } = await startServed({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const seconds = (performance.now() - startedAt) / 1000;
  await stopServed(child);
  return seconds;
}

export async function startTimes(): Promise<{ first: number; later: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-bench-'));
  try {
    const first = await measureStart(dataDir);
    const later = await measureStart(dataDir);
    return { first, later };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
