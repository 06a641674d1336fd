import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Seconds from spawning `npm start`'s script to its 'pronto' line, then stops it. */
export async function measureStart(dataDir: string, port: number): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Balcão pronto')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`o servidor saiu com código ${code}`)));
    });
    return (performance.now() - startedAt) / 1000;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function startTimes(): Promise<{ first: number; later: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-bench-'));
  try {
    const first = await measureStart(dataDir, 3901);
    const later = await measureStart(dataDir, 3901);
    return { first, later };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
