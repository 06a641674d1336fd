import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** What a load run measured: requests, their latencies, and the serving process's CPU per request. */
export type LoadFigures = {
  n: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The serving process's CPU (user + system) per request, in milliseconds. */
  cpuMs: number;
  statuses: Record<string, number>;
};

export type LoadJob = { url: string; body: string; cookies: string[]; seconds: number };

/** A process's CPU time so far (user + system), in milliseconds, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the stat line's 14th and 15th fields (12th and 13th after the name).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * POSTs `job.body` to `job.url` from a process of its own (load-child.ts), one user per cookie, each
 * on its own connection, for `job.seconds`; the CPU of `serverPid` is read over the measured window.
 */
export async function runLoad(job: LoadJob, serverPid: number): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-child.ts', JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let cpuAtStart: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (cpuAtStart === undefined && output.includes('start\n')) cpuAtStart = cpuMsOf(serverPid);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const cpuMs = cpuMsOf(serverPid) - (cpuAtStart ?? 0);
  const line = output.trim().split('\n').at(-1);
  if (code !== 0 || !line || cpuAtStart === undefined) throw new Error(`a carga saiu com código ${code}`);
  const figures = JSON.parse(line) as Omit<LoadFigures, 'cpuMs'>;
  return { ...figures, cpuMs: cpuMs / figures.n };
}
