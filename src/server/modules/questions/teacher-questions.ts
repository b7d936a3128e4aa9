import { and, eq, inArray } from 'drizzle-orm';
import { normalizeChoiceText, type StoredQuestion, type TeacherQuestion } from '#contract/questions.ts';
import { sectionOf } from '#contract/texts.ts';
import type { SourcedQuestion } from '../../adapters/ai/question-generator.ts';
import type { Db } from '../../db/database.ts';
import { choices, questions } from '../../db/schema.ts';
import { notFound, validationError } from '../../http-error.ts';
import { paragraphsCount, paragraphsIn } from '../texts/paragraph-store.ts';
import { questionsWithChoicesOf } from '../texts/repository.ts';
import { questionResource } from '../texts/text-resource.ts';
import {
  type GenerationDeps,
  generateQuestions,
  sectionRange,
  type TextForGeneration,
} from './generation-service.ts';
import { insertChoices, type QuestionToStore, questionColumns } from './repository.ts';

/**
 * The rules the contract cannot check alone, against the text itself: the paragraph exists, and the
 * evidence stands word for word in the paragraph it names (the reader highlights it there).
 */
async function checkAgainstText(db: Db, textId: number, question: TeacherQuestion) {
  const count = await paragraphsCount(db, textId);
  const errors: Record<string, string[]> = {};
  if (question.paragraph_index >= count) {
    errors.paragraph_index = [`This text has no paragraph ${question.paragraph_index + 1}.`];
  }
  const evidence = question.evidence;
  if (evidence) {
    const index = evidence.paragraph_index;
    const [paragraph] = index < count ? await paragraphsIn(db, textId, { first: index, last: index }) : [];
    if (!paragraph) {
      errors['evidence.paragraph_index'] = [`This text has no paragraph ${index + 1}.`];
    } else if (!paragraph.content.includes(evidence.sentence)) {
      errors['evidence.sentence'] = [
        `The evidence must be a sentence of paragraph ${index + 1}, word for word.`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

const asStored = (question: TeacherQuestion): QuestionToStore => ({ ...question, source: 'teacher' });

/** POST /api/texts/{id}/questions: a question the teacher wrote, on one paragraph of the text. */
export async function createTeacherQuestion(db: Db, textId: number, question: TeacherQuestion) {
  await checkAgainstText(db, textId, question);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({ textId, ...questionColumns(asStored(question)) })
      .returning();
    if (!row) throw new Error('insert returned no question');
    return insertChoices(tx, row, asStored(question));
  });
}

/**
 * PUT /api/texts/{id}/questions/{questionId}: the question as the teacher fixed it, now the
 * teacher's. A choice whose words stay keeps its id, so pupils who chose it keep their answer; the
 * answers of a choice that is gone go with it.
 */
export async function updateTeacherQuestion(
  db: Db,
  textId: number,
  questionId: number,
  question: TeacherQuestion,
): Promise<StoredQuestion> {
  await checkAgainstText(db, textId, question);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ ...questionColumns(asStored(question)), updatedAt: new Date() })
      .where(and(eq(questions.id, questionId), eq(questions.textId, textId)))
      .returning();
    if (!row) throw notFound('Question');
    const kept = await tx.select().from(choices).where(eq(choices.questionId, questionId));
    const keptByText = new Map(kept.map((choice) => [normalizeChoiceText(choice.text), choice]));
    const rows = [];
    for (const [position, choice] of question.choices.entries()) {
      const same = keptByText.get(normalizeChoiceText(choice.text));
      keptByText.delete(normalizeChoiceText(choice.text));
      const values = { text: choice.text, isCorrect: choice.is_correct, position };
      const [written] = same
        ? await tx.update(choices).set(values).where(eq(choices.id, same.id)).returning()
        : await tx
            .insert(choices)
            .values({ questionId, ...values })
            .returning();
      if (written) rows.push(written);
    }
    const gone = [...keptByText.values()].map((choice) => choice.id);
    if (gone.length > 0) await tx.delete(choices).where(inArray(choices.id, gone));
    return questionResource(row, rows);
  });
}

/** How many questions to ask the generator for, so one is likely new beside the section's others. */
const REGENERATION_CANDIDATES = 10;

/**
 * POST /api/texts/{id}/questions/{questionId}/regenerate: a new question in place of this one,
 * generated from its section (for context) and kept on its paragraph when the generator allows.
 * It never repeats the old stem, nor an answer another question of the section already has.
 */
export async function regenerateQuestion(
  deps: GenerationDeps,
  text: TextForGeneration,
  questionId: number,
  signal?: AbortSignal,
): Promise<StoredQuestion> {
  const { db } = deps;
  const [old] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.textId, text.id)));
  if (!old) throw notFound('Question');
  const range = sectionRange(sectionOf(old.paragraphIndex));
  const section = await questionsWithChoicesOf(db, text.id, range);
  const others = section.filter((question) => question.id !== old.id);
  const takenAnswers = new Set(
    others
      .flatMap((question) => question.choices.filter((choice) => choice.isCorrect))
      .map((choice) => normalizeChoiceText(choice.text)),
  );
  const takenStems = new Set([old, ...others].map((question) => normalizeChoiceText(question.content)));
  const generated =
    (await generateQuestions(deps, text, range, { signal, maxQuestions: REGENERATION_CANDIDATES })) ?? [];
  const isNew = (question: SourcedQuestion) =>
    !takenStems.has(normalizeChoiceText(question.content)) &&
    !question.choices.some(
      (choice) => choice.is_correct && takenAnswers.has(normalizeChoiceText(choice.text)),
    );
  const fresh = generated.filter(isNew);
  const replacement = fresh.find((question) => question.paragraph_index === old.paragraphIndex) ?? fresh[0];
  if (!replacement) {
    throw validationError({
      question: ['No other question can be made from this part of the text. You can write one instead.'],
    });
  }
  return db.transaction(async (tx) => {
    await tx.delete(questions).where(eq(questions.id, old.id));
    const [row] = await tx
      .insert(questions)
      .values({ textId: text.id, ...questionColumns(replacement) })
      .returning();
    if (!row) throw new Error('insert returned no question');
    return insertChoices(tx, row, replacement);
  });
}
