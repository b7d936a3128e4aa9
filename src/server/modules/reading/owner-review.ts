import { asc, eq } from 'drizzle-orm';
import type { AssignmentReview } from '#contract/assignment-review.ts';
import type { Db } from '../../db/database.ts';
import { readingTime, users } from '../../db/schema.ts';
import { questionsWithChoicesOf } from '../texts/repository.ts';
import type { AssignmentRow } from './assignment-access.ts';
import { submittedOnTime } from './complete-assignment.ts';
import { answerKeyOf, answerRowsOf } from './reader-payload.ts';
import { scoringChoiceId } from './scoring.ts';

async function pupilOf(db: Db, assignment: AssignmentRow) {
  if (assignment.assignedUserId === null) return { name: null, email: assignment.assigneeEmail };
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, assignment.assignedUserId));
  return { name: user?.name ?? null, email: user?.email ?? assignment.assigneeEmail };
}

const sectionSecondsOf = (db: Db, assignmentId: number) =>
  db
    .select({ chunk_index: readingTime.chunkIndex, seconds: readingTime.seconds })
    .from(readingTime)
    .where(eq(readingTime.assignmentId, assignmentId))
    .orderBy(asc(readingTime.chunkIndex));

/**
 * The owner's read-only account of a pupil's work. Right and wrong are told only once they are
 * settled (completed, or practice, where the first try scores at once), as the pupil is told them.
 */
export async function ownerReviewOf(db: Db, assignment: AssignmentRow): Promise<AssignmentReview> {
  const [pupil, questions, given, sections] = await Promise.all([
    pupilOf(db, assignment),
    questionsWithChoicesOf(db, assignment.textId),
    answerRowsOf(db, assignment.id),
    sectionSecondsOf(db, assignment.id),
  ]);
  const completed = assignment.status === 'completed';
  const graded = completed || assignment.mode === 'practice';
  const answerOf = new Map(given.map((answer) => [answer.questionId, answer]));
  const { correctCount, questionCount } = assignment;
  return {
    pupil,
    graded,
    score_percent:
      completed && questionCount !== null
        ? questionCount === 0
          ? 0
          : Math.round(((correctCount ?? 0) / questionCount) * 100)
        : null,
    submitted_on_time: submittedOnTime(assignment),
    time_spent_seconds: sections.reduce((sum, section) => sum + section.seconds, 0),
    section_seconds: sections,
    questions: questions.map((question) => {
      const answer = answerOf.get(question.id);
      const chosen = answer ? scoringChoiceId(assignment.mode, answer) : null;
      const key = answerKeyOf(question);
      return {
        question_id: question.id,
        chosen_choice_id: chosen,
        correct: graded && chosen !== null ? key.correct_choice_id === chosen : null,
        attempts: graded ? (answer?.attempts ?? 0) : null,
        correct_choice_id: graded ? key.correct_choice_id : null,
        explanation: graded ? key.explanation : null,
      };
    }),
  };
}
