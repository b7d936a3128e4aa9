/**
 * `npm run bench:backup`: a school's backup and restore at size (docs/backups.md). A database of
 * BENCH_CLASSES classes (30), BENCH_PUPILS pupils (900), BENCH_TEXTS texts (200) and about
 * BENCH_ANSWERS answers (500,000), filled with SQL on the embedded default (PGlite on disk), served
 * by the server in this process. Prints: the backup's time and file size and the command's peak
 * memory (its RSS sampled every 50 ms; goal ≤ 300 MB); one pupil's requests' p99 one after another
 * without and during the backup (goal: under 2×); restore time into PGlite, and into PostgreSQL
 * with TEST_DATABASE_URL set.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { megabytes } from '#server/backup/progress-line.ts';
import { openDatabase } from '#server/db/database.ts';
import { startBackupCommand } from '#test/harness/backup-commands.ts';
import { startTestApp } from '#test/harness/test-app.ts';
import { createEmptyPostgresDatabase, templateDump } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';
import { percentile } from './percentile.ts';

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const classes = size('BENCH_CLASSES', 30);
const pupils = size('BENCH_PUPILS', 900);
const textCount = size('BENCH_TEXTS', 200);
const wantedAnswers = size('BENCH_ANSWERS', 500_000);
const QUESTIONS_PER_TEXT = 10;
const perPupil = Math.max(1, Math.round(wantedAnswers / pupils / QUESTIONS_PER_TEXT));

const scratch = mkdtempSync(join(tmpdir(), 'rr-bench-backup-'));
const dataDir = join(scratch, 'server');
const migrationsDir = resolve('src/server/db/migrations');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A command run to its end: its time, and its peak RSS sampled from /proc every 50 ms. */
async function timed(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const started = performance.now();
  const run = startBackupCommand(command, file, env);
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${run.pid()}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
    } catch {}
  }, 50);
  const result = await run.finished;
  clearInterval(sampler);
  if (result.code !== 0) throw new Error(`${command} failed: ${result.output}`);
  return { ms: performance.now() - started, peak };
}

const database = await openDatabase({
  dataDir: join(dataDir, 'db'),
  migrationsDir,
  loadDataDir: await templateDump(),
});
const t = await startTestApp({ DATA_DIR: dataDir }, { sharedDatabase: database });
try {
  const teacher = await createTestUser(t.database, { admin: true });
  const fillStarted = performance.now();
  const sql = (text: string) => t.database.executeSql(text);
  const owner = teacher.user.id;
  await sql(`insert into classes (owner_id, name, code)
    select ${owner}, 'Class ' || g, 'BENCH' || lpad(g::text, 3, '0') from generate_series(1, ${classes}) g`);
  await sql(
    `insert into users (name, roles) select 'Pupil ' || g, '{}' from generate_series(1, ${pupils}) g`,
  );
  await sql(`insert into class_pupils (class_id, user_id)
    select c.id, u.id from (select id, row_number() over (order by id) - 1 as n from users where email is null) u
      join (select id, row_number() over (order by id) - 1 as n from classes) c on c.n = u.n % ${classes}`);
  await sql(`insert into texts (owner_id, title, author)
    select ${owner}, 'Story ' || g, 'Author ' || g from generate_series(1, ${textCount}) g`);
  await sql(`insert into questions (text_id, paragraph_index, content, type, skill, source, explanation)
    select t.id, q, 'Question ' || q || ' of ' || t.title || '?', 'what', 'literal', 'builtin', 'Because the story says so.'
      from texts t, generate_series(0, ${QUESTIONS_PER_TEXT - 1}) q`);
  await sql(`insert into choices (question_id, text, is_correct, position)
    select q.id, 'Choice ' || p, p = 0, p from questions q, generate_series(0, 3) p`);
  await sql(`insert into assignments (text_id, owner_id, assigned_user_id, status, mode)
    select t.id, ${owner}, u.id, 'in_progress', 'practice'
      from (select id, row_number() over (order by id) as n from users where email is null) u
      join (select id, row_number() over (order by id) as n from texts) t
        on (t.n - u.n + ${textCount * 10}) % ${textCount} < ${perPupil}`);
  await sql(`insert into answers (assignment_id, question_id, choice_id, first_choice_id)
    select a.id, q.id, c.id, c.id from assignments a join questions q on q.text_id = a.text_id
      join choices c on c.question_id = q.id and c.position = (q.id + a.id) % 4`);
  const counted = await sql(
    'select (select count(*) from answers)::int as answers, (select count(*) from assignments)::int as assignments',
  );
  const { answers, assignments } = counted.rows[0] as { answers: number; assignments: number };
  console.log(
    `Filled ${classes} classes, ${pupils} pupils, ${textCount} texts, ${assignments} assignments, ${answers} answers in ${seconds(performance.now() - fillStarted)}`,
  );

  // One pupil's requests, one after another, as a tablet sends them.
  const ping = async (stopAt: () => boolean) => {
    const latencies: number[] = [];
    while (!stopAt()) {
      const started = performance.now();
      const res = await fetch(`${t.baseUrl}/api/user`, { headers: teacher.headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
    }
    return latencies.sort((a, b) => a - b);
  };
  const quietUntil = performance.now() + 5000;
  const quiet = await ping(() => performance.now() > quietUntil);

  const file = join(scratch, 'school.rrbackup');
  let backingUp = true;
  const during = ping(() => !backingUp);
  const backup = await timed('backup', file, { DATA_DIR: dataDir });
  backingUp = false;
  const busy = await during;
  console.log(
    `Backup: ${seconds(backup.ms)}, ${megabytes(statSync(file).size)}, peak memory of the command ${megabytes(backup.peak)} (goal ≤ 300 MB)`,
  );
  console.log(
    `Requests p99 ${percentile(quiet, 99).toFixed(1)} ms without a backup (${quiet.length}), ${percentile(busy, 99).toFixed(1)} ms during it (${busy.length}), max ${busy.at(-1)?.toFixed(1)} ms (goal: p99 under 2×)`,
  );

  const restored = await timed('restore', file, { DATA_DIR: join(scratch, 'restored') });
  console.log(`Restore into PGlite: ${seconds(restored.ms)}, peak memory ${megabytes(restored.peak)}`);
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      const up = await timed('restore', file, { DATA_DIR: join(scratch, 'up'), DATABASE_URL: url });
      console.log(`Restore into PostgreSQL: ${seconds(up.ms)}, peak memory ${megabytes(up.peak)}`);
    } finally {
      await drop();
    }
  }
} finally {
  await t.close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
