/** The median, 95th and 99th percentiles of some durations, in milliseconds. */
export function percentiles(durations: number[]): { p50: number; p95: number; p99: number } {
  const samples = [...durations].sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export type Percentiles = ReturnType<typeof percentiles>;

/** Runs `fn` `runs` times, one after another, and gives the percentiles of its durations in milliseconds. */
export async function timeIt(runs: number, fn: (i: number) => Promise<unknown>): Promise<Percentiles> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startedAt = performance.now();
    await fn(i);
    samples.push(performance.now() - startedAt);
  }
  return percentiles(samples);
}
