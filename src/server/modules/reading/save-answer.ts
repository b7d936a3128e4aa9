import { and, eq } from 'drizzle-orm';
import type { AnswerResponse, Progress } from '#contract/reading.ts';
import type { Database, Db } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { choices, questions } from '../../db/schema.ts';
import { notFound, validationError } from '../../http-error.ts';
import { checkedUuid } from '../assignments/assignment-uuid.ts';
import { assertOpen, ownAssignment } from './assignment-access.ts';

interface SaveAnswer {
  userId: number;
  uuid: string;
  questionId: number;
  choiceId: number;
  /** The key this request reserved, if any: the answer is stored under it in the same statement. */
  idempotencyKey: string | null;
}

interface SavedRow {
  saved: number;
  answered: number;
  total: number;
  remembered: number;
  /** The answer's `data` as the route returns it (with the practice feedback when it applies). */
  data: AnswerData | null;
}

export type AnswerData = AnswerResponse['data'];

/**
 * Upserts the pupil's choice in ONE prepared statement (the hot path of the reader; through the ORM
 * it cost about three times as much, and planning it on each call as much again): it checks that
 * the assignment is the caller's and open, that the question is of its text and the choice of the
 * question, saves, moves pending to in_progress, and counts the progress. The row lock on the
 * assignment keeps an answer from landing after a concurrent completion has graded.
 * With an Idempotency-Key ($5) it also stores the 200 answer under the key the request reserved,
 * saving the separate statement the idempotency plugin would run (a quarter of an answer's cost).
 * Deliberate (docs/architecture.md §7): the `remembered` part writes the plugin's table directly, so
 * its JSON must stay exactly what the route returns (`{data, progress}`, data built here too),
 * and the route tells the plugin by `request.idempotentAnswerStored` that the answer is already kept.
 * Change the route's answer and this statement together; a replayed request must get the same body.
 */
const saveAnswerStatement = preparedStatement({
  name: 'reading_save_answer',
  text: `with target as (
    select id, text_id, mode from assignments
    where uuid = $1 and assigned_user_id = $2 and status in ('pending', 'in_progress')
    for update
  ), valid as (
    select target.id, target.mode, q.explanation, q.evidence_paragraph_index, q.evidence_sentence,
      (select k.id from choices k where k.question_id = q.id and k.is_correct order by k.position, k.id limit 1)
        as correct_choice_id
    from target
    join questions q on q.id = $3 and q.text_id = target.text_id
    join choices c on c.id = $4 and c.question_id = q.id
  ), saved as (
    insert into answers (assignment_id, question_id, choice_id, first_choice_id, attempts, answered_at)
    select id, $3, $4, $4, 1, now() from valid
    on conflict (assignment_id, question_id)
    do update set choice_id = excluded.choice_id, answered_at = excluded.answered_at,
      attempts = answers.attempts + (answers.choice_id <> excluded.choice_id)::int
    returning assignment_id
  ), start as (
    -- data-modifying: runs whether or not the select below reads it
    update assignments set status = 'in_progress', updated_at = now()
    where id in (select assignment_id from saved) and status = 'pending'
    returning id
  ), progress as (
    select
      (select count(*) from saved)::int as saved,
      ((select count(*) from answers x join target on x.assignment_id = target.id
        where x.question_id <> $3) + (select count(*) from saved))::int as answered,
      (select count(*) from questions q2 join target on q2.text_id = target.text_id)::int as total
  ), feedback as (
    -- practice: whether the choice is right, and the key; check: only what was saved
    select case when v.mode = 'practice' then jsonb_build_object(
        'question_id', $3::int, 'choice_id', $4::int,
        'correct', $4::int = v.correct_choice_id, 'correct_choice_id', v.correct_choice_id,
        'explanation', v.explanation,
        'evidence', case when v.evidence_sentence is null then null else jsonb_build_object(
          'paragraph_index', v.evidence_paragraph_index, 'sentence', v.evidence_sentence) end)
      else jsonb_build_object('question_id', $3::int, 'choice_id', $4::int) end as data
    from valid v
  ), remembered as (
    update idempotency_keys k set status_code = 200, body = jsonb_build_object(
      'data', (select data from feedback),
      'progress', jsonb_build_object('answered', p.answered, 'total', p.total))
    from progress p
    where p.saved > 0 and k.user_id = $2 and k.key = $5::text
    returning 1
  )
  select saved, answered, total, (select count(*) from remembered)::int as remembered,
    (select data from feedback) as data
  from progress`,
});

/**
 * Saves the choice, or finds out why it may not be saved (404, 409, 422). `stored` tells whether the
 * 200 answer is already kept under the request's Idempotency-Key.
 */
export async function saveAnswer(
  database: Database,
  input: SaveAnswer,
): Promise<{ data: AnswerData; progress: Progress; stored: boolean }> {
  const { userId, questionId, choiceId, idempotencyKey } = input;
  const uuid = checkedUuid(input.uuid);
  const [row] = await database.runPrepared<SavedRow>(saveAnswerStatement, [
    uuid,
    userId,
    questionId,
    choiceId,
    idempotencyKey,
  ]);
  if (!row?.saved || !row.data) return explainRefusal(database.db, input);
  return {
    data: row.data,
    progress: { answered: row?.answered ?? 0, total: row?.total ?? 0 },
    stored: row?.remembered === 1,
  };
}

/** Only when nothing was saved: find out why, for the right status and message. */
async function explainRefusal(db: Db, { userId, uuid, questionId, choiceId }: SaveAnswer): Promise<never> {
  const assignment = await ownAssignment(db, userId, uuid);
  assertOpen(assignment);
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.textId, assignment.textId)));
  if (!question) throw notFound('Question');
  const [choice] = await db
    .select({ id: choices.id })
    .from(choices)
    .where(and(eq(choices.id, choiceId), eq(choices.questionId, questionId)));
  if (!choice) throw validationError({ choice_id: ['The selected choice is not one of this question.'] });
  // Valid now: something changed between the two looks. A 5xx makes the client's outbox retry.
  throw new Error('answer was refused, then found valid');
}
