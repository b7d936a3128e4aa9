/**
 * Every version of the per-user Dexie schema, oldest first. To add tables or indexes, append a
 * version (never edit a shipped one); Dexie upgrades an existing database step by step.
 * Only indexed fields are listed; `++seq` keeps the outbox in insertion (send) order.
 */
export const schemaVersions: ReadonlyArray<{ version: number; stores: Record<string, string | null> }> = [
  {
    version: 1,
    stores: {
      outbox: '++seq, &id',
      meta: 'key',
    },
  },
  // Notifications (issue 7): by id; `timestamp` (ISO-8601) orders the bell and the screen.
  { version: 2, stores: { notifications: 'id, timestamp' } },
  // My Assignments (issue 5): the assignee's list, by uuid.
  { version: 3, stores: { myAssignments: 'uuid' } },
  // Reading (issue 6): assignment details, answers, positions and summaries (`reading/reading-tables.ts`).
  {
    version: 4,
    stores: {
      readerAssignments: 'uuid',
      readerAnswers: '[uuid+questionId], uuid',
      readerPositions: 'uuid',
      readerSummaries: 'uuid',
    },
  },
];
