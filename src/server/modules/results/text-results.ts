import type { ResultPupil, ResultQuestion, TextResults } from '#contract/results.ts';
import type { Db } from '../../db/database.ts';
import { submittedOnTime } from '../reading/complete-assignment.ts';
import { scoringChoiceId } from '../reading/scoring.ts';
import { type Completion, estimateLevel } from '../reading-levels/estimate-level.ts';
import { completionsOfTextPupils } from '../reading-levels/repository.ts';
import { type QuestionWithChoices, questionsWithChoicesOf } from '../texts/repository.ts';
import { type AssignmentWithPupil, answersOfText, assignmentsWithPupils } from './repository.ts';

type Assignment = AssignmentWithPupil['assignment'];
interface Answer {
  questionId: number;
  choiceId: number;
  firstChoiceId: number | null;
}

/** Answers count once settled: completed work, or practice, where the first try scores at once. */
const counts = (assignment: Assignment) =>
  assignment.status === 'completed' || assignment.mode === 'practice';

const scoreOf = ({ status, correctCount, questionCount }: Assignment) => {
  if (status !== 'completed' || questionCount === null) return null;
  return questionCount === 0 ? 0 : Math.round(((correctCount ?? 0) / questionCount) * 100);
};

interface Tally {
  answered: number;
  correct: number;
  wrong: Map<number, number>;
}

function questionResult(question: QuestionWithChoices, tally: Tally | undefined): ResultQuestion {
  let most: ResultQuestion['most_chosen_wrong'] = null;
  // Choices come in their order, so a tie goes to the earlier one.
  for (const choice of question.choices) {
    const count = tally?.wrong.get(choice.id) ?? 0;
    if (count > (most?.count ?? 0)) most = { choice_id: choice.id, text: choice.text, count };
  }
  const answered = tally?.answered ?? 0;
  return {
    id: question.id,
    content: question.content,
    type: question.type,
    answered,
    correct_rate: answered === 0 ? null : (tally?.correct ?? 0) / answered,
    most_chosen_wrong: most,
  };
}

/** A pupil's estimated level (docs/reading-levels.md); null with no account or too little reading. */
const levelOf = (userId: number | null, completions: Map<number, Completion[]>) =>
  userId === null ? null : estimateLevel(completions.get(userId) ?? []).level;

/**
 * A text's results for its owner: each question's share right and most chosen wrong answer, and
 * each pupil's row with their answer to every question they answered. Four reads, then memory:
 * 300 pupils × 60 questions are 18,000 small answer rows.
 */
export async function textResults(db: Db, textId: number): Promise<TextResults> {
  const [questions, rows, given, completions] = await Promise.all([
    questionsWithChoicesOf(db, textId),
    assignmentsWithPupils(db, textId),
    answersOfText(db, textId),
    completionsOfTextPupils(db, textId),
  ]);
  const correctChoices = new Set(
    questions.flatMap((question) => question.choices.filter((c) => c.isCorrect).map((c) => c.id)),
  );
  const known = new Set(questions.map((question) => question.id));
  const answersOf = new Map<number, Answer[]>();
  given.assignment_ids.forEach((assignmentId, i) => {
    const answer: Answer = {
      questionId: given.question_ids[i] ?? 0,
      choiceId: given.choice_ids[i] ?? 0,
      firstChoiceId: given.first_choice_ids[i] ?? null,
    };
    if (!known.has(answer.questionId)) return;
    const list = answersOf.get(assignmentId);
    if (list) list.push(answer);
    else answersOf.set(assignmentId, [answer]);
  });
  const tallies = new Map<number, Tally>();
  const pupils: ResultPupil[] = rows.map(({ assignment, name, userEmail, seconds }) => {
    const settled = counts(assignment);
    const mine = answersOf.get(assignment.id) ?? [];
    const marks = mine.map((answer) => {
      const choiceId = scoringChoiceId(assignment.mode, answer);
      const correct = correctChoices.has(choiceId);
      if (settled) {
        const tally = tallies.get(answer.questionId) ?? { answered: 0, correct: 0, wrong: new Map() };
        tally.answered += 1;
        if (correct) tally.correct += 1;
        else tally.wrong.set(choiceId, (tally.wrong.get(choiceId) ?? 0) + 1);
        tallies.set(answer.questionId, tally);
      }
      return { question_id: answer.questionId, correct: settled ? correct : null };
    });
    return {
      assignment_uuid: assignment.uuid,
      name,
      email: userEmail ?? assignment.assigneeEmail,
      status: assignment.status,
      mode: assignment.mode,
      answered: mine.length,
      total: questions.length,
      score_percent: scoreOf(assignment),
      time_spent_seconds: seconds,
      completed_at: assignment.completedAt?.toISOString() ?? null,
      submitted_on_time: submittedOnTime(assignment),
      reading_level: levelOf(assignment.assignedUserId, completions),
      answers: marks,
    };
  });
  return {
    questions: questions.map((question) => questionResult(question, tallies.get(question.id))),
    pupils,
  };
}
