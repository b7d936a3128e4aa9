import { setTimeout as sleep } from 'node:timers/promises';
import { assignResponseSchema } from '#contract/assignments.ts';
import { notificationListSchema } from '#contract/notifications.ts';
import { questionGenerationPaths } from '#contract/questions.ts';
import { paragraphsResponseSchema } from '#contract/texts.ts';
import { enqueue } from '#local-db/enqueue.ts';
import { createFetchTransport } from '#local-db/fetch-transport.ts';
import type { MutationKind, MutationPayloads } from '#local-db/mutations.ts';
import { fromServerNotification } from '#local-db/notifications/local-notification.ts';
import { createOutboxProcessor, type OutboxProcessor } from '#local-db/outbox-processor.ts';
import { openUserDb, type UserDb } from '#local-db/user-db.ts';
import { createStoryText, generationStatusOf, waitUntil } from '#test/integration/questions-fixtures.ts';
import { callApi } from '#test/integration/texts-api.ts';
import { openServerDatabase, startCrashableServer } from '../crashable-server.ts';
import { type SeededUser, seedUsers } from '../seed-users.ts';
import { type Fault, type FaultRates, seededRandom, startFaultProxy } from './fault-proxy.ts';

export interface ChaosOptions {
  pupils: number;
  /** Changes in all, shared out between the pupils. */
  changes: number;
  /** Times the network goes off and on again. */
  outages: number;
  /** SIGKILL the server process once, halfway, and start it again. */
  killServer: boolean;
  /** How long the pupils take to make their changes. */
  durationMs: number;
  seed: number;
  rates?: Partial<FaultRates>;
  log?: (line: string) => void;
}

export interface ChaosResult {
  changes: number;
  /** Changes the server does not show. */
  lost: number;
  /** Changes the server applied more than once. */
  duplicated: number;
  /** Changes the outbox gave up on because the server refused them (none of them is refusable). */
  rejected: number;
  /** From the last recovery (network back, server up) until every outbox was empty. */
  drainMs: number;
  faults: Record<Fault, number>;
  /** One line per lost, duplicated or refused change. */
  problems: string[];
}

const defaultRates: FaultRates = {
  dropRequest: 0.06,
  dropAnswer: 0.06,
  delay: 0.1,
  tooManyRequests: 0.03,
  serverError: 0.03,
  unavailable: 0.03,
  maxDelayMs: 400,
};

type Change = { [K in MutationKind]: { kind: K; payload: MutationPayloads[K] } }[MutationKind];

interface Pupil {
  name: string;
  headers: Record<string, string>;
  token: string;
  db: UserDb;
  processor: OutboxProcessor;
  changes: Change[];
  rejected: string[];
}

const SECTIONS = 5;

/**
 * Pupils (the local-db engine under Node: Dexie on fake-indexeddb, the real outbox processor and fetch
 * transport) make changes of every outbox kind through a fault-injecting proxy in front of the real
 * server process, while the network goes off and on and the server is killed once; then what the
 * server stored is compared with what each pupil did.
 */
export async function runSyncChaos(options: ChaosOptions): Promise<ChaosResult> {
  const random = seededRandom(options.seed);
  const begun = Date.now();
  const log = (line: string) => options.log?.(`[${((Date.now() - begun) / 1000).toFixed(1)} s] ${line}`);
  const people: SeededUser[] = [];
  const server = await startCrashableServer({}, async (database) => {
    people.push(...(await seedUsers(database, options.pupils)));
  });
  const [teacher, ...pupilUsers] = people;
  if (!teacher) throw new Error('no teacher');
  log('server up');
  const proxy = await startFaultProxy(server.baseUrl, { ...defaultRates, ...options.rates }, random);
  const pupils: Pupil[] = [];
  try {
    // The world, straight to the server: a text with questions to read and one to turn down.
    const readId = await createStoryText(server.baseUrl, teacher.headers, SECTIONS * 4);
    await callApi(server.baseUrl, 'POST', questionGenerationPaths.trigger(readId), teacher.headers);
    await waitUntil(
      () => generationStatusOf(server.baseUrl, teacher.headers, readId),
      (s) => s.pending + s.running === 0,
      60_000,
    );
    const declineId = await createStoryText(server.baseUrl, teacher.headers, 4);
    const paragraphs = paragraphsResponseSchema.parse(
      (await callApi(server.baseUrl, 'GET', `/api/texts/${readId}/paragraphs`, teacher.headers)).body,
    ).data;
    const questions = paragraphs.flatMap((p) => p.questions);
    const perPupil = Math.floor(options.changes / options.pupils);

    for (const user of pupilUsers) {
      const assign = async (textId: number) =>
        assignResponseSchema.parse(
          (
            await callApi(server.baseUrl, 'POST', `/api/texts/${textId}/assign`, teacher.headers, {
              email: user.user.email,
            })
          ).body,
        ).data.uuid;
      const readUuid = await assign(readId);
      const declineUuid = await assign(declineId);
      const notes = notificationListSchema
        .parse((await callApi(server.baseUrl, 'GET', '/api/notifications', user.headers)).body)
        .map(fromServerNotification);
      const readNote = notes.find((n) => n.assignment_uuid === readUuid);
      const declineNote = notes.find((n) => n.assignment_uuid === declineUuid);
      if (!readNote || !declineNote) throw new Error('an assignment sent no notification');

      const middle: Change[] = [
        { kind: 'notification.read', payload: { id: readNote.id } },
        { kind: 'notification.remove', payload: { notification: declineNote } },
        ...questions.map((q): Change => {
          const choice = q.choices[Math.floor(random() * q.choices.length)] ?? q.choices[0];
          return {
            kind: 'reading.answer',
            payload: { uuid: readUuid, questionId: q.id, choiceId: choice?.id ?? 0, previousChoiceId: null },
          };
        }),
      ];
      // The rest is reading time, a second at a time: a lost or repeated batch shows in the total.
      while (middle.length < perPupil - 3) {
        middle.push({
          kind: 'reading.time',
          payload: { uuid: readUuid, chunkIndex: Math.floor(random() * SECTIONS), seconds: 1 },
        });
      }
      shuffle(middle, random);
      const changes: Change[] = [
        { kind: 'assignment.approve', payload: { uuid: readUuid } },
        { kind: 'assignment.reject', payload: { uuid: declineUuid } },
        ...middle,
        {
          kind: 'reading.complete',
          payload: { uuid: readUuid, completedAt: new Date().toISOString(), previousStatus: 'in_progress' },
        },
      ];
      const db = openUserDb(`chaos-${options.seed}-${user.user.id}`);
      const processor = createOutboxProcessor({
        db,
        backoff: { baseMs: 100, maxMs: 2000, random },
        transport: createFetchTransport({
          baseUrl: proxy.baseUrl,
          getToken: () => user.token,
          timeoutMs: 5000,
        }),
      });
      const pupil: Pupil = {
        name: user.user.name,
        headers: user.headers,
        token: user.token,
        db,
        processor,
        changes,
        rejected: [],
      };
      processor.events.on('rejected', (event) => pupil.rejected.push(JSON.stringify(event).slice(0, 300)));
      pupils.push(pupil);
    }
    log('world ready');
    const total = pupils.reduce((sum, p) => sum + p.changes.length, 0);
    log(`${pupils.length} pupils, ${total} changes, ${questions.length} questions each`);

    // The pupils at work, the network failing under them, the server killed halfway.
    const started = Date.now();
    const working = pupils.map(async (pupil) => {
      const gap = options.durationMs / pupil.changes.length;
      for (const change of pupil.changes) {
        await enqueue(pupil.db, change.kind, change.payload as never);
        pupil.processor.scheduleSync(50);
        await sleep(gap * (0.5 + random()));
      }
    });
    const recoveries: Promise<number>[] = [];
    const outages = (async () => {
      let lastRecovery = Date.now();
      for (let i = 0; i < options.outages; i++) {
        await sleep(options.durationMs / (options.outages + 1));
        proxy.setOffline(true);
        await sleep(100 + random() * 300);
        proxy.setOffline(false);
        lastRecovery = Date.now();
        // What the `online` event does in the window.
        for (const pupil of pupils) pupil.processor.syncNow({ ignoreBackoff: true }).catch(() => {});
      }
      return lastRecovery;
    })();
    recoveries.push(outages);
    if (options.killServer) {
      recoveries.push(
        (async () => {
          await sleep(options.durationMs / 2);
          log(`SIGKILL at ${Date.now() - started} ms`);
          await server.kill();
          await server.restart();
          log(`answering again at ${Date.now() - started} ms`);
          return Date.now();
        })(),
      );
    }
    await Promise.all(working);
    const lastRecovery = Math.max(...(await Promise.all(recoveries)));

    // Drain, on a network that has recovered for good: every pupil's outbox sent, as the next
    // `online` event or Background Sync would.
    proxy.heal();
    const deadline = Date.now() + 90_000;
    for (;;) {
      const reports = await Promise.all(pupils.map((p) => p.processor.syncNow({ ignoreBackoff: true })));
      if (reports.every((r) => r.remaining === 0)) break;
      if (Date.now() > deadline) throw new Error(`outboxes not drained: ${JSON.stringify(reports)}`);
      await sleep(50);
    }
    const drainMs = Date.now() - lastRecovery;
    log(`drained ${drainMs} ms after the last recovery`);
    for (const pupil of pupils) await pupil.processor.stop();
    await server.stop();
    return {
      ...(await compare(server.dataDir, pupils)),
      changes: total,
      drainMs,
      faults: { ...proxy.counts },
    };
  } finally {
    for (const pupil of pupils) {
      await pupil.processor.stop();
      pupil.db.close();
      await pupil.db.delete();
    }
    await proxy.close();
    await server.stop();
    server.remove();
  }
}

/** What the server stored against what each pupil did. */
async function compare(dataDir: string, pupils: Pupil[]) {
  const database = await openServerDatabase(dataDir);
  try {
    const rows = async <T>(text: string) => (await database.executeSql(text)).rows as T[];
    const statuses = new Map(
      (await rows<{ uuid: string; status: string }>('SELECT uuid, status FROM assignments')).map((r) => [
        r.uuid,
        r.status,
      ]),
    );
    const answers = new Map(
      (
        await rows<{ uuid: string; question_id: number; choice_id: number }>(
          'SELECT a.uuid, x.question_id, x.choice_id FROM answers x JOIN assignments a ON a.id = x.assignment_id',
        )
      ).map((r) => [`${r.uuid}/${r.question_id}`, r.choice_id]),
    );
    const seconds = new Map(
      (
        await rows<{ uuid: string; chunk_index: number; seconds: number }>(
          'SELECT a.uuid, t.chunk_index, t.seconds FROM reading_time t JOIN assignments a ON a.id = t.assignment_id',
        )
      ).map((r) => [`${r.uuid}/${r.chunk_index}`, r.seconds]),
    );
    const notes = new Map(
      (await rows<{ id: string; read_at: string | null }>('SELECT id, read_at FROM notifications')).map(
        (r) => [r.id, r.read_at],
      ),
    );

    let lost = 0;
    let duplicated = 0;
    const problems: string[] = [];
    const miss = (pupil: Pupil, what: string) => {
      lost += 1;
      problems.push(`${pupil.name}: lost ${what}`);
    };
    for (const pupil of pupils) {
      const expectedSeconds = new Map<string, number>();
      for (const change of pupil.changes) {
        const p = change.payload;
        switch (change.kind) {
          case 'assignment.approve':
            // Completed later in the same run: approved first, or it could not have been completed.
            if (statuses.get(change.payload.uuid) !== 'completed')
              miss(pupil, `approval of ${change.payload.uuid}`);
            break;
          case 'assignment.reject':
            if (statuses.get(change.payload.uuid) !== 'rejected')
              miss(pupil, `rejection of ${change.payload.uuid}`);
            break;
          case 'reading.complete':
            if (statuses.get(change.payload.uuid) !== 'completed')
              miss(pupil, `completion of ${change.payload.uuid}`);
            break;
          case 'reading.answer': {
            const { uuid, questionId, choiceId } = change.payload;
            if (answers.get(`${uuid}/${questionId}`) !== choiceId) miss(pupil, `answer to ${questionId}`);
            break;
          }
          case 'reading.time': {
            const key = `${change.payload.uuid}/${change.payload.chunkIndex}`;
            expectedSeconds.set(key, (expectedSeconds.get(key) ?? 0) + change.payload.seconds);
            break;
          }
          case 'notification.read':
            if (!notes.get(change.payload.id)) miss(pupil, `read mark of ${change.payload.id}`);
            break;
          case 'notification.remove':
            if (notes.has(change.payload.notification.id))
              miss(pupil, `removal of ${change.payload.notification.id}`);
            break;
          default:
            problems.push(`${pupil.name}: a change of kind ${(p as { kind?: string }).kind} not compared`);
        }
      }
      for (const [key, expected] of expectedSeconds) {
        const stored = seconds.get(key) ?? 0;
        if (stored < expected) {
          lost += expected - stored;
          problems.push(`${pupil.name}: lost ${expected - stored} s of reading time in ${key}`);
        }
        if (stored > expected) {
          duplicated += stored - expected;
          problems.push(`${pupil.name}: ${stored - expected} s of reading time in ${key} counted twice`);
        }
      }
      problems.push(...pupil.rejected.map((event) => `${pupil.name}: refused ${event}`));
    }
    const rejected = pupils.reduce((sum, p) => sum + p.rejected.length, 0);
    return { lost, duplicated, rejected, problems };
  } finally {
    await database.close();
  }
}

function shuffle<T>(items: T[], random: () => number) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}
