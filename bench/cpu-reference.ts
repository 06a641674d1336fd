/**
 * A fixed piece of JavaScript work, timed: machines of the same kind differ (two runs of the same
 * benchmark on different days gave figures 2.5× apart), so each table carries this figure and two
 * tables are compared through it. The best of three runs of 100 million loop turns.
 */
export function cpuReferenceMs(): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const startedAt = performance.now();
    let sum = 0;
    for (let i = 0; i < 100_000_000; i++) sum += i % 7;
    best = Math.min(best, performance.now() - startedAt);
    // Used, so the loop is not optimised away.
    if (sum < 0) throw new Error('impossível');
  }
  return best;
}
