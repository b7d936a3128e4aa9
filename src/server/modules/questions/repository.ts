import { and, between, eq } from 'drizzle-orm';
import type { GeneratedQuestion, StoredQuestion } from '#contract/questions.ts';
import type { Db } from '../../db/database.ts';
import { choices, questions } from '../../db/schema.ts';
import type { ParagraphRange } from '../texts/paragraph-store.ts';

/**
 * Replaces the questions on the paragraphs in `range` with `generated`. Run it inside a
 * transaction: readers then see the old set or the new one, never a mix or half of either.
 */
export async function replaceQuestions(
  tx: Db,
  textId: number,
  range: ParagraphRange,
  generated: GeneratedQuestion[],
): Promise<StoredQuestion[]> {
  await tx
    .delete(questions)
    .where(and(eq(questions.textId, textId), between(questions.paragraphIndex, range.first, range.last)));
  const stored: StoredQuestion[] = [];
  for (const question of generated) {
    const [row] = await tx
      .insert(questions)
      .values({ textId, paragraphIndex: question.paragraph_index, content: question.content })
      .returning({ id: questions.id });
    if (!row) throw new Error('insert returned no question');
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
    stored.push({
      id: row.id,
      content: question.content,
      paragraph_index: question.paragraph_index,
      choices: choiceRows
        .sort((a, b) => a.position - b.position)
        .map((choice) => ({ id: choice.id, text: choice.text, is_correct: choice.isCorrect })),
    });
  }
  return stored;
}
