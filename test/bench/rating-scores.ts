/**
 * `npm run rating-scores -- <dir> <rater-a.tsv> <rater-b.tsv>`: the judged sample's table from two
 * raters' files (`id R Q A D K C I note`, tab-separated, as `../shared/question-rubric.md` asks) and
 * the packets' `<dir>/key.tsv` (`npm run rating-packets`). Per source (built-in, expert), over both
 * raters' ratings: kept unedited (K = Y), kept after an edit or unedited (Y or E), a wrong choice that
 * is a second right answer (D = X, multiple choice only), mean R, Q and A, the elements the raters
 * saw (C) beside the key's, and how often the two raters agree (on K, on Y or not, on C, on X), with
 * Cohen's kappa on K. Stops with the ids missing, unknown or rated twice, for the rubric asks for
 * every id exactly once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

const [dir, fileA, fileB] = process.argv.slice(2);
if (!dir || !fileA || !fileB) {
  console.error('usage: npm run rating-scores -- <packets dir> <rater-a.tsv> <rater-b.tsv>');
  process.exit(1);
}

interface Rating {
  R: number;
  Q: number;
  A: number;
  D: string;
  K: string;
  C: string;
}
const key = new Map(
  readTsv(join(dir, 'key.tsv')).map((row) => [row[0] ?? '', { source: row[3] ?? '', element: row[4] ?? '' }]),
);
const raters = [fileA, fileB].map(readRatings);

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const mean = (values: number[]) =>
  values.length === 0 ? '–' : (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2);

console.log(`raters: ${fileA}, ${fileB}; ${key.size} items\n`);
console.log('source   items  kept Y  Y+E   X (2nd right)   R     Q     A     Y by rater');
for (const source of ['builtin', 'expert']) {
  const ids = [...key].filter(([, k]) => k.source === source).map(([id]) => id);
  const ratings = raters.flatMap((rater) => ids.map((id) => rater.get(id) as Rating));
  const multipleChoice = ratings.filter((r) => r.D !== '-');
  console.log(
    `${source.padEnd(9)}${String(ids.length).padStart(5)}` +
      `${percent(ratings.filter((r) => r.K === 'Y').length, ratings.length).padStart(8)}` +
      `${percent(ratings.filter((r) => r.K === 'Y' || r.K === 'E').length, ratings.length).padStart(6)}` +
      `${(source === 'expert' ? '–' : percent(multipleChoice.filter((r) => r.D === 'X').length, multipleChoice.length)).padStart(8)}` +
      `${mean(ratings.map((r) => r.R)).padStart(14)}${mean(ratings.map((r) => r.Q)).padStart(6)}${mean(ratings.map((r) => r.A)).padStart(6)}` +
      `     ${raters.map((rater) => percent(ids.filter((id) => rater.get(id)?.K === 'Y').length, ids.length)).join(' / ')}`,
  );
}

console.log("\nelements (raters' C over both ratings | the key's element):");
for (const source of ['builtin', 'expert']) {
  const ids = [...key].filter(([, k]) => k.source === source).map(([id]) => id);
  const seen = raters.flatMap((rater) => ids.map((id) => rater.get(id)?.C ?? ''));
  console.log(
    `  ${source.padEnd(8)} ${shares(seen)} | ${shares(ids.map((id) => key.get(id)?.element ?? ''))}`,
  );
}

const [a, b] = raters as [Map<string, Rating>, Map<string, Rating>];
const ids = [...key.keys()];
const agree = (of: (r: Rating) => string) =>
  percent(ids.filter((id) => of(a.get(id) as Rating) === of(b.get(id) as Rating)).length, ids.length);
console.log(
  `\nrater agreement over all ${ids.length} items: K ${agree((r) => r.K)} (Cohen's κ ${kappa(ids.map((id) => [a.get(id)?.K ?? '', b.get(id)?.K ?? '']))}), ` +
    `Y or not ${agree((r) => String(r.K === 'Y'))}, C ${agree((r) => r.C)}, X or not ${agree((r) => String(r.D === 'X'))}`,
);

function readTsv(path: string): string[][] {
  const rows: string[][] = parse(readFileSync(path), {
    delimiter: '\t',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  return rows.filter((row) => row[0] && row[0].toLowerCase() !== 'id' && !row[0].startsWith('#'));
}

function readRatings(path: string): Map<string, Rating> {
  const ratings = new Map<string, Rating>();
  const problems: string[] = [];
  for (const row of readTsv(path)) {
    const [id = '', R, Q, A, D = '', K = '', C = ''] = row;
    if (!key.has(id)) problems.push(`unknown id ${id}`);
    else if (ratings.has(id)) problems.push(`${id} rated twice`);
    else
      ratings.set(id, {
        R: Number(R),
        Q: Number(Q),
        A: Number(A),
        D: D.toUpperCase(),
        K: K.toUpperCase(),
        C: C.toLowerCase(),
      });
  }
  for (const id of key.keys()) if (!ratings.has(id)) problems.push(`${id} not rated`);
  if (problems.length > 0) {
    console.error(`${path}: ${problems.join('; ')}`);
    process.exit(1);
  }
  return ratings;
}

function shares(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((x, y) => y[1] - x[1])
    .map(([value, count]) => `${value || '?'} ${percent(count, values.length)}`)
    .join(', ');
}

/** Cohen's kappa of two raters' labels: agreement beyond what their own label shares give by chance. */
function kappa(pairs: [string, string][]): string {
  const observed = pairs.filter(([x, y]) => x === y).length / pairs.length;
  const labels = new Set(pairs.flat());
  const expected = [...labels].reduce(
    (sum, label) =>
      sum +
      (pairs.filter(([x]) => x === label).length / pairs.length) *
        (pairs.filter(([, y]) => y === label).length / pairs.length),
    0,
  );
  return expected === 1 ? '–' : ((observed - expected) / (1 - expected)).toFixed(2);
}
