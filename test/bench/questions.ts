/**
 * `npm run bench:questions`: built-in question generator throughput over every fixture EPUB, split
 * into sections of 4 paragraphs as the app does. One warm-up pass, then RUNS timed passes; prints the
 * median paragraphs per second per file and overall, with the CPU-time rate beside the wall-clock one
 * (the two differ when other processes share the cores). Goal: ≥ 500 paragraphs/s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';
import { generateBuiltinQuestions } from '#server/modules/questions/generator/builtin-question-generator.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';

const RUNS = 7;
const GOAL = 500;
const fixturesDir = resolve('../shared/fixtures/epub');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const books = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.epub'))
  .map((name) => {
    const sections = sectionsOf(extractEpubText(readFileSync(join(fixturesDir, name))).paragraphs);
    return { name, sections, paragraphs: sections.reduce((sum, s) => sum + s.paragraphs.length, 0) };
  });

/** One pass over a book: wall and CPU milliseconds, and how many questions came out. */
function pass(sections: QuestionSection[]) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let questions = 0;
  for (const section of sections) questions += generateBuiltinQuestions(section, 3).length;
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, questions };
}

for (const book of books) pass(book.sections); // warm-up: JIT and compromise's lazy tables

const perBook = books.map((book) => ({ ...book, runs: [] as ReturnType<typeof pass>[] }));
const totals: { wallMs: number; cpuMs: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  let wallMs = 0;
  let cpuMs = 0;
  for (const book of perBook) {
    const result = pass(book.sections);
    book.runs.push(result);
    wallMs += result.wallMs;
    cpuMs += result.cpuMs;
  }
  totals.push({ wallMs, cpuMs });
}

const rate = (paragraphs: number, ms: number) => Math.round((paragraphs / ms) * 1000);
console.log(
  `Built-in question generator, median of ${RUNS} runs (${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})`,
);
console.log(
  'file                              paragraphs  sections  questions  paragraphs/s  (per CPU-second)',
);
for (const book of perBook) {
  const wall = rate(book.paragraphs, median(book.runs.map((r) => r.wallMs)));
  const cpu = rate(book.paragraphs, median(book.runs.map((r) => r.cpuMs)));
  const questions = book.runs[0]?.questions ?? 0;
  console.log(
    `${book.name.padEnd(34)}${String(book.paragraphs).padStart(10)}${String(book.sections.length).padStart(10)}` +
      `${String(questions).padStart(11)}${String(wall).padStart(14)}  (${cpu})`,
  );
}
const paragraphs = books.reduce((sum, book) => sum + book.paragraphs, 0);
const overall = rate(paragraphs, median(totals.map((t) => t.wallMs)));
const overallCpu = rate(paragraphs, median(totals.map((t) => t.cpuMs)));
console.log(`all fixtures: ${paragraphs} paragraphs, ${overall} paragraphs/s (${overallCpu} per CPU-second)`);
console.log(`goal ≥ ${GOAL} paragraphs/s: ${overall >= GOAL ? 'met' : 'NOT met'}`);
