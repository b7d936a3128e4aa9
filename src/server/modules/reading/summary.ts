import type { Summary } from '#contract/reading.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { questionsWithChoicesOf } from '../texts/repository.ts';
import type { AssignmentRow } from './assignment-access.ts';
import { submittedOnTime } from './complete-assignment.ts';
import { answerKeyOf, answerRowsOf, readingSecondsOf } from './reader-payload.ts';
import { scoringChoiceId } from './scoring.ts';

/** The graded result (only once completed): the grade of record plus each question with the answer. */
export async function summaryOf(db: Db, assignment: AssignmentRow): Promise<Summary> {
  if (assignment.status !== 'completed' || !assignment.completedAt) {
    throw new HttpError(409, 'This assignment is not completed yet.');
  }
  const [questions, given, seconds] = await Promise.all([
    questionsWithChoicesOf(db, assignment.textId),
    answerRowsOf(db, assignment.id),
    readingSecondsOf(db, assignment.id),
  ]);
  const answerOf = new Map(given.map((answer) => [answer.questionId, answer]));
  const correct = assignment.correctCount ?? 0;
  const total = assignment.questionCount ?? 0;
  return {
    score_percent: total === 0 ? 0 : Math.round((correct / total) * 100),
    correct,
    total,
    time_spent_seconds: seconds,
    completed_at: assignment.completedAt.toISOString(),
    submitted_on_time: submittedOnTime(assignment),
    questions: questions.map((question) => {
      const answer = answerOf.get(question.id);
      const choiceId = answer ? scoringChoiceId(assignment.mode, answer) : null;
      const { explanation, evidence } = answerKeyOf(question);
      return {
        id: question.id,
        content: question.content,
        choices: question.choices.map((choice) => ({
          id: choice.id,
          text: choice.text,
          is_correct: choice.isCorrect,
        })),
        chosen_choice_id: choiceId,
        correct: question.choices.some((choice) => choice.id === choiceId && choice.isCorrect),
        attempts: answer?.attempts ?? 0,
        explanation,
        evidence,
      };
    }),
  };
}
