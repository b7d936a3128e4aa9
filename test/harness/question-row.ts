import type { questions } from '#server/db/schema.ts';

/** A questions row for tests that store a question directly: a plain "what" question a teacher wrote. */
export function questionRow(
  values: Pick<typeof questions.$inferInsert, 'textId' | 'paragraphIndex' | 'content'>,
): typeof questions.$inferInsert {
  return {
    type: 'what',
    element: 'action',
    skill: 'literal',
    source: 'teacher',
    explanation: 'The story says so.',
    ...values,
  };
}
