/**
 * `npm run bench:questions` (second part): job round trip for a 100-section text through the real
 * server (loopback port, PGlite, in-process pg-boss workers, built-in generator): the trigger call,
 * then polling the status call (every 100 ms) until every section has its questions. One warm-up
 * run, then RUNS timed runs, each on a new text; prints the median and best of each figure, and the
 * CPU time the process spent (wall-clock figures grow when other processes share the cores).
 */
import { cpus, loadavg } from 'node:os';
import { questionGenerationPaths } from '#contract/questions.ts';
import { startTestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import {
  createStoryText,
  generationStatusOf,
  questionsBySection,
} from '#test/integration/questions-fixtures.ts';
import { callApi } from '#test/integration/texts-api.ts';

const RUNS = 3;
const SECTIONS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const t = await startTestApp();
const { headers } = await createTestUser(t.database, { admin: true });

/** Trigger → every section done; the trigger call's own time, the first section's, and the whole. */
async function roundTrip() {
  const id = await createStoryText(t.baseUrl, headers, SECTIONS * 4);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const res = await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), headers);
  if (res.body?.data?.jobs_dispatched !== SECTIONS)
    throw new Error(`trigger answered ${JSON.stringify(res.body)}`);
  const triggerMs = performance.now() - started;
  let firstMs = 0;
  for (;;) {
    const status = await generationStatusOf(t.baseUrl, headers, id);
    if (!firstMs && status.completed > 0) firstMs = performance.now() - started;
    if (status.pending + status.running === 0) {
      if (status.completed !== SECTIONS) throw new Error(`run ended with ${JSON.stringify(status)}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const totalMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const questions = (await questionsBySection(t.baseUrl, headers, id)).length;
  return { triggerMs, firstMs, totalMs, cpuMs, questions };
}

await roundTrip(); // warm-up: JIT, compromise's lazy tables, pg-boss's first queries
const runs: Awaited<ReturnType<typeof roundTrip>>[] = [];
for (let run = 0; run < RUNS; run++) runs.push(await roundTrip());
await t.close();

const figure = (pick: (r: (typeof runs)[number]) => number) =>
  `median ${Math.round(median(runs.map(pick)))} ms, best ${Math.round(Math.min(...runs.map(pick)))} ms`;
console.log(
  `\nQuestion jobs round trip, ${SECTIONS}-section text, ${RUNS} runs (${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})`,
);
console.log(`trigger call answered:        ${figure((r) => r.triggerMs)}`);
console.log(`first section has questions:  ${figure((r) => r.firstMs)}`);
console.log(`all ${SECTIONS} sections have questions: ${figure((r) => r.totalMs)}`);
console.log(`CPU time of the server process (this one) meanwhile: ${figure((r) => r.cpuMs)}`);
const sectionsPerSecond = Math.round((SECTIONS / median(runs.map((r) => r.totalMs))) * 1000);
console.log(`${sectionsPerSecond} sections/s end to end; ${runs[0]?.questions ?? 0} questions per run`);
