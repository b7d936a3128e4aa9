import { describe, expect, it } from 'vitest';
import { createProcessorFixture } from '#test/harness/outbox/processor-fixture.ts';
import { enqueue } from '../enqueue.ts';
import { clearOfflineCopies } from './clear-offline-copies.ts';
import { readingTables } from './reading-tables.ts';

const f = createProcessorFixture();
const uuid = '55555555-5555-4555-8555-555555555555';

describe('clearing offline copies', () => {
  it('is refused while changes wait to sync, and clears everything but the outbox once sent', async () => {
    await enqueue(f.db, 'reading.answer', { uuid, questionId: 1, choiceId: 2, previousChoiceId: null });
    expect(await clearOfflineCopies(f.db)).toBe(false);
    expect(await readingTables(f.db).answers.count()).toBe(1);
    await f.processor.syncNow();
    expect(await clearOfflineCopies(f.db)).toBe(true);
    expect(await readingTables(f.db).answers.count()).toBe(0);
  });
});
