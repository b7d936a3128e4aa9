import { eq, sql } from 'drizzle-orm';
import type { AnswerKey, ReaderAssignment } from '#contract/reading.ts';
import type { Db } from '../../db/database.ts';
import { answers, readingTime } from '../../db/schema.ts';
import { paragraphsOf } from '../texts/paragraph-store.ts';
import { type QuestionWithChoices, questionsWithChoicesOf } from '../texts/repository.ts';
import { imagesOf } from '../texts/text-images.ts';
import { chunksOf } from '../texts/text-resource.ts';
import type { AssignmentRow, TextRow } from './assignment-access.ts';

export const answersOf = (db: Db, assignmentId: number) =>
  db
    .select({ question_id: answers.questionId, choice_id: answers.choiceId })
    .from(answers)
    .where(eq(answers.assignmentId, assignmentId));

/** Every answer with its tries and first choice, for grading and the summary. */
export const answerRowsOf = (db: Db, assignmentId: number) =>
  db.select().from(answers).where(eq(answers.assignmentId, assignmentId));

export async function readingSecondsOf(db: Db, assignmentId: number) {
  const [row] = await db
    .select({ seconds: sql<number>`coalesce(sum(${readingTime.seconds}), 0)::int` })
    .from(readingTime)
    .where(eq(readingTime.assignmentId, assignmentId));
  return row?.seconds ?? 0;
}

/**
 * What the reader needs to work offline: the text in sections, the questions with their choices,
 * the pupil's answers so far. Which choice is correct is left out here, not merely by the schema,
 * unless the assignment is for practice: then each question carries its key, so the reader can say
 * at once, even offline, whether an answer is right (docs/architecture.md §10).
 */
export async function readerPayload(
  db: Db,
  assignment: AssignmentRow,
  text: TextRow,
): Promise<ReaderAssignment> {
  const [paragraphs, images, questions, given, seconds] = await Promise.all([
    paragraphsOf(db, text.id),
    imagesOf(db, text.id),
    questionsWithChoicesOf(db, text.id),
    answersOf(db, assignment.id),
    readingSecondsOf(db, assignment.id),
  ]);
  return {
    id: assignment.id,
    uuid: assignment.uuid,
    status: assignment.status,
    mode: assignment.mode,
    due_date: assignment.dueDate?.toISOString() ?? null,
    completed_at: assignment.completedAt?.toISOString() ?? null,
    text: {
      id: text.id,
      title: text.title,
      author: text.author,
      reading_level: Number(text.readingLevel),
      language: text.language,
      epub_file_path: text.epubFilePath,
      cover: images.cover,
      chunks: chunksOf(paragraphs, images),
    },
    questions: questions.map((question) => ({
      id: question.id,
      paragraph_index: question.paragraphIndex,
      content: question.content,
      choices: question.choices.map((choice) => ({ id: choice.id, text: choice.text })),
      ...(assignment.mode === 'practice' ? answerKeyOf(question) : {}),
    })),
    answers: given,
    progress: { answered: given.length, total: questions.length },
    reading_seconds: seconds,
  };
}

/** Which choice is right, why, and where the text says so. */
export function answerKeyOf(question: QuestionWithChoices): AnswerKey {
  const { evidenceParagraphIndex: paragraphIndex, evidenceSentence: sentence } = question;
  return {
    correct_choice_id: question.choices.find((choice) => choice.isCorrect)?.id ?? 0,
    explanation: question.explanation,
    evidence:
      paragraphIndex === null || sentence === null ? null : { paragraph_index: paragraphIndex, sentence },
  };
}
