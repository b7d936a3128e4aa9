import { eq, sql } from 'drizzle-orm';
import type { AnswerKey, ReaderAssignment } from '#contract/reading.ts';
import type { Database, Db } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { answers, readingTime } from '../../db/schema.ts';
import type { QuestionWithChoices } from '../texts/repository.ts';
import type { AssignmentRow, TextRow } from './assignment-access.ts';
import { textContentOf } from './text-content-cache.ts';

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

interface PupilWorkRow {
  version: string;
  answers: { question_id: number; choice_id: number }[];
  seconds: number;
}

/**
 * One prepared statement for what is the pupil's own in a pull, and the version of the text's
 * content (text-content-cache.ts): `xmin` is the transaction that last wrote a row, so any insert,
 * update or delete of a paragraph, picture, question or choice of the text changes the string.
 */
const pupilWorkStatement = preparedStatement({
  name: 'reading_pupil_work',
  text: `select concat_ws(';',
      coalesce((select xmin::text from text_paragraphs where text_id = $1::int), ''),
      coalesce((select string_agg(i.id::text || ':' || i.xmin::text, ',' order by i.id)
        from text_images i where i.text_id = $1::int), ''),
      coalesce((select string_agg(q.id::text || ':' || q.xmin::text, ',' order by q.id)
        from questions q where q.text_id = $1::int), ''),
      coalesce((select string_agg(c.id::text || ':' || c.xmin::text, ',' order by c.id)
        from choices c join questions q on q.id = c.question_id where q.text_id = $1::int), '')
    ) as version,
    coalesce((select json_agg(json_build_object('question_id', a.question_id, 'choice_id', a.choice_id))
      from answers a where a.assignment_id = $2::int), '[]'::json) as answers,
    (select coalesce(sum(r.seconds), 0)::int from reading_time r where r.assignment_id = $2::int) as seconds`,
});

/**
 * What the reader needs to work offline: the text in sections, the questions with their choices,
 * the pupil's answers so far. Which choice is correct is left out here, not merely by the schema,
 * unless the assignment is for practice: then each question carries its key, so the reader can say
 * at once, even offline, whether an answer is right (docs/architecture.md §10).
 */
export async function readerPayload(
  database: Database,
  assignment: AssignmentRow,
  text: TextRow,
): Promise<ReaderAssignment> {
  const [work] = await database.runPrepared<PupilWorkRow>(pupilWorkStatement, [text.id, assignment.id]);
  if (!work) throw new Error('the pupil-work statement answered no row');
  const { cover, chunks, questions } = await textContentOf(database.db, text.id, work.version);
  const given = work.answers;
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
      cover,
      chunks,
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
    reading_seconds: work.seconds,
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
