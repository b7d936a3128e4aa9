import { describe, expect, it } from 'vitest';
import type { MyAssignment } from '#contract/assignments.ts';
import type { ReaderAssignment } from '#contract/reading.ts';
import { createProcessorFixture } from '#test/harness/outbox/processor-fixture.ts';
import { enqueue } from '../enqueue.ts';
import { readReaderView } from '../reading/reader-view.ts';
import { type ReaderAssignmentRow, readingTables } from '../reading/reading-tables.ts';
import { storeReaderAssignment } from '../reading/store-reader-assignment.ts';
import { type AssignmentDecision, decisionKind, decisionRefusalMessage } from './assignment-decisions.ts';

const decideAssignment = (db: Parameters<typeof enqueue>[0], uuid: string, decision: AssignmentDecision) =>
  enqueue(db, decisionKind(decision), { uuid });

import { myAssignmentsTable } from './my-assignments-table.ts';
import { storePulledAssignments, waitingAssignmentUuids } from './pull-my-assignments.ts';

const f = createProcessorFixture();

const item = (uuid: string, status: MyAssignment['status'] = 'pending'): MyAssignment => ({
  id: 1,
  uuid,
  status,
  mode: 'check',
  due_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  answered_questions: 0,
  total_questions: 4,
  text: { id: 3, title: 'The Fox', author: 'Aesop', reading_level: 2 },
});
const uuidA = '11111111-1111-4111-8111-111111111111';
const readerPayload = (status: ReaderAssignment['status']): ReaderAssignment => ({
  id: 1,
  uuid: uuidA,
  status,
  mode: 'check',
  due_date: null,
  completed_at: null,
  text: { id: 3, title: 'The Fox', author: 'Aesop', reading_level: 2, epub_file_path: null, chunks: [] },
  questions: [],
  answers: [],
  progress: { answered: 0, total: 0 },
  reading_seconds: 0,
});
const statusOf = async (uuid: string) => (await myAssignmentsTable(f.db).get(uuid))?.status;

describe('assignment decisions through the outbox', () => {
  it('approves at once, marks the row waiting, and sends POST approve with an idempotency key', async () => {
    await storePulledAssignments(f.db, [item(uuidA)]);
    await decideAssignment(f.db, uuidA, 'approve');
    expect(await statusOf(uuidA)).toBe('in_progress');
    expect(await waitingAssignmentUuids(f.db)).toEqual(new Set([uuidA]));

    await f.processor.syncNow();
    expect(f.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/assignments/${uuidA}/approve`,
    ]);
    expect(f.server.requests[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitingAssignmentUuids(f.db)).toEqual(new Set());
    expect(await statusOf(uuidA)).toBe('in_progress');
  });

  it('rolls a refused reject back to pending', async () => {
    await storePulledAssignments(f.db, [item(uuidA)]);
    await decideAssignment(f.db, uuidA, 'reject');
    expect(await statusOf(uuidA)).toBe('rejected');
    f.server.answer({ status: 409, body: { message: 'Only a pending assignment can be rejected.' } });
    await f.processor.syncNow();
    expect(await statusOf(uuidA)).toBe('pending');
    expect(f.eventTypes()).toEqual(['rejected']);
  });

  it('takes the reader’s copy along, and back again when the server refuses', async () => {
    await storePulledAssignments(f.db, [item(uuidA)]);
    const readerRow = { uuid: uuidA, status: 'pending', finishedAt: null, pulledAt: 0 } as const;
    await readingTables(f.db).assignments.put(readerRow as unknown as ReaderAssignmentRow);
    const readerStatus = async () => (await readingTables(f.db).assignments.get(uuidA))?.status;
    await decideAssignment(f.db, uuidA, 'approve');
    expect(await readerStatus()).toBe('in_progress');
    f.server.answer({ status: 409, body: { message: 'Only a pending assignment can be approved.' } });
    await f.processor.syncNow();
    expect(await statusOf(uuidA)).toBe('pending');
    expect(await readerStatus()).toBe('pending');
  });

  it('does not ask the reader again once an approval is sent, when a reader pull landed while it waited', async () => {
    await storePulledAssignments(f.db, [item(uuidA)]);
    await storeReaderAssignment(f.db, readerPayload('pending'));
    await decideAssignment(f.db, uuidA, 'approve');
    // The server answered a reader pull before the approval reached it.
    await storeReaderAssignment(f.db, readerPayload('pending'));
    await f.processor.syncNow();
    expect(await statusOf(uuidA)).toBe('in_progress');
    expect((await readReaderView(f.db, uuidA))?.status).toBe('in_progress');
  });

  it('keeps a decision made offline when a pull brings the server state back', async () => {
    await storePulledAssignments(f.db, [item(uuidA)]);
    await decideAssignment(f.db, uuidA, 'approve');
    await storePulledAssignments(f.db, [item(uuidA, 'pending')]);
    expect(await statusOf(uuidA)).toBe('in_progress');
  });

  it('a pull replaces the whole list', async () => {
    await storePulledAssignments(f.db, [item(uuidA)]);
    const uuidB = '22222222-2222-4222-8222-222222222222';
    await storePulledAssignments(f.db, [item(uuidB, 'completed')]);
    expect(await myAssignmentsTable(f.db).toArray()).toEqual([item(uuidB, 'completed')]);
  });
});

describe('decisionRefusalMessage', () => {
  it("uses the server's message, else the words of docs/product.md §8 per decision", () => {
    expect(decisionRefusalMessage('assignment.approve', 'Nope.')).toBe('Nope.');
    expect(decisionRefusalMessage('assignment.approve', undefined)).toBe('Failed to approve assignment');
    expect(decisionRefusalMessage('assignment.reject', '')).toBe('Failed to reject assignment');
    expect(decisionRefusalMessage('assignment.reject', 'The change could not be saved (404).')).toBe(
      'Failed to reject assignment',
    );
  });
});
