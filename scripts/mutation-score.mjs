import fs from 'node:fs';
import path from 'node:path';

/**
 * The mutation score of each folder in a Stryker JSON report (reports/mutation/<part>.json), the way
 * Stryker counts it: killed and timed-out mutants over those plus survivors and uncovered ones
 * (ignored mutants and those that do not compile do not count).
 *
 *   node scripts/mutation-score.mjs reports/mutation/shared.json [--min src/shared/domain=90 ...]
 *
 * Several reports are read as one: a large module measured file by file
 * (`reports/mutation/server-orders-*.json`, see scripts/mutate.mjs).
 *
 * With --min, exits 1 when a named folder (its files and subfolders) scores below its minimum or
 * has no mutants in the report.
 */
const firstOption = process.argv.indexOf('--min', 2);
const reportFiles = process.argv.slice(2, firstOption < 0 ? undefined : firstOption);
const rest = firstOption < 0 ? [] : process.argv.slice(firstOption);
if (reportFiles.length === 0) throw new Error('uso: mutation-score.mjs <relatório.json>... [--min pasta=nota ...]');

/** @type {Map<string, number>} */
const minimums = new Map();
for (let i = 0; i < rest.length; i++) {
  if (rest[i] !== '--min') throw new Error(`argumento desconhecido: ${rest[i]}`);
  const [folder = '', score = ''] = (rest[++i] ?? '').split('=');
  minimums.set(folder.replace(/\/$/, ''), Number(score));
}

/** @typedef {{ status: string }} Mutant */
/** @typedef {{ files: Record<string, { mutants: Mutant[] }> }} Report */
/** @param {string} file @returns {Report} */
const readReport = (file) => {
  /** @type {unknown} */
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  return /** @type {Report} */ (parsed);
};
const reports = reportFiles.map(readReport);

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
/** @typedef {{ detected: number, undetected: number, ignored: number }} Tally */
/** @type {Map<string, Tally>} */
const byFolder = new Map();
/** @param {string} folder @param {Mutant} mutant */
const count = (folder, mutant) => {
  const tally = byFolder.get(folder) ?? { detected: 0, undetected: 0, ignored: 0 };
  if (detected.has(mutant.status)) tally.detected++;
  else if (undetected.has(mutant.status)) tally.undetected++;
  else if (mutant.status === 'Ignored') tally.ignored++;
  byFolder.set(folder, tally);
};
for (const [file, { mutants }] of reports.flatMap((report) => Object.entries(report.files))) {
  const folder = path.relative(process.cwd(), path.resolve(path.dirname(file)));
  for (const mutant of mutants) count(folder, mutant);
}

/** @param {Tally} tally */
const scoreOf = (tally) => {
  const valid = tally.detected + tally.undetected;
  return valid === 0 ? 100 : (100 * tally.detected) / valid;
};
/** @param {string} folder @returns {Tally} the folder with its subfolders */
const under = (folder) =>
  [...byFolder]
    .filter(([name]) => name === folder || name.startsWith(`${folder}/`))
    .reduce(
      (sum, [, t]) => ({
        detected: sum.detected + t.detected,
        undetected: sum.undetected + t.undetected,
        ignored: sum.ignored + t.ignored,
      }),
      { detected: 0, undetected: 0, ignored: 0 },
    );

console.log('| pasta | nota | detectados | não detectados | ignorados |');
console.log('|---|---:|---:|---:|---:|');
for (const [folder, tally] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `| ${folder} | ${scoreOf(tally).toFixed(2)} % | ${tally.detected} | ${tally.undetected} | ${tally.ignored} |`,
  );
}

const below = [...minimums].filter(([folder, minimum]) => {
  const tally = under(folder);
  const score = scoreOf(tally);
  // A folder without mutants in the report is a wrong name or a run that left it out: not a pass.
  const empty = tally.detected + tally.undetected === 0;
  console.log(`${folder}: ${empty ? 'sem mutantes no relatório' : `${score.toFixed(2)} %`} (mínimo ${minimum} %)`);
  return empty || score < minimum;
});
if (below.length > 0) {
  console.error(`Nota de mutação abaixo do mínimo em: ${below.map(([folder]) => folder).join(', ')}`);
  process.exit(1);
}
