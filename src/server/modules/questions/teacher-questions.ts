import { and, eq, inArray } from 'drizzle-orm';
import {
  NO_OTHER_QUESTION_MESSAGE,
  normalizeChoiceText,
  type StoredQuestion,
  type TeacherQuestion,
} from '#contract/questions.ts';
import { sectionOf } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { choices, questions } from '../../db/schema.ts';
import { HttpError, notFound, validationError } from '../../http-error.ts';
import { type ParagraphRow, paragraphsCount, paragraphsIn } from '../texts/paragraph-store.ts';
import { questionsWithChoicesOf } from '../texts/repository.ts';
import { questionResource } from '../texts/text-resource.ts';
import { type GenerationDeps, sectionToGenerate, type TextForGeneration } from './generation-service.ts';
import { nextBestQuestion } from './next-best-question.ts';
import { insertChoices, type QuestionToStore, questionColumns } from './repository.ts';
import {
  sectionRange,
  storyRange,
  storyTextOf,
  type UncheckedQuestion,
  withFlaws,
  withoutFlaws,
} from './story-context.ts';

/**
 * The rules the contract cannot check alone, against the text itself: the paragraph exists, and the
 * evidence stands word for word in the paragraph it names (the reader highlights it there). Answers
 * the paragraphs the question's flaws are read against (`storyRange` of its section), read once.
 */
async function checkAgainstText(db: Db, textId: number, question: TeacherQuestion): Promise<ParagraphRow[]> {
  const count = await paragraphsCount(db, textId);
  const errors: Record<string, string[]> = {};
  const inText = question.paragraph_index < count;
  if (!inText) {
    errors.paragraph_index = [`This text has no paragraph ${question.paragraph_index + 1}.`];
  }
  const around = inText
    ? await paragraphsIn(db, textId, storyRange(sectionRange(sectionOf(question.paragraph_index))))
    : [];
  const evidence = question.evidence;
  if (evidence) {
    const index = evidence.paragraph_index;
    const read = async () => (await paragraphsIn(db, textId, { first: index, last: index }))[0];
    const paragraph =
      around.find((row) => row.paragraphIndex === index) ?? (index < count ? await read() : undefined);
    if (!paragraph) {
      errors['evidence.paragraph_index'] = [`This text has no paragraph ${index + 1}.`];
    } else if (!paragraph.content.includes(evidence.sentence)) {
      errors['evidence.sentence'] = [
        `The evidence must be a sentence of paragraph ${index + 1}, word for word.`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return around;
}

const asStored = (question: TeacherQuestion): QuestionToStore => ({ ...question, source: 'teacher' });

/** POST /api/texts/{id}/questions: a question the teacher wrote, on one paragraph of the text. */
export async function createTeacherQuestion(db: Db, textId: number, question: TeacherQuestion) {
  const around = await checkAgainstText(db, textId, question);
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({ textId, ...questionColumns(asStored(question)) })
      .returning();
    if (!row) throw new Error('insert returned no question');
    return insertChoices(tx, row, asStored(question));
  });
  return checked(stored, around);
}

/** The one question written, with the flaws the checker finds in it (a teacher's are kept, shown as hints). */
async function checked(question: UncheckedQuestion, around: ParagraphRow[]) {
  const [withTheirFlaws] = await withFlaws([question], around);
  if (!withTheirFlaws) throw new Error('the question was not checked');
  return withTheirFlaws;
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
  const around = await checkAgainstText(db, textId, question);
  const stored = await db.transaction(async (tx) => {
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
  return checked(stored, around);
}

/** How many questions to ask the generator for, so one is likely new beside the section's others. */
const REGENERATION_CANDIDATES = 10;

/**
 * POST /api/texts/{id}/questions/{questionId}/regenerate, the editor's Replace: the section's
 * next-best question not already there (`nextBestQuestion`), of the generator's candidates the
 * shared checker finds no flaw in (the built-in generator checks its own, Replace the AI service's).
 * 409 with NO_OTHER_QUESTION_MESSAGE, and nothing changed, when there is none.
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
  const [rows, toGenerate] = await Promise.all([
    questionsWithChoicesOf(db, text.id, range),
    sectionToGenerate(db, text, range),
  ]);
  if (!toGenerate) throw notFound('Question');
  const section = rows.map((row) => questionResource(row, row.choices));
  const generated = await deps.generator.generate(toGenerate.section, {
    signal,
    maxQuestions: REGENERATION_CANDIDATES,
  });
  // The built-in generator (the AI service's fallback too) has already dropped its flawed candidates,
  // against this same story text; only the AI service's own are left to check.
  const sound = generated.some((question) => question.source === 'ai')
    ? await withoutFlaws(generated, storyTextOf(toGenerate.around, range))
    : generated;
  const replacement = nextBestQuestion(sound, section, old, text.language);
  if (!replacement) throw new HttpError(409, NO_OTHER_QUESTION_MESSAGE);
  const stored = await db.transaction(async (tx) => {
    await tx.delete(questions).where(eq(questions.id, old.id));
    const [row] = await tx
      .insert(questions)
      .values({ textId: text.id, ...questionColumns(replacement) })
      .returning();
    if (!row) throw new Error('insert returned no question');
    return insertChoices(tx, row, replacement);
  });
  // Sound by construction: the replacement passed the checker against this very story text.
  return { ...stored, flaws: [] };
}
