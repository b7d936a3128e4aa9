/**
 * The server half of `npm run bench:reading`, in its own process: the real app with its embedded
 * default (PGlite persisted in a temporary DATA_DIR), `pupils` pupils each with an approved
 * assignment of a 10-section text, and beside it a bare Fastify route as the ceiling.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { answers, assignments, choices, questions, texts, users } from '#server/db/schema.ts';
import { issueAccessToken } from '#server/modules/auth/access-tokens.ts';
import { writeParagraphs } from '#server/modules/texts/paragraph-store.ts';
import { questionRow } from '#test/harness/question-row.ts';

export interface Target {
  token: string;
  uuid: string;
  /** [question id, one of its choice ids] */
  answers: [number, number][];
}
export type ServerMessage =
  | { type: 'ready'; port: number; barePort: number; targets: Target[] }
  | { type: 'answers'; rows: number }
  | { type: 'cpu'; micros: number };
export type BenchCommand = { type: 'count' } | { type: 'cpu' } | { type: 'exit' };

const pupils = Number(process.argv[2] ?? 50);
const SECTIONS = 10;
const dataDir = mkdtempSync(join(tmpdir(), 'rr-bench-reading-'));
// LOG_LEVEL=info runs it as `npm start` does (two log lines per request); the default measures the app alone.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  DATA_DIR: dataDir,
  PORT: '0',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const { db } = app.database;

const [owner] = await db
  .insert(users)
  .values({ name: 'Teacher', email: 'teacher@bench.test', roles: ['admin'] })
  .returning();
if (!owner) throw new Error('no owner');
const [text] = await db
  .insert(texts)
  .values({ ownerId: owner.id, title: 'Bench story', author: 'Bench' })
  .returning();
if (!text) throw new Error('no text');
const paragraphTexts = Array.from({ length: SECTIONS * 4 }, (_, i) => ({
  content: `Paragraph ${i} of the bench story.`,
}));
await writeParagraphs(db, text.id, paragraphTexts);
const questionRows = await db
  .insert(questions)
  .values(
    Array.from({ length: SECTIONS }, (_, i) =>
      questionRow({ textId: text.id, paragraphIndex: i * 4 + 3, content: `Q${i}?` }),
    ),
  )
  .returning();
const choiceRows = await db
  .insert(choices)
  .values(
    questionRows.flatMap((q) =>
      [0, 1, 2, 3].map((position) => ({
        questionId: q.id,
        text: `C${position}`,
        isCorrect: position === 0,
        position,
      })),
    ),
  )
  .returning();

const targets: Target[] = [];
for (let i = 0; i < pupils; i += 1) {
  const email = `pupil${i}@bench.test`;
  const [pupil] = await db
    .insert(users)
    .values({ name: `Pupil ${i}`, email, emailVerifiedAt: new Date(), passwordHash: 'x' })
    .returning();
  if (!pupil) throw new Error('no pupil');
  const [assignment] = await db
    .insert(assignments)
    .values({
      textId: text.id,
      ownerId: owner.id,
      assigneeEmail: email,
      assignedUserId: pupil.id,
      status: 'in_progress',
    })
    .returning();
  if (!assignment) throw new Error('no assignment');
  targets.push({
    token: await issueAccessToken(db, pupil.id),
    uuid: assignment.uuid,
    answers: choiceRows.map((choice) => [choice.questionId, choice.id]),
  });
}

// The ceiling: Fastify with nothing but one route answering the same kind of body.
const bare = Fastify();
bare.put('/api/assignments/:uuid/answers/:questionId', async (request) => ({
  data: { question_id: Number((request.params as { questionId: string }).questionId), choice_id: 1 },
  progress: { answered: 1, total: SECTIONS },
}));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: typeof bare.server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const send = (message: ServerMessage) => process.send?.(message);
send({ type: 'ready', port: portOf(app.server), barePort: portOf(bare.server), targets });

process.on('message', async (command: BenchCommand) => {
  if (command.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  }
  if (command.type === 'count') {
    const [row] = await db.select({ rows: count() }).from(answers);
    send({ type: 'answers', rows: row?.rows ?? 0 });
  }
  if (command.type === 'exit') {
    await bare.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
