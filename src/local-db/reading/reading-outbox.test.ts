import { describe, expect, it } from 'vitest';
import type { ReaderAssignment } from '#contract/reading.ts';
import { createProcessorFixture } from '#test/harness/outbox/processor-fixture.ts';
import { enqueue } from '../enqueue.ts';
import { readReaderView } from './reader-view.ts';
import { isCompletionWaiting, storeReaderAssignment } from './store-reader-assignment.ts';

const f = createProcessorFixture();
const uuid = '33333333-3333-4333-8333-333333333333';

const payload = (overrides: Partial<ReaderAssignment> = {}): ReaderAssignment => ({
  id: 1,
  uuid,
  status: 'in_progress',
  mode: 'check',
  due_date: null,
  completed_at: null,
  text: { id: 5, title: 'The Fox', author: 'Aesop', reading_level: 3, epub_file_path: null, chunks: [] },
  questions: [],
  answers: [{ question_id: 10, choice_id: 100 }],
  progress: { answered: 1, total: 2 },
  reading_seconds: 0,
  ...overrides,
});
const answer = (questionId: number, choiceId: number, previousChoiceId: number | null = null) =>
  enqueue(f.db, 'reading.answer', { uuid, questionId, choiceId, previousChoiceId });

describe('reading writes through the outbox', () => {
  it('answers at once and sends PUT …/answers/{questionId} with the choice', async () => {
    await storeReaderAssignment(f.db, payload());
    await answer(11, 110);
    expect((await readReaderView(f.db, uuid))?.answers).toEqual(
      new Map([
        [10, 100],
        [11, 110],
      ]),
    );
    await f.processor.syncNow();
    expect(f.server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', `/api/assignments/${uuid}/answers/11`, { choice_id: 110 }],
    ]);
  });

  it('a refused answer restores the previous choice', async () => {
    await storeReaderAssignment(f.db, payload());
    await answer(10, 101, 100);
    f.server.answer({ status: 409, body: { message: 'This assignment is already completed.' } });
    await f.processor.syncNow();
    expect((await readReaderView(f.db, uuid))?.answers.get(10)).toBe(100);
    expect(f.events[0]?.event).toMatchObject({ message: 'This assignment is already completed.' });
  });

  it('a pull keeps answers and a Finish still waiting, and the saved position', async () => {
    await storeReaderAssignment(f.db, payload());
    await answer(11, 111);
    await enqueue(f.db, 'reading.complete', {
      uuid,
      completedAt: '2026-11-22T06:00:00.000Z',
      previousStatus: 'in_progress',
    });
    await storeReaderAssignment(f.db, payload());
    const view = await readReaderView(f.db, uuid);
    expect(view?.answers.get(11)).toBe(111);
    expect(view?.status).toBe('completed');
    expect(view?.row.finishedAt).toBe('2026-11-22T06:00:00.000Z');
    expect(await isCompletionWaiting(f.db, uuid)).toBe(true);
    await f.processor.syncNow();
    expect(f.server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/assignments/${uuid}/complete`,
      body: { completed_at: '2026-11-22T06:00:00.000Z' },
    });
    expect(await isCompletionWaiting(f.db, uuid)).toBe(false);
  });

  it('a refused Finish puts the assignment back as it was', async () => {
    await storeReaderAssignment(f.db, payload());
    await enqueue(f.db, 'reading.complete', {
      uuid,
      completedAt: '2026-11-22T06:00:00.000Z',
      previousStatus: 'in_progress',
    });
    f.server.answer({ status: 404, body: { message: 'Assignment not found.' } });
    await f.processor.syncNow();
    const view = await readReaderView(f.db, uuid);
    expect(view?.status).toBe('in_progress');
    expect(view?.row.finishedAt).toBeNull();
  });

  it('shows a pending assignment as accepted while its approval waits to sync', async () => {
    await storeReaderAssignment(f.db, payload({ status: 'pending' }));
    expect((await readReaderView(f.db, uuid))?.status).toBe('pending');
    await f.db.outbox.add({
      id: 'x',
      kind: 'assignment.approve',
      payload: { uuid },
      method: 'POST',
      path: `/api/assignments/${uuid}/approve`,
      body: null,
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    } as never);
    expect((await readReaderView(f.db, uuid))?.status).toBe('in_progress');
  });
});
