import { and, between, count, eq } from 'drizzle-orm';
import { elementOf, type QuestionSource, skillOfType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import type { Db } from '../../db/database.ts';
import { choices, questions } from '../../db/schema.ts';
import type { ParagraphRange } from '../texts/paragraph-store.ts';
import { questionResource } from '../texts/text-resource.ts';
import type { UncheckedQuestion } from './story-context.ts';

/** A question to store: what a generator or a teacher wrote, and who that was. */
export type QuestionToStore = Omit<GeneratedQuestion, 'choices' | 'evidence'> & {
  choices: GeneratedQuestion['choices'];
  evidence?: GeneratedQuestion['evidence'] | null | undefined;
  source: QuestionSource;
};

/** The questions row's columns for `question` (everything but ids and timestamps). */
export function questionColumns(question: QuestionToStore) {
  return {
    paragraphIndex: question.paragraph_index,
    content: question.content,
    type: question.type,
    element: elementOf(question),
    skill: skillOfType[question.type],
    source: question.source,
    explanation: question.explanation,
    evidenceParagraphIndex: question.evidence?.paragraph_index ?? null,
    evidenceSentence: question.evidence?.sentence ?? null,
  };
}

/** Inserts `question`'s choices in order and answers the stored question. */
export async function insertChoices(
  tx: Db,
  row: typeof questions.$inferSelect,
  question: QuestionToStore,
): Promise<UncheckedQuestion> {
  const choiceRows = await tx
    .insert(choices)
    .values(
      question.choices.map((choice, position) => ({
        questionId: row.id,
        text: choice.text,
        isCorrect: choice.is_correct,
        position,
      })),
    )
    .returning();
  return questionResource(
    row,
    choiceRows.sort((a, b) => a.position - b.position),
  );
}

/**
 * Replaces the questions on the paragraphs in `range` with `generated`. Run it inside a
 * transaction: readers then see the old set or the new one, never a mix or half of either.
 */
export async function replaceQuestions(
  tx: Db,
  textId: number,
  range: ParagraphRange,
  generated: QuestionToStore[],
): Promise<UncheckedQuestion[]> {
  await tx
    .delete(questions)
    .where(and(eq(questions.textId, textId), between(questions.paragraphIndex, range.first, range.last)));
  const stored: UncheckedQuestion[] = [];
  for (const question of generated) {
    const [row] = await tx
      .insert(questions)
      .values({ textId, ...questionColumns(question) })
      .returning();
    if (!row) throw new Error('insert returned no question');
    stored.push(await insertChoices(tx, row, question));
  }
  return stored;
}

/** How many questions the text has, of any section. */
export async function questionCountOf(db: Db, textId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(questions).where(eq(questions.textId, textId));
  return row?.total ?? 0;
}
