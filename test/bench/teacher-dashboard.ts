/**
 * `npm run bench:results` (second part): a teacher's dashboard (`GET /api/dashboard`, with its
 * teaching figures and recent completions) over 50 texts and 3,000 assignments, on the embedded
 * default (PGlite on disk), the server in this process on a real port: median and max of 10 after a
 * warm-up; goal ≤ 50 ms. Prints the plan of the figures query, to show it walks indexes.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { dashboardSchema } from '#contract/dashboard.ts';
import { assignments } from '#server/db/schema.ts';
import { seedPupilRows } from '#test/harness/seed-users.ts';
import { startTestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions } from '../integration/assignments-fixtures.ts';

const TEXTS = 50;
const PUPILS = 300;
const TEXTS_PER_PUPIL = 10; // 300 pupils × 10 texts = 3,000 assignments
const DAY = 86_400_000;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const t = await startTestApp({}, { onDisk: true });
try {
  const owner = await createTestUser(t.database, { admin: true });
  const textIds: number[] = [];
  for (let i = 0; i < TEXTS; i += 1)
    textIds.push((await createTextWithQuestions(t, owner.headers, 2)).textId);
  const { db } = t.database;
  const people = await seedPupilRows(t.database, PUPILS, 'bench-dashboard');
  const now = Date.now();
  // Every pupil has ten of the texts; a pattern spreads statuses, scores, due dates and lateness.
  const rows = people.flatMap((person, p) =>
    Array.from({ length: TEXTS_PER_PUPIL }, (_, k) => {
      const n = p * TEXTS_PER_PUPIL + k;
      const completed = n % 3 !== 0;
      return {
        textId: textIds[(p + k * 5) % TEXTS] ?? 0,
        ownerId: owner.user.id,
        assigneeEmail: person.email,
        assignedUserId: person.id,
        mode: n % 2 === 0 ? ('practice' as const) : ('check' as const),
        status: completed
          ? ('completed' as const)
          : n % 3 === 1
            ? ('in_progress' as const)
            : ('pending' as const),
        dueDate: n % 4 === 0 ? new Date(now - (n % 7) * DAY) : null,
        completedAt: completed ? new Date(now - (n % 30) * DAY) : null,
        correctCount: completed ? n % 3 : null,
        questionCount: completed ? 2 : null,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(assignments).values(rows.slice(start, start + 500));
  await db.execute(sql`analyze`);
  console.log(`seeded ${TEXTS} texts, ${rows.length} assignments for ${PUPILS} pupils`);

  const times: number[] = [];
  for (let round = 0; round < 11; round += 1) {
    const start = performance.now();
    const body = await (await fetch(`${t.baseUrl}/api/dashboard`, { headers: owner.headers })).text();
    if (round > 0) times.push(performance.now() - start);
    const teaching = dashboardSchema.parse(JSON.parse(body)).teaching;
    if (!teaching || teaching.recent_completions.length === 0) throw new Error('no teaching figures');
  }
  times.sort((a, b) => a - b);
  console.log(
    `GET /api/dashboard (teacher): median ${ms(times[5] ?? 0)}  max ${ms(times.at(-1) ?? 0)}   goal ≤ 50 ms`,
  );

  const plan = (await db.execute(
    sql`explain select count(*) filter (where a.status = 'completed')
      from assignments a join texts t on t.id = a.text_id where t.owner_id = ${owner.user.id}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log('EXPLAIN of the teaching figures query (its join and filter):');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
} finally {
  await t.close();
}
