import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.js';
import { seedLargeTenant } from '../src/server/db/demo-data/large-data.js';

type Timings = { p50: number; p95: number; p99: number; n: number };
type Download = {
  status: number;
  mb: number;
  seconds: number;
  rssBeforeMb: number;
  /** The process's peak resident memory in each half of the download. */
  rssPeakFirstHalfMb: number;
  rssPeakSecondHalfMb: number;
};

/** What export-child.ts measures. */
export type ExportFigures = {
  /** 10 000 rows (the server's first document starts its thread), then every row. */
  small: Download;
  large: Download;
  /** Cheap requests with nothing else running, then during the large export. */
  quiet: Timings;
  during: Timings;
  /** The process's peak resident memory (process.resourceUsage().maxRSS). */
  maxRssMb: number;
};

export const EXPORT_ORDERS = 100_000;

/**
 * A 100 000-row spreadsheet export while cheap requests keep coming: a fresh data directory gets a
 * company with EXPORT_ORDERS orders (the large company's generator, smaller), then a separate
 * process serves it and measures (export-child.ts), so that seeding does not count in its memory.
 */
export async function exportUnderLoad(): Promise<ExportFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-bench-export-'));
  try {
    const database = await openDatabase({ dataDir });
    await seedLargeTenant(database.db, () => undefined, { customers: 1_000, orders: EXPORT_ORDERS, itemsPerOrder: 1 });
    await database.close();
    return await measure(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(dataDir: string): Promise<ExportFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/export-child.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.trim().split('\n').at(-1);
  if (code !== 0 || !line) throw new Error(`a medição da exportação saiu com código ${code}`);
  return JSON.parse(line) as ExportFigures;
}
