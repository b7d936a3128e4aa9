import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionGenerationPaths } from '#contract/questions.ts';
import type { QuestionGenerator } from '#server/adapters/ai/question-generator.ts';
import type { ExecuteSql } from '#server/db/database.ts';
import { createBuiltinQuestionGenerator } from '#server/modules/questions/generator/builtin-question-generator.ts';
import { registerQuestionJobs } from '#server/modules/questions/question-jobs.ts';
import { type JobQueue, startJobQueue } from '#server/plugins/jobs.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText, generationStatusOf, questionsBySection, waitUntil } from './questions-fixtures.ts';
import { callApi } from './texts-api.ts';

/** Short expiry and retry delays, so a dead worker's job comes back within seconds. */
const quick = { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 4, concurrency: 2 };
const builtin = createBuiltinQuestionGenerator();

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ JOBS_IN_PROCESS: 'false' }); // the API only queues; the workers below run
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

async function startWorker(generator: QuestionGenerator, executeSql: ExecuteSql = t.database.executeSql) {
  const queue = await startJobQueue({
    executeSql,
    log: t.app.log,
    runWorkers: true,
    maintenanceIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
  await registerQuestionJobs(queue, { db: t.database.db, generator, notifier: t.app.notifications }, quick);
  return queue;
}

async function notificationsAbout(textId: number) {
  const list = (await callApi(t.baseUrl, 'GET', '/api/notifications', owner)).body;
  return list.filter((n: { type: string; data: { text_id: number } }) => n.data.text_id === textId);
}

async function runToTheEnd(textId: number) {
  return waitUntil(
    () => generationStatusOf(t.baseUrl, owner, textId),
    (s) => s.pending + s.running === 0,
    30_000,
  );
}

/** Waits for the run's notification, then a little longer to see that no second one follows. */
async function theOneNotification(textId: number) {
  await waitUntil(
    () => notificationsAbout(textId),
    (list) => list.length > 0,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const list = await notificationsAbout(textId);
  expect(list).toHaveLength(1);
  return list[0];
}

describe('an API started with JOBS_IN_PROCESS=false', () => {
  it('queues the jobs but leaves running them to worker processes', async () => {
    const id = await createStoryText(t.baseUrl, owner, 8);
    await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await generationStatusOf(t.baseUrl, owner, id)).toEqual({
      pending: 2,
      running: 0,
      completed: 0,
      failed: 0,
    });
  });
});

describe('a worker that dies in the middle of a job', () => {
  let survivor: JobQueue | undefined;
  afterAll(() => survivor?.stop());

  it('is replaced by one that finishes every section once, and the owner is told once', async () => {
    let severed = false;
    // The dying worker's database connection: once severed, nothing it sends ever arrives.
    const severable: ExecuteSql = (text, values) =>
      severed ? new Promise(() => {}) : t.database.executeSql(text, values);
    let hung = () => {};
    const stuck = new Promise<void>((resolve) => {
      hung = resolve;
    });
    const dying = await startWorker(
      {
        generate: (section, options) => {
          if (section.chunk_index !== 2) return builtin.generate(section, options);
          hung();
          return new Promise(() => {}); // the process dies while generating this one
        },
      },
      severable,
    );
    const id = await createStoryText(t.baseUrl, owner, 40);
    const res = await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    expect(res.body.data.jobs_dispatched).toBe(10);
    await stuck;
    severed = true;
    void dying.stop({ graceful: false }); // never settles: its connection is gone, like its process

    survivor = await startWorker(builtin);
    expect(await runToTheEnd(id)).toEqual({ pending: 0, running: 0, completed: 10, failed: 0 });
    const questions = await questionsBySection(t.baseUrl, owner, id);
    for (let section = 0; section < 10; section++) {
      const contents = questions.filter((q) => q.section === section).map((q) => q.content);
      expect(contents.length, `section ${section}`).toBeGreaterThan(0);
      expect(contents.length, `section ${section}`).toBeLessThanOrEqual(5);
      expect(new Set(contents).size, `section ${section}`).toBe(contents.length);
    }
    expect((await theOneNotification(id)).data.message).toBe('Questions are ready for "Island Tales"');
  });
});

describe('a section that keeps failing', () => {
  let worker: JobQueue | undefined;
  afterAll(() => worker?.stop());

  it('is retried, then marked failed, and the owner is told once what is missing', async () => {
    let attempts = 0;
    worker = await startWorker({
      generate: (section, options) => {
        if (section.chunk_index !== 1) return builtin.generate(section, options);
        attempts += 1;
        return Promise.reject(new Error('the generator broke'));
      },
    });
    const id = await createStoryText(t.baseUrl, owner, 12);
    await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    expect(await runToTheEnd(id)).toEqual({ pending: 0, running: 0, completed: 2, failed: 1 });
    expect(attempts).toBe(1 + quick.retryLimit);
    const sections = new Set((await questionsBySection(t.baseUrl, owner, id)).map((q) => q.section));
    expect(sections).toEqual(new Set([0, 2]));
    expect((await theOneNotification(id)).data.message).toBe(
      'Questions are ready for "Island Tales" (1 of 3 sections could not be generated)',
    );
  });
});
