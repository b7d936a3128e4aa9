import { and, eq } from 'drizzle-orm';
import { type AssignmentMode, assignResponseSchema } from '#contract/assignments.ts';
import { assignments, choices, questions } from '#server/db/schema.ts';
import { questionRow } from '#test/harness/question-row.ts';
import type { TestApp } from '#test/harness/test-app.ts';
import { callApi } from './texts-api.ts';

export interface FixtureQuestion {
  id: number;
  paragraphIndex: number;
  correctChoiceId: number;
  wrongChoiceId: number;
}

let texts = 0;

/**
 * A text of `sections` sections (4 paragraphs each) made through the API by its owner, with one
 * question per section stored directly (question generation is another module's business).
 */
export async function createTextWithQuestions(
  t: TestApp,
  ownerHeaders: Record<string, string>,
  sections = 3,
) {
  texts += 1;
  const paragraphs = Array.from({ length: sections * 4 }, (_, i) => `Paragraph ${i + 1} of the story.`);
  const created = await callApi(t.baseUrl, 'POST', '/api/texts', ownerHeaders, {
    title: `The Clever Fox ${texts}`,
    author: 'Ann Author',
    content: paragraphs.join('\n\n'),
  });
  if (created.status !== 201) throw new Error(`text not created: ${JSON.stringify(created.body)}`);
  const textId: number = created.body.data.id;
  const made: FixtureQuestion[] = [];
  for (let section = 0; section < sections; section += 1) {
    const paragraphIndex = section * 4 + 3;
    const [question] = await t.database.db
      .insert(questions)
      .values(questionRow({ textId, paragraphIndex, content: `What happened in section ${section + 1}?` }))
      .returning();
    if (!question) throw new Error('no question');
    const rows = await t.database.db
      .insert(choices)
      .values([
        { questionId: question.id, text: 'The fox ran', isCorrect: true, position: 0 },
        { questionId: question.id, text: 'The fox slept', isCorrect: false, position: 1 },
      ])
      .returning();
    const [correct, wrong] = rows;
    if (!correct || !wrong) throw new Error('no choices');
    made.push({ id: question.id, paragraphIndex, correctChoiceId: correct.id, wrongChoiceId: wrong.id });
  }
  return { textId, title: `The Clever Fox ${texts}`, questions: made };
}

/**
 * A fresh 3-section text assigned to `email` (pending), with the new assignment's uuid. In `check`
 * mode unless told: most tests are about answers that reveal nothing before Finish.
 */
export async function createAssignedText(
  t: TestApp,
  ownerHeaders: Record<string, string>,
  email: string,
  dueDate?: string,
  mode: AssignmentMode = 'check',
) {
  const text = await createTextWithQuestions(t, ownerHeaders, 3);
  const res = await callApi(t.baseUrl, 'POST', `/api/texts/${text.textId}/assign`, ownerHeaders, {
    email,
    due_date: dueDate,
    mode,
  });
  return { ...text, uuid: assignResponseSchema.parse(res.body).data.uuid };
}

/** The uuid of the assignment of `textId` given to `userId` (a class's text gives each pupil one). */
export async function assignmentUuidOf(t: TestApp, userId: number, textId: number) {
  const [row] = await t.database.db
    .select({ uuid: assignments.uuid })
    .from(assignments)
    .where(and(eq(assignments.assignedUserId, userId), eq(assignments.textId, textId)));
  if (!row) throw new Error(`no assignment of text ${textId} for user ${userId}`);
  return row.uuid;
}
